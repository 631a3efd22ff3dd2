import { expect, type Locator, type Page } from '@playwright/test';

/** English a Spanish screen must not show: what a new user found on one. */
const ENGLISH =
  /Enter an id|An id has only|Unexpected end|JSON input|Additional fields|keyring|kept in memory|\((?:in)?active\)|\(English\)|\bApproved\b|Partially captured|\bRefunded\b|captures at once/;

/** The API's codes a Spanish sentence must put in words (each stays on hover, as a title). */
const RAW_CODES =
  /\b(?:ACTIVE|INACTIVE|CARD|CREDIT|DEBIT|SALE|PREAUTHORIZATION|MANUAL|AUTOMATIC|CUSTOMER|MERCHANT|ATTENDED|UNATTENDED|APPROVED|DECLINED|AUTHORIZED|CAPTURED|CANCELLED|REFUNDED)\b/;

/** An answer's own words, quoted as the API's: evidence, shown as sent in any language. */
const QUOTED_API = /la API: “[^”]*”/g;

/** Any screen as a person who chose Spanish reads it, raw JSON aside. */
export class SpanishScreens {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Secciones' });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The options of a closed list, as [text, the API's code on hover]. */
  options(label: string): Promise<Array<[string, string | null]>> {
    return this.field(label)
      .locator('option')
      .evaluateAll((options) =>
        options.map(
          (o) => [o.textContent ?? '', o.getAttribute('title')] as [string, string | null],
        ),
      );
  }

  /**
   * What the main area says, with every option of its lists but without the raw JSON views
   * (the API's answer as sent, on purpose) and the API's quoted words.
   */
  async shownText(): Promise<string> {
    const text = await this.page.locator('main').evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('pre, details.raw-json').forEach((node) => node.remove());
      return copy.innerText || copy.textContent || '';
    });
    return text.replace(QUOTED_API, '');
  }

  async expectAllSpanish() {
    const text = await this.shownText();
    expect(text).not.toMatch(ENGLISH);
    expect(text).not.toMatch(RAW_CODES);
  }
}
