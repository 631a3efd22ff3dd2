import { expect, type Locator, type Page } from '@playwright/test';

/** Words the store manager's screen uses, in each language the console speaks. */
const WORDS = {
  en: {
    paymentId: 'Payment id',
    find: 'Find payment',
    payment: 'Payment',
    button: 'Cancel or refund this payment',
    dialog: 'Cancel or refund this payment?',
    yes: 'Yes, cancel or refund',
    tryAgain: 'Try again safely',
    support: 'Details for support',
  },
  es: {
    paymentId: 'ID del pago',
    find: 'Buscar pago',
    payment: 'Pago',
    button: 'Anular o devolver este pago',
    dialog: '¿Anular o devolver este pago?',
    yes: 'Sí, anular o devolver',
    tryAgain: 'Intentar de nuevo sin riesgo',
    support: 'Detalles para soporte',
  },
} as const;

/** Cancel-or-refund as a store manager sees it. */
export class PosScreen {
  private readonly words: (typeof WORDS)['en' | 'es'];

  constructor(
    private readonly page: Page,
    language: 'en' | 'es' = 'en',
  ) {
    this.words = WORDS[language];
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get paymentId(): Locator {
    return this.page.getByLabel(this.words.paymentId, { exact: true });
  }

  async find(id: string) {
    await this.paymentId.fill(id);
    await this.page.getByRole('button', { name: this.words.find }).click();
  }

  summary(paymentId: string): Locator {
    return this.page.getByRole('region', { name: `${this.words.payment} ${paymentId}` });
  }

  summaryValue(paymentId: string, term: string): Locator {
    return this.summary(paymentId)
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  get cancelOrRefundButton(): Locator {
    return this.page.getByRole('button', { name: this.words.button });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.words.dialog });
  }

  async openConfirmation() {
    await this.cancelOrRefundButton.click();
    await expect(this.dialog).toBeVisible();
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: this.words.yes }).click();
  }

  /** The large outcome line (the outcome panel's heading). */
  get outcome(): Locator {
    return this.page.locator('.pos-outcome').getByRole('heading', { level: 2 });
  }

  /** What became of the unknown outcome this cancel-or-refund was sent from. */
  get resolvesNote(): Locator {
    return this.page.locator('.pos-outcome .pos-resolves');
  }

  get tryAgain(): Locator {
    return this.page.getByRole('button', { name: this.words.tryAgain });
  }

  get supportDetails(): Locator {
    return this.page.getByText(this.words.support, { exact: true });
  }
}
