import type { Locator, Page } from '@playwright/test';

/** Payments → Find: one box, an amount with its currency, a time window, the results. */
export class FinderScreen {
  constructor(private readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('search', { name: 'Search payments' });
  }

  get box(): Locator {
    return this.form.getByLabel('Trace number, last four or id');
  }

  async search(fields: { q?: string; amount?: string; currency?: string; from?: string }) {
    if (fields.q !== undefined) await this.box.fill(fields.q);
    if (fields.amount !== undefined)
      await this.form.getByLabel('Amount, or lowest').fill(fields.amount);
    if (fields.currency !== undefined)
      await this.form.getByLabel('Currency').selectOption(fields.currency);
    if (fields.from !== undefined) await this.form.getByLabel('From').fill(fields.from);
    await this.form.getByRole('button', { name: 'Search' }).click();
  }

  /** The message under a field, as the person reads it. */
  fieldError(label: string): Locator {
    return this.form
      .locator('.field', { has: this.page.getByLabel(label) })
      .locator('.field-error');
  }

  get results(): Locator {
    return this.page.getByRole('table', { name: 'Payments found' });
  }

  row(paymentId: string): Locator {
    return this.results
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('link', { name: paymentId, exact: true }) });
  }
}

/** Cancel-or-refund's "I don't have the payment id", as a store manager uses it. */
export class WithoutIdScreen {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.getByRole('button', { name: 'I don’t have the payment id' }).click();
  }

  get form(): Locator {
    return this.page.getByRole('search', { name: 'Find the payment without its id' });
  }

  async byTrace(trace: string) {
    await this.form.getByLabel('Trace number').fill(trace);
    await this.form.getByRole('button', { name: 'Find candidates' }).click();
  }

  async byCard(fields: { lastFour: string; amount: string; currency: string; when: string }) {
    await this.form.getByLabel('Last four digits of the card').fill(fields.lastFour);
    await this.form.getByLabel('Amount', { exact: true }).fill(fields.amount);
    await this.form.getByLabel('Currency').selectOption(fields.currency);
    await this.form.getByLabel('About when').fill(fields.when);
    await this.form.getByRole('button', { name: 'Find candidates' }).click();
  }

  get candidates(): Locator {
    return this.page.getByRole('table', { name: 'Candidates, closest first' }).locator('tbody tr');
  }

  async pick(paymentId: string) {
    await this.page.getByRole('button', { name: `Use payment ${paymentId}` }).click();
  }
}
