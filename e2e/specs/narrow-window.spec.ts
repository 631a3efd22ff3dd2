import type { Locator } from '@playwright/test';
import { seenBoxes } from '../pages/seen-boxes';
import {
  armFault,
  cutText,
  expect,
  productionProfile,
  settings,
  sidewaysScroll,
  snap,
  test,
} from '../fixtures';
import type { ConsoleUnderTest } from '../fixtures';
import { startSimulator } from '../../electron/simulator/server';
import { ActivityScreen } from '../pages/activity-page';
import { UsersPage } from '../pages/users-page';

/** The longest words the mirror says in the header: a new simulator run, a five-digit count. */
function newRunCopying(app: ConsoleUnderTest, profileId: string) {
  app.core.push.publish({
    channel: 'finder:changed',
    payload: {
      profileId,
      state: { kind: 'syncing' },
      mirrored: 12345,
      apiTotal: null,
      lastSyncedAt: null,
      startedOver: 'new_simulator_run',
    },
  });
}

/**
 * What the header cannot show whole: every box in it whose text is wider than the box, and the
 * search field's placeholder when it is wider than the field (measured in the field's own font).
 */
function cutInHeader(header: Locator): Promise<string[]> {
  return header.evaluate((root) => {
    const boxes = [root, ...root.querySelectorAll('*')]
      // A visually hidden text (a label, the address read out) is clipped on purpose.
      .filter((el) => !el.closest('.visually-hidden'))
      .filter((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth)
      .map((el) => `${el.className}: ${el.textContent ?? ''}`);
    const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const placeholder = context.measureText(input.placeholder).width > room;
    return placeholder ? [...boxes, `placeholder: ${input.placeholder}`] : boxes;
  });
}

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

    test('a user’s instruments with the inactive ones shown: every row’s Remove whole in the window', async ({
      page,
      console: app,
    }) => {
      const users = new UsersPage(page);
      await app.open(page, '/users/usr-seed-maria');
      await expect(users.rows).not.toHaveCount(0);
      await users.showInactive.check();
      await expect(users.rows.filter({ hasText: 'ins-seed-visa-inactive' })).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: /Loading|Cargando/ })).toHaveCount(0);
      const actions = await users.rowActions.all();
      expect(actions.length).toBeGreaterThan(0);
      const main = (await page.locator('main').boundingBox())!;
      const right = Math.min(main.x + main.width, 1024);
      for (const action of actions) {
        const box = (await action.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(main.x);
        expect(box.x + box.width).toBeLessThanOrEqual(right + 0.5);
        // Not clipped by its cell or the table's scroll box either.
        expect(await action.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      expect(await outOfReach(users.instruments)).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
    });

    test('a production profile: the page is no wider than the window, its badge and buttons in reach', async ({
      page,
      console: app,
    }) => {
      const { simulator } = await productionProfile(app, 'Acquirer EU (production, Bogotá)');
      try {
        // Two unknown outcomes: their badge joins the header too.
        simulator.control.armFault({
          match: { method: 'POST', path: '/v1/payments/authorizations' },
          kind: 'error_500_after_effect',
          count: 2,
        });
        for (const amount of ['31.17', '31.18']) {
          const sale = {
            merchant_id: 'mer-seed-store-1',
            instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
            amount,
            currency: 'USD',
            type: 'SALE',
          };
          await settings(app, 'payments:authorize', sale);
          await settings(app, 'payments:authorize', { ...sale, confirmation: app.printedCode()! });
        }
        await app.open(page, '/instruments');
        const badge = page.locator('.badge-production');
        await expect(badge).toBeVisible();
        await expect(page.locator('.unknown-badge')).toBeVisible();
        // Nothing in the header lies on another, and the profile's name still shows.
        const boxes = await page
          .locator('.header-bar > *, .header-tools > *, .profile > :not(.visually-hidden)')
          .evaluateAll((els) =>
            els.map((el) => {
              const { left, right } = el.getBoundingClientRect();
              return { left, right, parent: el.parentElement?.className ?? '' };
            }),
          );
        for (const parent of new Set(boxes.map((b) => b.parent))) {
          const row = boxes.filter((b) => b.parent === parent).sort((a, b) => a.left - b.left);
          for (let i = 1; i < row.length; i++) {
            expect(row[i]!.left).toBeGreaterThanOrEqual(row[i - 1]!.right - 0.5);
          }
        }
        expect((await page.locator('.profile-name').boundingBox())!.width).toBeGreaterThan(30);
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

    test('a second profile and an unknown outcome: no header text is cut', async ({
      page,
      console: app,
    }) => {
      const external = await startSimulator({
        port: 0,
        clientId: 'ext-client',
        clientSecret: 'ext-secret-value',
      });
      try {
        const created = (await settings(app, 'profiles:create', {
          name: 'Sim externo',
          baseUrl: external.baseUrl,
          clientId: 'ext-client',
        })) as { ok: true; value: { id: string } };
        const id = created.value.id;
        await settings(app, 'profiles:setSecret', { id, secret: 'ext-secret-value' });
        await settings(app, 'profiles:activate', { id });
        external.control.armFault({
          match: { method: 'POST', path: '/v1/payments/authorizations' },
          kind: 'error_500_after_effect',
          count: 1,
        });
        await settings(app, 'payments:authorize', {
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
          amount: '31.19',
          currency: 'USD',
          type: 'SALE',
        });
        await app.open(page, '/instruments');
        await expect(page.locator('.unknown-badge')).toBeVisible();
        await expect(page.locator('.profile-name')).toHaveText('Sim externo');
        expect(await cutInHeader(page.locator('.app-header'))).toEqual([]);
        // The address is still there for whoever asks: on hover of the profile's name.
        await expect(page.locator('.profile-name')).toHaveAttribute(
          'title',
          new RegExp(external.baseUrl.replace(/[.:/]/g, '\\$&')),
        );
        await snap(page, `narrow-second-profile-${locale}`);
      } finally {
        await external.close();
      }
    });

    test('the simulator’s name is whole beside a new run’s copy count and the unknown-outcomes badge', async ({
      page,
      console: app,
    }) => {
      await armFault(app, {
        match: { method: 'POST', path: '/v1/payments/authorizations' },
        kind: 'error_500_after_effect',
        // The console resends once by itself: both answers lost leave the outcome unknown.
        count: 2,
      });
      await settings(app, 'payments:authorize', {
        merchant_id: 'mer-seed-store-1',
        instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
        amount: '31.24',
        currency: 'USD',
        type: 'SALE',
      });
      await app.open(page, '/instruments');
      await expect(page.locator('.unknown-badge')).toBeVisible();
      newRunCopying(app, app.core.profiles.active().id);
      await expect(page.locator('.mirror-freshness')).toContainText(/12[,.]345/);
      const profileName = page.locator('.profile-name');
      await expect(profileName).toHaveText('Simulator');
      expect(await profileName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // Nor cut by a box around it: the header and the profile clip what does not fit.
      const seen = await profileName.evaluate((el) => {
        const { left, right } = el.getBoundingClientRect();
        let [from, to] = [left, right];
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          [from, to] = [Math.max(from, clip.left), Math.min(to, clip.right)];
        }
        return { whole: right - left, shown: Math.max(0, to - from) };
      });
      expect(seen.shown).toBeGreaterThanOrEqual(seen.whole - 0.5);
      expect(await cutInHeader(page.locator('.app-header'))).toEqual([]);
      // The word "Profile" may leave the bar, never the group's name read out.
      await expect(page.getByRole('group', { name: /Active profile|Perfil activo/ })).toContainText(
        'Simulator',
      );
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
      await snap(page, `narrow-simulator-new-run-${locale}`);
    });

    test('a 24-character profile name is whole beside the unknown-outcomes badge', async ({
      page,
      console: app,
    }) => {
      const name = 'Tienda Andino, caja 12b';
      const external = await startSimulator({
        port: 0,
        clientId: 'ext-client',
        clientSecret: 'ext-secret-value',
      });
      try {
        const created = (await settings(app, 'profiles:create', {
          name: `${name}!`,
          baseUrl: external.baseUrl,
          clientId: 'ext-client',
        })) as { ok: true; value: { id: string } };
        const id = created.value.id;
        await settings(app, 'profiles:setSecret', { id, secret: 'ext-secret-value' });
        await settings(app, 'profiles:activate', { id });
        external.control.armFault({
          match: { method: 'POST', path: '/v1/payments/authorizations' },
          kind: 'error_500_after_effect',
          count: 1,
        });
        await settings(app, 'payments:authorize', {
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
          amount: '31.23',
          currency: 'USD',
          type: 'SALE',
        });
        await app.open(page, '/instruments');
        await expect(page.locator('.unknown-badge')).toBeVisible();
        const profileName = page.locator('.profile-name');
        await expect(profileName).toHaveText(`${name}!`);
        expect(await profileName.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
      } finally {
        await external.close();
      }
    });

    test('on production, the badge and a 24-character name keep their room beside the mirror’s words and the unknown-outcomes badge', async ({
      page,
      console: app,
    }) => {
      const name = 'Main Street Store Live 1';
      const { simulator, id } = await productionProfile(app, name);
      try {
        simulator.control.armFault({
          match: { method: 'POST', path: '/v1/payments/authorizations' },
          kind: 'error_500_after_effect',
          count: 2,
        });
        const sale = {
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
          amount: '31.25',
          currency: 'USD',
          type: 'SALE',
        };
        await settings(app, 'payments:authorize', sale);
        await settings(app, 'payments:authorize', { ...sale, confirmation: app.printedCode()! });
        await app.open(page, '/instruments');
        await expect(page.locator('.unknown-badge')).toBeVisible();
        newRunCopying(app, id);
        await expect(page.locator('.mirror-freshness')).toContainText(/12[,.]345/);
        const profileName = page.locator('.profile-name');
        await expect(profileName).toHaveText(name);
        // Once it was a cut badge and no name: now the badge whole and most of the name (all of
        // it on hover), the mirror's words giving way first.
        expect(await seenBoxes(page.locator('.profile .badge-production'))).toMatchObject([
          { clipped: false, whole: true },
        ]);
        const [seen] = await seenBoxes(profileName);
        expect(seen).toMatchObject({ clipped: false });
        expect(seen!.right - seen!.left).toBeGreaterThan(150);
        await expect(profileName).toHaveAttribute('title', new RegExp(`^${name}`));
        await expect(page.locator('.mirror-freshness')).toHaveAttribute('title', /12[,.]345/);
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
        await snap(page, `narrow-production-profile-${locale}`);
      } finally {
        await simulator.close();
      }
    });

    test('a 40-character profile name and the audit badge: nothing overlaps, each whole on hover', async ({
      page,
      console: app,
    }) => {
      const name = 'Tienda Centro Comercial Andino, caja 12b';
      expect(name).toHaveLength(40);
      const external = await startSimulator({
        port: 0,
        clientId: 'ext-client',
        clientSecret: 'ext-secret-value',
      });
      try {
        const created = (await settings(app, 'profiles:create', {
          name,
          baseUrl: external.baseUrl,
          clientId: 'ext-client',
        })) as { ok: true; value: { id: string } };
        const id = created.value.id;
        await settings(app, 'profiles:setSecret', { id, secret: 'ext-secret-value' });
        await settings(app, 'profiles:activate', { id });
        await settings(app, 'payments:authorize', {
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
          amount: '31.20',
          currency: 'USD',
          type: 'SALE',
        });
        // A team store on this machine that does not answer: the journal's records wait for it.
        const store = { url: 'postgres://till_main@127.0.0.1:9/payments' };
        await settings(app, 'team:configure', store);
        const configured = await settings(app, 'team:configure', {
          ...store,
          confirmation: app.printedCode()!,
        });
        expect(configured.ok).toBe(true);
        await app.open(page, '/instruments');
        const badge = page.locator('.audit-badge');
        await expect(badge).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('.profile-name')).toBeVisible();

        // What a person sees of each header item: its box, clipped by any box around it.
        const seen = await page
          .locator(
            '.brand, .header-search input, .audit-badge, .profile > :not(.visually-hidden), .header-tools > button',
          )
          .evaluateAll((els) =>
            els.map((el) => {
              let { left, right } = el.getBoundingClientRect();
              for (let up = el.parentElement; up; up = up.parentElement) {
                if (getComputedStyle(up).overflowX === 'visible') continue;
                const clip = up.getBoundingClientRect();
                left = Math.max(left, clip.left);
                right = Math.min(right, clip.right);
              }
              return { what: el.className || el.tagName, left, right };
            }),
          );
        const shown = seen.filter((box) => box.right > box.left).sort((a, b) => a.left - b.left);
        expect(shown.map((box) => box.what)).toEqual(
          expect.arrayContaining(['brand', 'audit-badge', 'profile-name']),
        );
        for (let i = 1; i < shown.length; i++) {
          expect(
            shown[i]!.left,
            `${shown[i]!.what} after ${shown[i - 1]!.what}`,
          ).toBeGreaterThanOrEqual(shown[i - 1]!.right - 0.5);
        }
        // The profile's name keeps a readable part, and its whole is on hover and read out.
        const profileName = page.locator('.profile-name');
        expect((await profileName.boundingBox())!.width).toBeGreaterThan(60);
        await expect(profileName).toHaveAttribute('title', new RegExp(`^${name}`));
        await expect(
          page.getByRole('group', { name: /Active profile|Perfil activo/ }),
        ).toContainText(name);
        // Whatever the header cuts says itself whole on hover; the search's placeholder is whole.
        const cut = await cutInHeader(page.locator('.app-header'));
        expect(cut.filter((item) => item.startsWith('placeholder: '))).toEqual([]);
        for (const locator of [badge, profileName]) {
          const whole = await locator.evaluate(
            (el) => el.scrollWidth <= el.clientWidth || (el.getAttribute('title') ?? '') !== '',
          );
          expect(whole).toBe(true);
        }
        expect(await sidewaysScroll(page)).toEqual([0, 0]);
        await snap(page, `narrow-long-profile-audit-${locale}`);
      } finally {
        await external.close();
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

for (const locale of ['en-US', 'es-CO']) {
  test.describe(`A 1024 × 700 window where captures settle later (${locale})`, () => {
    test.use({ viewport: { width: 1024, height: 700 }, locale, dialect: 'reference' });

    test('Activity’s statuses are whole: a capture in progress and an approval whose capture is', async ({
      page,
      console: app,
    }) => {
      const sale = {
        merchant_id: 'mer-seed-store-1',
        instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
        currency: 'USD',
        type: 'SALE',
      };
      await settings(app, 'payments:authorize', {
        ...sale,
        amount: '31.21',
        capture_mode: 'AUTOMATIC',
      });
      const manual = (await settings(app, 'payments:authorize', {
        ...sale,
        amount: '31.22',
        capture_mode: 'MANUAL',
      })) as { ok: true; value: { ids: { transaction_id: string } } };
      await settings(app, 'transactions:reverse', {
        transaction_id: manual.value.ids.transaction_id,
        type: 'CAPTURE',
        amount: '10',
        currency: 'USD',
      });
      const activity = new ActivityScreen(page);
      await app.open(page, '/activity');
      await expect(activity.outcomes).toHaveCount(3);
      await expect(activity.outcomes.first()).toHaveText(/Capture in progress|Cobro en curso/);
      const seen = await activity.outcomes.evaluateAll((els) =>
        els.map((el) => {
          const cell = el.parentElement!.getBoundingClientRect();
          const box = el.getBoundingClientRect();
          // Cut by its own box, or by the cell's (a second line past the row's height).
          const whole =
            el.scrollWidth <= el.clientWidth &&
            box.bottom <= cell.bottom + 0.5 &&
            box.top >= cell.top;
          return { text: el.textContent ?? '', whole };
        }),
      );
      expect(seen.filter((outcome) => !outcome.whole)).toEqual([]);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
    });
  });
}
