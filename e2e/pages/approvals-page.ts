import { expect, type Locator, type Page } from '@playwright/test';

/** Four-eyes approvals as a supervisor and a requester see them: the area and the header badge. */
export class ApprovalsScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The header's count of requests waiting for this supervisor. */
  get badge(): Locator {
    return this.page.getByRole('link', { name: /waiting for your approval/ });
  }

  /** Opens the area by its shortcut, as a person at the keyboard does. */
  async openByKey() {
    await this.page.keyboard.press('Alt+v');
    await expect(this.heading).toHaveText('Approvals');
  }

  get pending(): Locator {
    return this.page.getByRole('list', { name: 'Waiting for a decision' }).getByRole('listitem');
  }

  get mine(): Locator {
    return this.page.getByRole('list', { name: 'Asked from this console' }).getByRole('listitem');
  }

  /** Where a set-up problem (the login's missing grants) is said instead of a list. */
  get notice(): Locator {
    return this.page.locator('main').getByRole('alert');
  }

  /** The value beside `term` in one request's facts. */
  fact(item: Locator, term: string): Locator {
    return item
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** Opens the request's redacted body (closed by default) and returns it. */
  async body(item: Locator): Promise<Locator> {
    const label = 'Request body (card data and secrets hidden)';
    await item.getByText(label, { exact: true }).click();
    return item.getByLabel(label, { exact: true });
  }

  async decide(item: Locator, decision: 'Approve' | 'Reject', note: string) {
    await item.getByLabel('Note', { exact: true }).fill(note);
    await item.getByRole('button', { name: decision }).click();
  }

  refusal(item: Locator): Locator {
    return item.getByRole('alert');
  }
}
