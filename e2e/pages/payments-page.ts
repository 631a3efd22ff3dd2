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

  /** Each listed row's status badge, in its words. */
  get badges(): Locator {
    return this.rows.locator('.status-badge');
  }

  row(paymentId: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: paymentId, exact: true }) });
  }

  get filters(): Locator {
    return this.page.getByRole('form', { name: 'Filter payments' });
  }

  /** The applied filters, as the chips in the bar say them. */
  get chips(): Locator {
    return this.filters.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
  }

  /** Opens the panel behind the bar's "Filters" button, unless it is open. */
  async showFilters() {
    const toggle = this.filters.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  /** `status` is a badge's words ("Not charged yet"), as the list shows them. */
  async filter({ status, merchant }: { status?: string; merchant?: string }) {
    await this.showFilters();
    if (status) await this.filters.getByLabel('Status').selectOption({ label: status });
    if (merchant) await this.filters.getByLabel('Merchant id').fill(merchant);
    await this.filters.getByRole('button', { name: 'Apply filters' }).click();
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
