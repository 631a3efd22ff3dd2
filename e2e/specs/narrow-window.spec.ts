import type { Locator } from '@playwright/test';
import { cutText, expect, productionProfile, sidewaysScroll, snap, test } from '../fixtures';
import { UsersPage } from '../pages/users-page';

/**
 * The texts inside `scope` that a person cannot read whole without scrolling sideways: cut by
 * their box, or past the right edge of the main area (a box that scrolls sideways counts too).
 */
function outOfReach(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const main = document.querySelector('main')!;
    const right = Math.min(main.getBoundingClientRect().right, window.innerWidth);
    return [...root.querySelectorAll('code, button, th, td, dt, dd')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > right + 0.5 || el.scrollWidth > el.clientWidth);
      })
      .map((el) => el.textContent ?? '');
  });
}

for (const locale of ['en-US', 'es-CO']) {
  test.describe(`A 1024 × 700 window (${locale})`, () => {
    test.use({ viewport: { width: 1024, height: 700 }, locale });

    test('a user’s instruments: every id, card and Remove in reach', async ({
      page,
      console: app,
    }) => {
      const users = new UsersPage(page);
      await app.open(page, '/users/usr-seed-maria');
      await expect(users.rows).not.toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando/ })).toHaveCount(0);
      expect(await outOfReach(users.instruments)).toEqual([]);
      expect(await cutText(users.rows.locator('code'))).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
      await snap(page, `narrow-user-instruments-${locale}`);
    });

    test('a production profile: the page is no wider than the window, its badge and buttons in reach', async ({
      page,
      console: app,
    }) => {
      const { simulator } = await productionProfile(app, 'Acquirer EU (production, Bogotá)');
      try {
        await app.open(page, '/instruments');
        const badge = page.locator('.badge-production');
        await expect(badge).toBeVisible();
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        const right = (await badge.boundingBox())!;
        expect(right.x + right.width).toBeLessThanOrEqual(1024);
        const create = page.getByRole('link', { name: /New instrument|Nuevo instrumento/ });
        const box = (await create.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(1024);
        await snap(page, `narrow-production-${locale}`);
      } finally {
        await simulator.close();
      }
    });

    test('a reversal: the payment beside the form is in reach', async ({ page, console: app }) => {
      await app.open(page, '/transactions/reverse?transaction=trx-seed-authorized-auth');
      await expect(page.locator('.money-aside dd').first()).toBeVisible({ timeout: 20_000 });
      expect(await outOfReach(page.locator('.money-aside'))).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
      await snap(page, `narrow-reversal-${locale}`);
    });
  });
}
