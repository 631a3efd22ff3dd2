import type { Locator, Page } from '@playwright/test';
import {
  cutText,
  expect,
  settings,
  sidewaysScroll,
  snap,
  test,
  type ConsoleUnderTest,
} from '../fixtures';

/** Fourteen more payments (and operations), so the seed alone does not make a list short. */
async function fillLists(app: ConsoleUnderTest) {
  for (let i = 1; i <= 14; i += 1) {
    const made = (await settings(app, 'payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      amount: `${i}.00`,
      currency: 'USD',
      type: 'SALE',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    })) as { ok: boolean };
    expect(made.ok).toBe(true);
  }
}

/** Header cells whose right edge lies past the table box's: off-screen, even if the box scrolls. */
function headersPastBox(box: Locator): Promise<string[]> {
  return box.evaluate((frame) => {
    const right = frame.getBoundingClientRect().right;
    return [...frame.querySelectorAll('thead th')]
      .filter((th) => th.getBoundingClientRect().right > right + 0.5)
      .map((th) => th.textContent ?? '');
  });
}

/** How many of `rows` are wholly inside `box`, as a person sees them without scrolling. */
function rowsInView(page: Page, box: Locator, rows: string): Promise<number> {
  return box.evaluate((frame, selector) => {
    const { top, bottom } = frame.getBoundingClientRect();
    const limit = Math.min(bottom, window.innerHeight);
    return [...frame.querySelectorAll(selector)].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= top - 0.5 && r.bottom <= limit + 0.5;
    }).length;
  }, rows);
}

const SIZES = [
  [1024, 700],
  [1280, 800],
] as const;

for (const locale of ['en-US', 'es-CO']) {
  for (const [width, height] of SIZES) {
    test.describe(`Lists at ${width} × ${height} (${locale})`, () => {
      test.use({ viewport: { width, height }, locale });
      test.describe.configure({ timeout: 90_000 });

      test('Payments: a dozen rows in view, no id, merchant or amount cut', async ({
        page,
        console: app,
      }) => {
        await fillLists(app);
        await app.open(page, '/payments');
        const box = page.locator('.payments-list .table-scroll');
        // A loaded machine takes a while to answer the first page.
        await expect(box.locator('tbody tr')).toHaveCount(25, { timeout: 30_000 });
        expect(await rowsInView(page, box, 'tbody tr')).toBeGreaterThanOrEqual(12);
        expect(await cutText(box.locator('tbody th a code'))).toEqual([]);
        expect(await cutText(box.locator('tbody .payment-merchant code'))).toEqual([]);
        expect(await cutText(box.locator('tbody td.num'))).toEqual([]);
        expect(await headersPastBox(box)).toEqual([]);
        expect(await cutText(box.locator('tbody th, tbody td, tbody code, thead th'))).toEqual([]);
        expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
        // The table scrolls inside its box, whose sideways scrollbar is on screen.
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
        expect(
          (await box.boundingBox())!.y + (await box.boundingBox())!.height,
        ).toBeLessThanOrEqual(height);
        await snap(page, `lists-payments-${width}-${locale}`);
      });

      test('Activity: a dozen rows in view, no id, amount or profile cut', async ({
        page,
        console: app,
      }) => {
        await fillLists(app);
        await app.open(page, '/activity');
        const box = page.locator('.activity-frame .list-scroll');
        await expect(page.getByRole('status').filter({ hasText: /^14 / })).toBeVisible({
          timeout: 30_000,
        });
        expect(await rowsInView(page, box, '.list-row')).toBeGreaterThanOrEqual(12);
        expect(await cutText(box.locator('.act-targets, .act-amount, .act-profile'))).toEqual([]);
        // The profile in the same type as the columns beside it, not a smaller one.
        const sizes = await box
          .locator('.list-row')
          .first()
          .evaluate((row) =>
            ['.act-amount', '.act-op', '.act-profile'].map(
              (cell) => getComputedStyle(row.querySelector(cell)!).fontSize,
            ),
          );
        expect(new Set(sizes).size, sizes.join(' / ')).toBe(1);
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
        await snap(page, `lists-activity-${width}-${locale}`);
      });
    });
  }
}
