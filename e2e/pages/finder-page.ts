import type { Locator, Page } from '@playwright/test';

/** Words the finder's screens use, in each language the console speaks. */
const WORDS = {
  en: {
    form: 'Search payments',
    box: 'Trace number, last four or id',
    min: 'Amount, or lowest',
    currency: 'Currency',
    from: 'From',
    search: 'Search',
    results: 'Payments found',
    open: 'I don’t have the payment id',
    posForm: 'Find the payment without its id',
    trace: 'Trace number',
    lastFour: 'Card’s last four',
    amount: 'Amount',
    when: 'About when',
    findCandidates: 'Find candidates',
    candidates: 'Candidates, closest first',
    pick: 'Use payment',
  },
  es: {
    form: 'Buscar pagos',
    box: 'Número de traza, últimos cuatro o ID',
    min: 'Monto, o el más bajo',
    currency: 'Moneda',
    from: 'Desde',
    search: 'Buscar',
    results: 'Pagos encontrados',
    open: 'No tengo el ID del pago',
    posForm: 'Buscar el pago sin su ID',
    trace: 'Número de traza',
    lastFour: 'Últimos cuatro',
    amount: 'Monto',
    when: 'Cuándo, más o menos',
    findCandidates: 'Buscar candidatos',
    candidates: 'Candidatos, el más cercano primero',
    pick: 'Usar el pago',
  },
} as const;

type Language = keyof typeof WORDS;

/** Payments → Find: one box, an amount with its currency, a time window, the results. */
export class FinderScreen {
  private readonly words: (typeof WORDS)[Language];

  constructor(
    private readonly page: Page,
    language: Language = 'en',
  ) {
    this.words = WORDS[language];
  }

  get form(): Locator {
    return this.page.getByRole('search', { name: this.words.form });
  }

  get box(): Locator {
    return this.form.getByLabel(this.words.box);
  }

  async search(fields: { q?: string; amount?: string; currency?: string; from?: string }) {
    if (fields.q !== undefined) await this.box.fill(fields.q);
    if (fields.amount !== undefined) await this.form.getByLabel(this.words.min).fill(fields.amount);
    if (fields.currency !== undefined)
      await this.form.getByLabel(this.words.currency).selectOption(fields.currency);
    if (fields.from !== undefined) await this.form.getByLabel(this.words.from).fill(fields.from);
    await this.form.getByRole('button', { name: this.words.search, exact: true }).click();
  }

  /** The message under a field, as the person reads it. */
  fieldError(label: string): Locator {
    return this.form
      .locator('.field', { has: this.page.getByLabel(label) })
      .locator('.field-error');
  }

  /** The message under the one box. */
  get boxError(): Locator {
    return this.fieldError(this.words.box);
  }

  /** "37 payments found", or "Searching…" while it searches. */
  get count(): Locator {
    return this.page.locator('.list-count');
  }

  /** What the page says of the copy while the sync has not got everything. */
  get behind(): Locator {
    return this.page.getByRole('note');
  }

  get results(): Locator {
    return this.page.getByRole('table', { name: this.words.results });
  }

  /**
   * How many of the first `count` result rows a person can read whole by scrolling the page
   * alone: each row is brought under the page's top by the page's scroll (the results' own box
   * left where it is), then measured against the window and every box that clips it.
   */
  async rowsReadableByScrollingThePage(count: number): Promise<number> {
    const rows = this.results.locator('tbody tr');
    let readable = 0;
    for (let i = 0; i < count; i++) {
      const whole = await rows.nth(i).evaluate((row) => {
        const scrollers: Element[] = [];
        for (let box = row.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowY !== 'visible' || style.overflowX !== 'visible') scrollers.push(box);
        }
        // The page's own scroll: the outermost box that scrolls up and down.
        const page = scrollers.findLast((box) => box.scrollHeight > box.clientHeight);
        if (page && !page.contains(row.closest('.table-scroll'))) return false;
        if (page && page !== row.closest('.table-scroll')) {
          page.scrollTop += row.getBoundingClientRect().top - page.getBoundingClientRect().top - 8;
        }
        const r = row.getBoundingClientRect();
        const inside = (b: { top: number; bottom: number }) =>
          r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5;
        return (
          r.height > 0 &&
          inside({ top: 0, bottom: window.innerHeight }) &&
          scrollers.every((box) => {
            const b = box.getBoundingClientRect();
            return inside({
              top: b.top + box.clientTop,
              bottom: b.top + box.clientTop + box.clientHeight,
            });
          })
        );
      });
      if (whole) readable++;
    }
    return readable;
  }

  row(paymentId: string): Locator {
    return this.results
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('link', { name: paymentId, exact: true }) });
  }
}

/** Cancel-or-refund's "I don't have the payment id", as a store manager uses it. */
export class WithoutIdScreen {
  private readonly words: (typeof WORDS)[Language];

  constructor(
    private readonly page: Page,
    language: Language = 'en',
  ) {
    this.words = WORDS[language];
  }

  async open() {
    await this.page.getByRole('button', { name: this.words.open }).click();
  }

  get form(): Locator {
    return this.page.getByRole('search', { name: this.words.posForm });
  }

  async byTrace(trace: string) {
    await this.form.getByLabel(this.words.trace).fill(trace);
    await this.form.getByRole('button', { name: this.words.findCandidates }).click();
  }

  async byCard(fields: { lastFour: string; amount: string; currency: string; when: string }) {
    await this.form.getByLabel(this.words.lastFour).fill(fields.lastFour);
    await this.form.getByLabel(this.words.amount, { exact: true }).fill(fields.amount);
    await this.form.getByLabel(this.words.currency).selectOption(fields.currency);
    await this.form.getByLabel(this.words.when).fill(fields.when);
    await this.form.getByRole('button', { name: this.words.findCandidates }).click();
  }

  /** The search as it stands: filled by hand, or from an unknown outcome's journal. */
  async search() {
    await this.form.getByRole('button', { name: this.words.findCandidates }).click();
  }

  get traceField(): Locator {
    return this.form.getByLabel(this.words.trace);
  }

  get candidates(): Locator {
    return this.page.getByRole('table', { name: this.words.candidates }).locator('tbody tr');
  }

  /** The payment id a candidate row names, from its "This one" button. */
  async candidateId(row: Locator): Promise<string> {
    const label = await row
      .getByRole('button', { name: this.words.pick })
      .getAttribute('aria-label');
    return label!.slice(this.words.pick.length + 1);
  }

  pickButton(paymentId: string): Locator {
    return this.page.getByRole('button', { name: `${this.words.pick} ${paymentId}` });
  }

  async pick(paymentId: string) {
    await this.pickButton(paymentId).click();
  }
}
