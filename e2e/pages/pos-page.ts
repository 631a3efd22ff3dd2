import { expect, type Locator, type Page } from '@playwright/test';

/** POS cancel-or-refund as a store manager sees it. */
export class PosScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get paymentId(): Locator {
    return this.page.getByLabel('Payment id', { exact: true });
  }

  async find(id: string) {
    await this.paymentId.fill(id);
    await this.page.getByRole('button', { name: 'Find payment' }).click();
  }

  summary(paymentId: string): Locator {
    return this.page.getByRole('region', { name: `Payment ${paymentId}` });
  }

  summaryValue(paymentId: string, term: string): Locator {
    return this.summary(paymentId)
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  get cancelOrRefundButton(): Locator {
    return this.page.getByRole('button', { name: 'Cancel or refund this payment' });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Cancel or refund this payment?' });
  }

  async openConfirmation() {
    await this.cancelOrRefundButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Yes, cancel or refund' }).click();
  }

  /** The large outcome line (the outcome panel's heading). */
  get outcome(): Locator {
    return this.page.locator('.pos-outcome').getByRole('heading', { level: 2 });
  }

  get tryAgain(): Locator {
    return this.page.getByRole('button', { name: 'Try again safely' });
  }

  get supportDetails(): Locator {
    return this.page.getByText('Details for support', { exact: true });
  }
}
