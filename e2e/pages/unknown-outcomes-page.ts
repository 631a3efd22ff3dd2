import type { Locator, Page } from '@playwright/test';

/** `#/unknown-outcomes`: money operations with an unknown outcome, and the header badge. */
export class UnknownOutcomesScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Operations with unknown outcome' });
  }

  item(text: string | RegExp): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }

  retry(item: Locator): Locator {
    return item.getByRole('button', { name: 'Retry safely' });
  }

  /** Where the profile's API is not known to honour the key: read first, send later. */
  checkStatus(item: Locator): Locator {
    return item.getByRole('button', { name: 'Check status' });
  }

  sendAgain(item: Locator): Locator {
    return item.getByRole('button', { name: 'Send again…' });
  }

  /** The confirmation a resend needs where it may charge twice. */
  sendAgainDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Send again\? It may / });
  }

  /** The payments Check status listed around the operation's time and amount. */
  candidates(item: Locator): Locator {
    return item.getByRole('table', { name: 'Payments around the operation' });
  }

  isTheOne(item: Locator, paymentId: string): Locator {
    return item.getByRole('button', { name: `This is the one: ${paymentId}` });
  }

  didNotHappen(item: Locator): Locator {
    return item.getByRole('button', { name: /it did not go through$/i });
  }

  note(item: Locator): Locator {
    return item.getByLabel('Note for the journal (optional)');
  }

  resolve(item: Locator): Locator {
    return item.getByRole('link', { name: 'Resolve with cancel-or-refund' });
  }

  get empty(): Locator {
    return this.page.getByText('No operation has an unknown outcome.');
  }

  get result(): Locator {
    return this.page.getByRole('region', { name: 'Result' });
  }

  /** On a production profile: main's summary and the field for the code it printed. */
  productionDialog(profile: string): Locator {
    return this.page.getByRole('dialog', { name: `Confirm on profile “${profile}”` });
  }

  /** Types the code the host printed in its terminal, as the person read it, and confirms. */
  async confirmWithCode(dialog: Locator, code: string): Promise<void> {
    await dialog.getByLabel('Code printed in the terminal').fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  /** The header badge, once mounted in the app frame. */
  get badge(): Locator {
    return this.page.getByRole('link', { name: /unknown outcome/ });
  }
}
