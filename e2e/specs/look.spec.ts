import {
  armFault,
  cutText,
  expect,
  expectAccessible,
  snap,
  test,
  settings,
  windowScroll,
} from '../fixtures';
import { PosScreen } from '../pages/pos-page';

/** The look shared by every persona: themes, language, the frame, search and dialogs. */
test.describe('One visual language', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${scheme} theme`, () => {
      test.use({ colorScheme: scheme });

      test('follows the system and stays accessible', async ({ page, console: app }) => {
        await app.open(page, '/payments/pay-seed-captured');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('pay-seed-captured');
        const background = await page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
        expect(background).toBe(scheme === 'dark' ? 'rgb(21, 23, 27)' : 'rgb(255, 255, 255)');
        await expectAccessible(page);
        await snap(page, `theme-${scheme}-payment`);
      });
    });
  }

  test('the header keeps its height when an unknown outcome appears', async ({
    page,
    console: app,
  }) => {
    const id = 'pay-seed-pos-drill-captured';
    await armFault(app, {
      match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
      kind: 'error_500',
      count: 2,
    });
    const pos = new PosScreen(page);
    await app.open(page, `/pos?payment=${id}`);
    const header = page.locator('header.app-header');
    await expect(pos.cancelOrRefundButton).toBeVisible();
    const before = await header.boundingBox();
    await pos.openConfirmation();
    await pos.confirm();
    await expect(page.getByRole('link', { name: /with unknown outcome/ })).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(before?.height);
  });

  test('the cancel-or-refund question opens on "No", and focus comes back to the button', async ({
    page,
    console: app,
  }) => {
    const pos = new PosScreen(page);
    await app.open(page, '/pos?payment=pay-seed-pos-drill-authorized');
    await pos.openConfirmation();
    await expect(pos.dialog.getByRole('button', { name: 'No, go back' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(pos.dialog).toHaveCount(0);
    await expect(pos.cancelOrRefundButton).toBeFocused();
  });

  test('Ctrl+K searches any id from anywhere', async ({ page, console: app }) => {
    await app.open(page, '/instruments');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await expect(search).toBeFocused();
    await search.fill('pay-seed-captured');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'search-results');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/payments\/pay-seed-captured$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('pay-seed-captured');
  });

  test('Enter opens the one card four digits list; Ctrl+K again selects what is left', async ({
    page,
    console: app,
  }) => {
    await app.open(page, '/payments');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.pressSequentially('6422');
    const results = page.getByRole('list', { name: 'Search results' });
    // The one card first, which Enter opens; after it, the finder for payments with those digits.
    await expect(results.getByRole('link')).toHaveCount(2);
    await expect(results.getByRole('link').first()).toContainText('Mastercard •••• 6422 · ins-');
    await expect(results.getByRole('link').nth(1)).toHaveText('Find payments by 6422');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/instruments\/ins-[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ins-');
    await page.keyboard.press('Control+k');
    await search.pressSequentially('pay-');
    await page.locator('main').click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('usr-seed-maria');
    await expect(search).toHaveValue('usr-seed-maria');
  });

  test.describe('on a Spanish system', () => {
    test.use({ locale: 'es-CO' });

    test('the store manager sees Spanish, without "POS"', async ({ page, console: app }) => {
      await app.open(page, '/pos');
      const nav = page.getByRole('navigation', { name: 'Secciones' });
      await expect(nav.getByRole('link', { name: 'Anular o devolver un pago' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await nav.innerText()).not.toMatch(/\bPOS\b/);
      await expectAccessible(page);
      await snap(page, 'store-manager-es');
    });
  });

  for (const [width, height] of [
    [1280, 800],
    [1024, 700],
  ] as const) {
    test.describe(`at ${width} × ${height}`, () => {
      test.use({ viewport: { width, height } });
      test.describe.configure({ timeout: 90_000 });

      test('the navigation keeps one width on every page, the current one in bold', async ({
        page,
        console: app,
      }) => {
        const nav = page.getByRole('navigation', { name: 'Areas' });
        const widths = new Set<number>();
        await app.open(page, '/instruments');
        for (const area of ['Payments', 'Cancel or refund a payment', 'Activity', 'Settings']) {
          await nav.getByRole('link', { name: area }).click();
          await expect(nav.locator('[aria-current="page"]')).toHaveText(area);
          widths.add((await nav.boundingBox())!.width);
        }
        expect([...widths]).toHaveLength(1);
      });

      test('Settings with two profiles scrolls inside its area: the header stays', async ({
        page,
        console: app,
      }) => {
        await settings(app, 'profiles:create', {
          name: 'Staging',
          baseUrl: 'https://staging.example.com',
          clientId: 'staging-client',
        });
        await app.open(page, '/settings');
        await expect(page.getByRole('heading', { name: /Staging/ })).toBeVisible({
          timeout: 30_000,
        });
        await page.locator('main').evaluate((main) => (main.scrollTop = main.scrollHeight));
        expect(await windowScroll(page)).toBe(0);
        await expect(page.locator('header.app-header')).toBeInViewport({ ratio: 1 });
      });
    });
  }

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-CO' });

    test('the Instruments headings each fit their column ("Vencimiento", "Estado")', async ({
      page,
      console: app,
    }) => {
      await app.open(page, '/instruments');
      const head = page.locator('.list-head > span');
      await expect(head.filter({ hasText: 'Vencimiento' })).toBeVisible();
      expect(await cutText(head)).toEqual([]);
    });
  });
});
