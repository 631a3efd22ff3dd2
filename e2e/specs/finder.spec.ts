import { KNOWN_CURRENCIES, formatMoneyNumber, fromMinorUnits } from '../../shared/money';
import type { FoundPayment, MirrorStatus } from '../../shared/schemas/payment-search';
import {
  expect,
  expectAccessible,
  ledger,
  settings,
  snap,
  test,
  type ConsoleUnderTest,
} from '../fixtures';
import type { Page } from '@playwright/test';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { FinderScreen, WithoutIdScreen } from '../pages/finder-page';
import { PosScreen } from '../pages/pos-page';

/*
 * Finding a payment without its id, end to end on a simulator seeded with a year of payments:
 * the console mirrors them in the background, and a store manager who has only the terminal's
 * trace number, or the card's last four, the amount and the hour, finds the payment and
 * cancels or refunds it.
 */

test.use({ seedPayments: 400, mirrorStartMs: 0 });
test.describe.configure({ timeout: 90_000 });

/** Waits until the mirror holds every seeded payment, as main reports it. */
async function mirrored(app: ConsoleUnderTest): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await settings(app, 'finder:status', undefined);
        return status.ok ? (status.value as MirrorStatus).state.kind : 'unread';
      },
      { timeout: 60_000 },
    )
    .toBe('caught_up');
}

/** A captured seeded payment with its trace number and card, as the mirror has it. */
async function capturedPayment(app: ConsoleUnderTest): Promise<FoundPayment> {
  const found = await settings(app, 'finder:search', { status: 'CAPTURED', limit: 50 });
  if (!found.ok) throw new Error(found.error.message);
  const rows = (found.value as { rows: FoundPayment[] }).rows;
  const row = rows.find((r) => r.traceId && r.lastFour && r.amountMinor && r.currency);
  if (!row) throw new Error('No captured seeded payment with a trace number and a card');
  return row;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "11/26/2026 14:05": the minute it was made, as an English screen types a time. */
function typedMinute(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('a trace number finds the payment and cancel-or-refund gives its money back', async ({
  page,
  console: app,
}) => {
  await mirrored(app);
  const target = await capturedPayment(app);
  const pos = new PosScreen(page);
  const withoutId = new WithoutIdScreen(page);
  await app.open(page, '/pos');
  await withoutId.open();
  await withoutId.byTrace(target.traceId!);
  await expect(withoutId.candidates).toHaveCount(1);
  await expect(withoutId.candidates.first()).toContainText('Charged');
  await expectAccessible(page);
  await snap(page, 'finder-pos-trace');

  await withoutId.pick(target.id);
  await expect(pos.paymentId).toHaveValue(target.id);
  await pos.openConfirmation();
  await pos.confirm();
  await expect(pos.outcome).toHaveText(/^This refund gave back /);
  const effects = await ledger(app, target.id);
  expect(effects.map((e) => e.kind)).toEqual(['REFUND']);
});

test('last four, amount and hour list the candidates closest first, and one is picked', async ({
  page,
  console: app,
}) => {
  await mirrored(app);
  const target = await capturedPayment(app);
  const currency = target.currency!;
  const withoutId = new WithoutIdScreen(page);
  const pos = new PosScreen(page);
  await app.open(page, '/pos');
  await withoutId.open();
  // What a bad input looks like: each problem at its own field.
  await withoutId.byCard({ lastFour: '12a4', amount: '10', currency: '', when: 'yesterday' });
  await expect(withoutId.form.getByText('Type the last four digits of the card')).toBeVisible();
  await expect(withoutId.form.getByText('Choose the amount’s currency')).toBeVisible();
  await expect(withoutId.form.getByText('Type a day such as 11/26/2026')).toBeVisible();

  await withoutId.byCard({
    lastFour: target.lastFour!,
    amount: formatMoneyNumber(fromMinorUnits(target.amountMinor!, currency), currency, 'en'),
    currency,
    when: typedMinute(target.createdAt),
  });
  await expect(withoutId.candidates.first()).toContainText(target.id);
  await expect(withoutId.candidates.first()).toContainText('Charged');
  await snap(page, 'finder-pos-candidates');
  await withoutId.pick(target.id);
  await expect(pos.paymentId).toHaveValue(target.id);
  await expect(pos.cancelOrRefundButton).toBeVisible();
});

test('cancel-or-refund with no match keeps the form in view, the message under it', async ({
  page,
  console: app,
}) => {
  await mirrored(app);
  const withoutId = new WithoutIdScreen(page);
  await app.open(page, '/pos');
  await withoutId.open();
  await withoutId.byTrace('NOPE-000000');
  await expect(page.getByText('No payment matches', { exact: false })).toBeInViewport({
    ratio: 1,
  });
  // The trace number typed is still on screen to be corrected, not scrolled away.
  await expect(withoutId.form.getByRole('button', { name: 'Find candidates' })).toBeInViewport({
    ratio: 1,
  });
  await expect(withoutId.form).toBeInViewport();
  await snap(page, 'finder-pos-none');
});

test('Payments → Find: a trace number from Ctrl+K, a row opens the payment, the header says it is up to date', async ({
  page,
  console: app,
}) => {
  await mirrored(app);
  const target = await capturedPayment(app);
  const finder = new FinderScreen(page);
  await app.open(page, '/payments');
  await expect(
    page.getByRole('link', { name: /^The \d+ payments for search were up to date at / }),
  ).toHaveText(/^Synced /);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(target.traceId!);
  await page.keyboard.press('Enter');
  await expect(finder.box).toHaveValue(target.traceId!);
  // On the finder, Ctrl+K is its own box: the search on screen.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+k');
  await expect(finder.box).toBeFocused();
  await expect(finder.row(target.id)).toContainText('Charged');
  await expectAccessible(page);
  await snap(page, 'finder-results');

  // An amount without its currency is refused at the currency, before any search.
  await finder.search({ q: '', amount: '10', currency: '' });
  await expect(finder.fieldError('Currency')).toHaveText(
    'Choose the amount’s currency: 100 COP is not 100 USD',
  );

  await app.open(page, `/payments/find?q=${target.traceId!}`);
  await finder.row(target.id).getByRole('link', { name: target.id }).click();
  await expect(page).toHaveURL(new RegExp(`#/payments/${target.id}$`));
});

/** "26/11/2026 14:05": the minute it was made, as a Spanish screen types a time. */
function typedMinuteEs(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('in Spanish at 1024 x 700 the candidates come into view after a search, each with its «Este» in the window', async ({
  page,
  console: app,
}) => {
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  await mirrored(app);
  const target = await capturedPayment(app);
  const currency = target.currency!;
  const withoutId = new WithoutIdScreen(page, 'es');
  await app.open(page, '/pos');
  await withoutId.open();
  await withoutId.byCard({
    lastFour: target.lastFour!,
    amount: formatMoneyNumber(fromMinorUnits(target.amountMinor!, currency), currency, 'es'),
    currency,
    when: typedMinuteEs(target.createdAt),
  });
  await expect(withoutId.candidates.first()).toContainText(target.id);
  // No scroll by hand: the first candidate and its pick are on screen once the search answers.
  await expect(withoutId.candidates.first()).toBeInViewport();
  await expect(withoutId.pickButton(target.id)).toBeInViewport({ ratio: 1 });
  await expect(
    page.getByRole('heading', { name: /^Candidatos, el más cercano primero/ }),
  ).toBeFocused();
  // Every row's «Este» stays inside the table's box, whatever the row's width.
  const box = await page.locator('.pos-without-id .table-scroll').boundingBox();
  const viewport = page.viewportSize()!;
  for (const button of await withoutId.candidates.getByRole('button').all()) {
    const at = (await button.boundingBox())!;
    expect(at.x + at.width).toBeLessThanOrEqual(Math.min(box!.x + box!.width, viewport.width));
    await expect(button).toHaveText('Este');
  }
  await expectAccessible(page);
  await snap(page, 'finder-pos-candidates-es');
});

test('Buscar in Spanish: a box that is no trace number is said at it, every currency is offered, the trace number is a field of the payment', async ({
  page,
  console: app,
}) => {
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  await mirrored(app);
  const target = await capturedPayment(app);
  const finder = new FinderScreen(page, 'es');
  await app.open(page, '/payments/find');
  await finder.search({ q: '12ab!' });
  await expect(finder.boxError).toHaveText(
    'Esto no es un número de traza (letras y dígitos como POS7-000481), los últimos cuatro de una tarjeta, un monto como USD 12,50, ni un ID usr-, ins- o mer-',
  );
  await expect(finder.box).toHaveAttribute('aria-invalid', 'true');
  await expect(finder.results).toHaveCount(0);
  const offered = await finder.form
    .getByLabel('Moneda')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(offered).toEqual([...KNOWN_CURRENCIES]);

  await finder.search({ q: target.traceId! });
  await expect(finder.row(target.id)).toContainText('Cobrado');
  await expect(finder.count).toHaveText('1 pago encontrado');
  await snap(page, 'finder-results-es');
  await finder.row(target.id).getByRole('link', { name: target.id }).click();
  await expect(
    page
      .locator('.facts dt', { hasText: /^Número de traza$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(target.traceId!);
});

for (const language of ['en', 'es'] as const) {
  test(`at 1024 x 700 five results can be read whole by scrolling the page (${language})`, async ({
    page,
    console: app,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('payments-console.language', l), language);
    await mirrored(app);
    const finder = new FinderScreen(page, language);
    await app.open(page, '/payments/find?status=CAPTURED');
    await expect(finder.results.locator('tbody tr').nth(4)).toBeAttached();
    // The search's count and its first rows come into view on their own: under the form only
    // the count and one row showed.
    await expect(finder.count).toBeInViewport();
    await expect(finder.results.locator('tbody tr').nth(2)).toBeInViewport({ ratio: 1 });
    // A results box a few pixels tall showed at most one row, cut, and the page did not scroll.
    expect(await finder.rowsReadableByScrollingThePage(5)).toBe(5);
    await snap(page, `finder-results-rows-${language}`);
  });
}

test('QA authorizes with a trace number: the form checks it, the result names it and links the finder', async ({
  page,
  console: app,
}) => {
  const form = new AuthorizationFormPage(page);
  const finder = new FinderScreen(page);
  await app.open(page, '/authorizations');
  await form.fill({
    merchant: 'mer-seed-store-1',
    instrument: 'ins-seed-visa-approved',
    amount: '1500',
    currency: 'JPY',
    trace: 'POS 7',
  });
  await form.submit();
  await expect(form.form.getByText(/^A trace number is up to 64 letters and digits/)).toBeVisible();
  await form.field('Trace number (optional)').fill('POS7-000481');
  await form.submit();
  await expect(form.outcome).toHaveText('Approved');
  await expect(form.sentTrace).toHaveText(/^Sent with trace number POS7-000481/);
  const paymentId = await form.paymentId();
  await expectAccessible(page);
  await form.sentTrace.getByRole('link', { name: 'Find it by its trace number' }).click();
  await expect(finder.box).toHaveValue('POS7-000481');
  await app.open(page, `/payments/${paymentId}`);
  await expect(
    page
      .locator('.facts dt', { hasText: /^Trace number$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('POS7-000481');
  await expect(page.getByText('JPY 1,500', { exact: true }).first()).toBeVisible();
});

test.describe('the header while the mirror syncs', () => {
  test.use({ seedPayments: 0, mirrorStartMs: null });

  test('says «N copiados» with a bar read out as N of M, whole beside the profile and the shortcuts at 1024 px', async ({
    page,
    console: app,
  }) => {
    await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
    // Main's word on a sync a fifth of the way through a big history, as its status read and
    // its push would bring it: the sync itself is not what is looked at here.
    const syncing: MirrorStatus = {
      profileId: null,
      state: { kind: 'syncing' },
      mirrored: 212_345,
      apiTotal: 1_000_000,
      lastSyncedAt: null,
    };
    await page.route('**/push', (route) => route.abort());
    await page.route('**/ipc/finder%3Astatus', (route) =>
      route.fulfill({ json: { ok: true, value: syncing } }),
    );
    await app.open(page, '/payments/find');
    const freshness = page.getByRole('link', {
      name: 'Copiando los pagos de la API para buscar: 212.345 de 1.000.000',
    });
    await expect(freshness).toHaveText('212.345 copiados');
    const bar = freshness.getByRole('progressbar', { name: 'Pagos copiados para buscar' });
    await expect(bar).toHaveAttribute('aria-valuetext', '212.345 de 1.000.000');
    await expect(bar).toHaveAttribute('aria-valuenow', '212345');
    // Whole in the window: the words not cut, the bar and the header's other tools beside them.
    const words = freshness.locator('.mirror-freshness-text');
    expect(await words.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^Atajos/ })).toBeInViewport({ ratio: 1 });
    // The finder says the same, with its own bar, above its results.
    await expect(page.getByRole('note')).toContainText(
      '212.345 de 1.000.000 pagos copiados hasta ahora',
    );
    await expect(page.getByRole('note').getByRole('progressbar')).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'finder-header-syncing-es');
  });
});

for (const language of ['en', 'es'] as const) {
  test.describe(`a terminal's own trace number at 1024 x 700 (${language})`, () => {
    test.use({ seedPayments: 0, mirrorStartMs: 0 });

    test('the candidate comes into view with its whole trace number and every heading whole', async ({
      page,
      console: app,
    }) => {
      await page.addInitScript(
        (lang) => localStorage.setItem('payments-console.language', lang),
        language,
      );
      const sale = await settings(app, 'payments:authorize', {
        merchant_id: 'mer-seed-store-1',
        instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
        amount: '31.25',
        currency: 'USD',
        type: 'SALE',
        external_client_trace_id: 'POS7-000481',
      });
      expect(sale.ok).toBe(true);
      await mirrored(app);
      const withoutId = new WithoutIdScreen(page, language);
      await app.open(page, '/pos');
      await withoutId.open();
      await withoutId.byTrace('POS7-000481');
      await expect(withoutId.candidates).toHaveCount(1);
      const row = withoutId.candidates.first();
      // Brought up to where the eye is, not left at the window's bottom edge: the view moves
      // smoothly, so where it ends is what is looked at, not a frame on its way.
      await expect(row).toBeInViewport({ ratio: 1 });
      await expect.poll(async () => (await row.boundingBox())!.y).toBeLessThan(350);
      await expect.poll(() => hiddenInCandidates(page)).toEqual([]);
      await expect(row).toContainText('POS7-000481');
      await snap(page, `finder-pos-trace-number-${language}`);

      // With the hour remembered, a column more (how far from it): still nothing hidden.
      const now = Date.now();
      await withoutId.form
        .getByLabel(language === 'es' ? 'Número de traza' : 'Trace number')
        .clear();
      await withoutId.byCard({
        lastFour: '1111',
        amount: language === 'es' ? '31,25' : '31.25',
        currency: 'USD',
        when: language === 'es' ? typedMinuteEs(now) : typedMinute(now),
      });
      // The last search's row stays on screen until this one's answer comes: its own column
      // says the answer is in.
      await expect(
        page.getByRole('columnheader', { name: language === 'es' ? 'Diferencia' : 'Off by' }),
      ).toBeVisible();
      await expect(withoutId.candidates.filter({ hasText: 'POS7-000481' })).toHaveCount(1);
      await expect(withoutId.candidates.first()).toBeInViewport({ ratio: 1 });
      await expect.poll(() => hiddenInCandidates(page)).toEqual([]);
      await snap(page, `finder-pos-card-trace-number-${language}`);
    });
  });
}

/** The candidates' headings and cells a person cannot read whole: cut, under the pick or past the box. */
function hiddenInCandidates(page: Page): Promise<string[]> {
  return page.locator('.data-table.found-payments').evaluate((table) => {
    const pick = table.querySelector<HTMLElement>('tbody td.row-action');
    const covered = pick?.getBoundingClientRect();
    const clip = table.parentElement!.getBoundingClientRect();
    return [...table.querySelectorAll<HTMLElement>('th, td')]
      .filter((el) => !el.classList.contains('row-action') && el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const cut = [el, ...el.querySelectorAll<HTMLElement>('*')].some(
          (inner) => inner.scrollWidth > inner.clientWidth && inner.clientWidth > 0,
        );
        const under = covered !== undefined && box.right > covered.left + 0.5;
        return cut || under || box.right > clip.right + 0.5;
      })
      .map((el) => el.textContent ?? '');
  });
}

for (const language of ['en', 'es'] as const) {
  test.describe(`Payments → Find at 1024 x 700 (${language})`, () => {
    test.use({ seedPayments: 0, mirrorStartMs: null });

    test('no field lies on another, the Status list with its longest choice included', async ({
      page,
      console: app,
    }) => {
      await page.addInitScript(
        (lang) => localStorage.setItem('payments-console.language', lang),
        language,
      );
      const finder = new FinderScreen(page, language);
      await app.open(page, '/payments/find');
      await expect(finder.box).toBeVisible();
      // Each field's own box and every control in it: a control wider than its field counts.
      const boxes = await finder.form.locator('.field').evaluateAll((fields) =>
        fields.map((field) => {
          const parts = [field, ...field.querySelectorAll('input, select')].map((el) =>
            el.getBoundingClientRect(),
          );
          return {
            name: field.querySelector('label')?.textContent ?? '',
            left: Math.min(...parts.map((r) => r.left)),
            right: Math.max(...parts.map((r) => r.right)),
            top: Math.min(...parts.map((r) => r.top)),
            bottom: Math.max(...parts.map((r) => r.bottom)),
          };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(7);
      const overlaps: string[] = [];
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) {
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 0.5 && down > 0.5) overlaps.push(`${a.name} / ${b.name}`);
        }
      }
      expect(overlaps).toEqual([]);
      await snap(page, `finder-form-${language}`);
    });
  });
}
