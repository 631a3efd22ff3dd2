import type { Locator } from '@playwright/test';
import { cutText, expect, sidewaysScroll, snap, test } from '../fixtures';
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

    test('a reversal: the payment beside the form is in reach', async ({ page, console: app }) => {
      await app.open(page, '/transactions/reverse?transaction=trx-seed-authorized-auth');
      await expect(page.locator('.money-aside dd').first()).toBeVisible({ timeout: 20_000 });
      expect(await outOfReach(page.locator('.money-aside'))).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
      await snap(page, `narrow-reversal-${locale}`);
    });
  });
}
