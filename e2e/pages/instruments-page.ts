import { expect, type Locator, type Page } from '@playwright/test';

export interface CardInput {
  holder: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
  serviceCode?: string;
  sequenceNumber?: string;
}

/** The Instruments area as a back-office user sees it: list, detail, create and edit. */
export class InstrumentsPage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Instruments' });
  }

  rowFor(text: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  async search(text: string) {
    await this.page.getByLabel('Search instruments').fill(text);
  }

  async startCreate() {
    await this.page.getByRole('link', { name: 'New instrument' }).click();
    await expect(this.heading).toHaveText('New instrument');
  }

  async fillCard(card: CardInput) {
    const form = this.page.getByRole('form', { name: 'New instrument' });
    await form.getByLabel('Cardholder name').fill(card.holder);
    await form.getByLabel('Card number').fill(card.number);
    await form.getByLabel('Expiry month').fill(card.month);
    await form.getByLabel('Expiry year').fill(card.year);
    await form.getByLabel('CVV').fill(card.cvv);
    if (card.serviceCode) await form.getByLabel('Service code (optional)').fill(card.serviceCode);
    if (card.sequenceNumber) {
      await form.getByLabel('Sequence number (optional)').fill(card.sequenceNumber);
    }
  }

  async submitCreate() {
    await this.page.getByRole('button', { name: 'Create instrument' }).click();
  }

  /** The id shown in the detail heading, "Instrument <id>". */
  async detailId(): Promise<string> {
    await expect(this.heading).toHaveText(/^Instrument ins-/);
    return (await this.heading.textContent())!.replace('Instrument ', '').trim();
  }

  detailValue(term: string): Locator {
    return this.page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  rawJson(): Locator {
    return this.page.getByRole('region', { name: 'Raw JSON' });
  }

  /** A form field; its error message is its accessible description. */
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
}
