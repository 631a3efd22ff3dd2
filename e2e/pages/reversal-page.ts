import type { Locator, Page } from '@playwright/test';

export type ReversalKind = 'Capture' | 'Refund' | 'Cancellation' | 'Reversal' | 'Adjustment';

/** `#/transactions/reverse`: the payment above, the form, and the result panel. */
export class ReversalFormPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Reverse a transaction' });
  }

  get paymentContext(): Locator {
    return this.page.getByRole('region', { name: 'Payment of this transaction' });
  }

  contextValue(term: string): Locator {
    return this.paymentContext
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  kind(kind: ReversalKind): Locator {
    return this.form.getByRole('radio', { name: kind, exact: true });
  }

  get amount(): Locator {
    return this.form.getByLabel('Amount', { exact: true });
  }

  get submitButton(): Locator {
    return this.form.getByRole('button', { name: /^Send/ });
  }

  async send(kind: ReversalKind, amount?: string) {
    await this.kind(kind).check();
    if (amount !== undefined) await this.amount.fill(amount);
    await this.submitButton.click();
  }

  get result(): Locator {
    return this.page.getByRole('region', { name: 'Result' });
  }

  get outcome(): Locator {
    return this.result.locator('.outcome');
  }

  /** The value beside a term of the result's facts ("Amount"). */
  resultFact(term: string): Locator {
    return this.result
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }
}
