import type { Locator, Page } from '@playwright/test';

/** The Payments area: the recent list, and one payment with its amounts and timeline. */
export class PaymentsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  get rows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(paymentId: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: paymentId, exact: true }) });
  }

  async filter({ status, merchant }: { status?: string; merchant?: string }) {
    if (status) await this.page.getByLabel('Status').selectOption(status);
    if (merchant) await this.page.getByLabel('Merchant id').fill(merchant);
    await this.page.getByRole('button', { name: 'Apply filters' }).click();
  }

  async lookup(id: string) {
    await this.page.getByLabel('Payment id').fill(id);
    await this.page.getByRole('button', { name: 'Open payment' }).click();
  }

  amount(term: string): Locator {
    return this.page
      .getByRole('region', { name: 'Amounts' })
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  get status(): Locator {
    return this.page.locator('.payment-status strong');
  }

  get timeline(): Locator {
    return this.page.getByRole('list', { name: 'Transactions, oldest first' });
  }

  get nextMoves(): Locator {
    return this.page.getByRole('region', { name: 'Next moves' });
  }
}
