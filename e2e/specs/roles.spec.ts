import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAccessible, snap, test } from '../fixtures';
import { RolesScreen } from '../pages/roles-page';
import { SpanishScreens } from '../pages/spanish-screens';

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
  amount: '25.50',
  currency: 'USD',
  type: 'SALE',
};

test.describe('A store manager’s console', () => {
  test.use({ roles: ['store-manager'] });

  test('shows cancel-or-refund and the reads, and main refuses a QA authorization called directly', async ({
    page,
    console: app,
  }) => {
    const roles = new RolesScreen(page);
    await app.open(page, '/pos');
    await expect(roles.area('Cancel or refund a payment')).toBeVisible({ timeout: 30_000 });
    await expect(roles.area('Payments')).toBeVisible();
    await expect(roles.area('Activity')).toBeVisible();
    await expect(roles.area('Authorizations')).toHaveCount(0);
    await expect(roles.area('Transactions')).toHaveCount(0);

    await app.open(page, '/settings');
    await expect(roles.yourRoles).toHaveText('Your roles: Store manager.');
    await expect(page.getByRole('link', { name: 'New profile' })).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'roles-store-manager-settings');

    const shown = app.core.profiles.active();
    const answer = await roles.callDirectly('payments', 'authorize', {
      ...authorization,
      shownProfile: { id: shown.id, revision: shown.revision },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        reason: 'not_permitted',
        message:
          'Your roles (store-manager) do not allow “payments:authorize” on this profile: the console refused it and nothing was sent.',
      },
    });
    const created = await roles.callDirectly('users', 'create', { name: 'Ana' });
    expect(created).toMatchObject({ ok: false, error: { reason: 'not_permitted' } });
    // Nothing was journaled, so nothing could have been sent.
    expect(await app.core.journal.recent(10)).toEqual([]);
  });

  test('in Spanish, names the role and says a hidden area is closed to it', async ({
    page,
    console: app,
  }) => {
    await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
    const roles = new RolesScreen(page);
    const screens = new SpanishScreens(page);
    await app.open(page, '/settings');
    await expect(roles.yourRoles).toHaveText('Sus roles: Encargado de tienda.', {
      timeout: 30_000,
    });
    await expect(roles.area('Autorizaciones', 'Secciones')).toHaveCount(0);
    await expect(roles.area('Anular o devolver un pago', 'Secciones')).toBeVisible();

    // Reached by its address, the area says it is closed to the role before anything is typed;
    // main's refusal of the operation itself is the test above.
    await app.open(page, '/authorizations');
    await expect(screens.heading).toHaveText('Autorizaciones: no disponible para sus roles');
    await expect(page.getByTestId('closed-area')).toContainText(
      'Sus roles (Encargado de tienda) no incluyen el trabajo de esta área',
    );
    await expect(screens.button('Autorizar pago')).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'roles-store-manager-refused-es');
    expect(await app.core.journal.recent(10)).toEqual([]);
  });
});

test.describe('An administrator’s console', () => {
  test.use({ roles: ['admin'] });

  test('edits the role map, is kept from locking itself out, and every change is recorded', async ({
    page,
    console: app,
  }) => {
    const roles = new RolesScreen(page);
    await app.open(page, '/settings');
    await expect(roles.yourRoles).toHaveText('Your roles: Administrator.', { timeout: 30_000 });
    await expect(roles.area('Authorizations')).toHaveCount(0);
    await roles.openRoleMap();
    await expect(roles.rowState('Cancel or refund')).toHaveText('default');

    // A click asks main, which has the person confirm the change; the box follows main's answer.
    await roles.allowBox('Store manager', 'Cancel or refund').click();
    await expect(page.getByRole('dialog')).toContainText(
      'pos:cancelOrRefund: Store manager, QA (test profiles only) → QA (test profiles only)',
    );
    await roles.confirmChange(() => app.printedCode());
    await expect(roles.rowState('Cancel or refund')).toHaveText(
      'changed (default: Store manager, QA (test profiles only))',
    );
    await expect(roles.allowBox('Store manager', 'Cancel or refund')).not.toBeChecked();
    await snap(page, 'roles-admin-role-map');

    await roles.allowBox('Administrator', 'Change the role map').click();
    await expect(page.getByRole('alert')).toContainText(
      'This change would take the role map away from your own roles (Administrator): nothing was changed.',
    );
    await expect(roles.allowBox('Administrator', 'Change the role map')).toBeChecked();

    // Main holds the change: a reload shows it, and main judges by it.
    await page.reload();
    await roles.openRoleMap();
    await expect(roles.allowBox('Store manager', 'Cancel or refund')).not.toBeChecked({
      timeout: 30_000,
    });
    await roles.resetButton.click();
    await roles.confirmChange(() => app.printedCode());
    await expect(roles.rowState('Cancel or refund')).toHaveText('default');
    const changes = readFileSync(join(app.dataDir, 'role-map-changes.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { operator: unknown; changes: unknown[] });
    expect(changes.map((c) => c.changes)).toEqual([
      [{ channel: 'pos:cancelOrRefund', before: ['store-manager', 'qa'], after: ['qa'] }],
      [{ channel: 'pos:cancelOrRefund', before: ['qa'], after: ['store-manager', 'qa'] }],
    ]);
    expect(changes[0]!.operator).toEqual({ kind: 'local', name: 'e2e' });
  });
});
