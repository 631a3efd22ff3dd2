import { expect, type Locator, type Page } from '@playwright/test';

export interface AuthorizationInput {
  merchant: string;
  /** A stored instrument id (ins-…). */
  instrument: string;
  amount: string;
  currency?: string;
  captureMode?: 'MANUAL' | 'AUTOMATIC';
  useCase?: 'Not sent' | 'ATTENDED' | 'UNATTENDED';
  terminalId?: string;
  /** The terminal's trace number (external_client_trace_id). */
  trace?: string;
  /** Typed into "Additional fields (JSON)". */
  extra?: string;
}

/** The payment (or transaction) authorization form, as QA uses it, and its result panel. */
export class AuthorizationFormPage {
  constructor(
    private readonly page: Page,
    private readonly submitName:
      'Authorize payment' | 'Authorize transaction' = 'Authorize payment',
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: this.submitName });
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: this.submitName });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  get extraFields(): Locator {
    return this.field('Additional fields (JSON)');
  }

  async fill(input: AuthorizationInput) {
    await this.field('Merchant id').fill(input.merchant);
    const instrument = this.field('Instrument');
    await expect(instrument.locator(`option[value="${input.instrument}"]`)).toHaveCount(1);
    await instrument.selectOption(input.instrument);
    await this.field('Amount').fill(input.amount);
    if (input.currency) await this.field('Currency').selectOption(input.currency);
    if (input.captureMode) await this.field('Capture mode').selectOption(input.captureMode);
    if (input.terminalId) await this.field('Terminal id (optional)').fill(input.terminalId);
    if (input.useCase) await this.field('Use case').selectOption({ label: input.useCase });
    if (input.trace !== undefined) await this.field('Trace number (optional)').fill(input.trace);
    if (input.extra !== undefined) await this.extraFields.fill(input.extra);
  }

  async submit() {
    await this.submitButton.click();
  }

  /** The "is this amount right?" step an amount above its currency's ceiling gets. */
  get secondLook(): Locator {
    return this.page.getByRole('dialog', { name: 'Is this amount right?' });
  }

  get result(): Locator {
    return this.page.getByRole('region', { name: 'Result' });
  }

  /** "Sent with trace number …" and its link to the finder. */
  get sentTrace(): Locator {
    return this.result.locator('.sent-trace');
  }

  /** The large outcome line: Approved, Declined, Failed or Outcome unknown. */
  get outcome(): Locator {
    return this.result.locator('.outcome');
  }

  fact(term: string): Locator {
    return this.result
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The authorization's transaction id, shown in the result. */
  async transactionId(): Promise<string> {
    await expect(this.fact('Transaction')).toHaveText(/^trx-/);
    return (await this.fact('Transaction').innerText()).trim();
  }

  async paymentId(): Promise<string> {
    await expect(this.fact('Payment')).toHaveText(/^pay-/);
    return (await this.fact('Payment').innerText()).trim();
  }

  rawResponse(): Locator {
    return this.result.getByLabel('Response (raw JSON)', { exact: true });
  }

  async openRawResponse() {
    await this.result.getByText('Response (raw JSON)', { exact: true }).click();
  }

  nextMove(name: 'Capture' | 'Cancel' | 'Refund'): Locator {
    return this.page.getByRole('navigation', { name: 'Next moves' }).getByRole('link', { name });
  }
}
