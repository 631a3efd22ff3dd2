import { readFileSync } from 'node:fs';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The Activity area as a payments team member sees it: the journal list and the inspector. */
export class ActivityScreen {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Operations' });
  }

  get rows(): Locator {
    return this.list.getByRole('listitem');
  }

  /** Each row's outcome, the status words of its operation (in either language). */
  get outcomes(): Locator {
    return this.page.locator('.list-row .act-outcome');
  }

  rowFor(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** "N operations", from the journal's total for the current filter. */
  get count(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^[\d,]+ operations?$/ });
  }

  get filters(): Locator {
    return this.page.getByRole('form', { name: 'Filter activity' });
  }

  /** The applied filters, as the chips in the bar say them. */
  get chips(): Locator {
    return this.filters.getByRole('list', { name: 'Applied filters' }).getByRole('listitem');
  }

  /** The search stays in the bar; Enter applies it with the rest. */
  async search(id: string) {
    const box = this.filters.getByLabel('Search by any id');
    await box.fill(id);
    await box.press('Enter');
  }

  /** Opens the panel behind the bar's "Filters" button, unless it is open. */
  async showFilters() {
    const toggle = this.filters.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  async apply() {
    await this.showFilters();
    await this.filters.getByRole('button', { name: 'Apply filters' }).click();
  }

  async clear() {
    await this.showFilters();
    await this.filters.getByRole('button', { name: 'Clear filters' }).click();
  }

  checkbox(name: string): Locator {
    return this.filters.getByRole('checkbox', { name, exact: true });
  }

  /** Ticks one operation or outcome in the panel (opened first). */
  async check(name: string) {
    await this.showFilters();
    await this.checkbox(name).check();
  }

  /** Opens the inspector of the one row holding `text`, by keyboard as a user without a mouse. */
  async open(text: string) {
    const link = this.rowFor(text).getByRole('link');
    await link.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.heading).toHaveText(/^Operation op-/);
  }

  // Inspector

  fact(term: string): Locator {
    return this.page
      .getByRole('region', { name: 'Facts' })
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  get attempts(): Locator {
    return this.page.getByRole('table', { name: /^Attempts/ });
  }

  get requestHeaders(): Locator {
    return this.page.getByRole('table', { name: 'Request headers' });
  }

  header(table: Locator, name: string): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  get copyCurl(): Locator {
    return this.page.getByRole('button', { name: 'Copy as cURL' });
  }

  get replay(): Locator {
    return this.page.getByRole('button', { name: 'Replay as new' });
  }

  /** Why replay is not offered, shown instead of the button. */
  get replayRefusal(): Locator {
    return this.page.getByRole('paragraph').filter({ hasText: 'Replay as new is not available' });
  }

  get replayDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Replay as a new operation?' });
  }

  /** Clicks an export button and returns the downloaded file's text. */
  async export(format: 'CSV' | 'JSON Lines'): Promise<{ download: Download; text: string }> {
    const pending = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Export ${format}` }).click();
    const download = await pending;
    const path = await download.path();
    return { download, text: readFileSync(path, 'utf8') };
  }
}
