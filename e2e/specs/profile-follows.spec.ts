import { startSimulator } from '../../electron/simulator/server';
import { apiRequests, expect, settings, snap, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { ReversalFormPage } from '../pages/reversal-page';
import { SettingsPage } from '../pages/settings-page';

const MONEY = /^\/v1\/(payments\/authorizations|transactions\/|pos\/)/;

/**
 * Two windows on one console: a profile activated in one is the profile the other shows, and a
 * form filled in on the old one is refused by main before anything leaves.
 */
test.describe('every window follows the active profile', () => {
  // Two windows load the whole console each.
  test.describe.configure({ timeout: 180_000 });
  test('window B’s header follows window A’s activation without navigating, and B’s stale form moves no money', async ({
    page: windowA,
    context,
    console: app,
  }) => {
    const other = await startSimulator({
      port: 0,
      clientId: 'other',
      clientSecret: 'other-secret',
    });
    try {
      // Set up as Settings would; the activation itself is done by a person in window A.
      const created = (await settings(app, 'profiles:create', {
        name: 'Other acquirer',
        baseUrl: other.baseUrl,
        clientId: 'other',
      })) as { ok: true; value: { id: string } };
      await settings(app, 'profiles:setSecret', { id: created.value.id, secret: 'other-secret' });

      const windowB = await context.newPage();
      await app.open(windowB, '/transactions/reverse?transaction=trx-seed-authorized-auth');
      const headerB = windowB.getByRole('group', { name: 'Active profile' });
      await expect(headerB).toContainText('Simulator', { timeout: 20_000 });
      const reversal = new ReversalFormPage(windowB);
      await expect(reversal.contextValue('Authorized')).toContainText('120.00', {
        timeout: 20_000,
      });
      await reversal.kind('Capture').check();
      await reversal.amount.fill('4.00');

      await app.open(windowA, '/settings');
      await new SettingsPage(windowA).activate('Other acquirer');
      await expect(windowA.getByRole('group', { name: 'Active profile' })).toContainText(
        'Other acquirer',
      );

      // No navigation, no reload in window B: main's push brings it along.
      await expect(headerB).toContainText('Other acquirer');
      await expect(
        windowB.getByRole('alert').filter({ hasText: 'this form was filled in' }),
      ).toContainText(
        'The active profile is now “Other acquirer”, but this form was filled in for “Simulator”',
      );
      await snap(windowB, 'profile-follows-stale-form');
      const before = (await apiRequests(app)).length;
      await reversal.submitButton.click();
      await expect(
        windowB.getByRole('alert').filter({ hasText: 'nothing was sent' }),
      ).toContainText(
        'This screen showed the profile “Simulator”, but “Other acquirer” is the active profile now: nothing was sent.',
      );
      const sent = [...(await apiRequests(app)).slice(before), ...other.control.requests()].filter(
        (r) => r.method === 'POST' && MONEY.test(r.path),
      );
      expect(sent).toEqual([]);
      // Nor was anything journaled: Activity has no capture.
      expect(
        (await settings(app, 'outcomes:recent', { limit: 50 })) as { value: unknown[] },
      ).toMatchObject({ ok: true, value: [] });

      // The person takes the new profile for this form: it is sent there, and only there.
      await windowB.getByRole('button', { name: 'Use “Other acquirer” for this form' }).click();
      await reversal.submitButton.click();
      await expect(reversal.outcome).toHaveText('Captured USD 4.00');
      expect(
        other.control.requests().filter((r) => r.method === 'POST' && MONEY.test(r.path)),
      ).toHaveLength(1);
      expect(
        (await apiRequests(app)).filter((r) => r.method === 'POST' && MONEY.test(r.path)),
      ).toEqual([]);
    } finally {
      await other.close();
    }
  });

  test('in Spanish, window B says in its language that the profile changed', async ({
    context,
    console: app,
  }) => {
    const created = (await settings(app, 'profiles:create', {
      name: 'Otro adquirente',
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'otro',
    })) as { ok: true; value: { id: string } };
    const windowB = await context.newPage();
    await app.open(windowB, '/transactions/reverse?transaction=trx-seed-authorized-auth');
    await windowB.evaluate(() => localStorage.setItem('payments-console.language', 'es'));
    await windowB.reload();
    const headerB = windowB.getByRole('group', { name: 'Perfil activo' });
    await expect(headerB).toContainText('Simulator', { timeout: 20_000 });
    // The form filled for this profile first: activated while the transaction was still being
    // read, the read goes to the new profile and its refusal takes the form's place.
    await expect(windowB.getByRole('definition').filter({ hasText: /^USD 120,00$/ })).toBeVisible({
      timeout: 20_000,
    });
    // Another window activates it (main's own call, as window A's Settings makes it).
    await settings(app, 'profiles:activate', { id: created.value.id });
    await expect(headerB).toContainText('Otro adquirente');
    await expect(windowB.getByRole('alert').filter({ hasText: 'Ahora el perfil' })).toContainText(
      'Ahora el perfil activo es “Otro adquirente”, pero este formulario se llenó para “Simulator”',
    );
  });

  test('on the long authorization form, the notice is in view with the typed amount kept', async ({
    page,
    console: app,
  }) => {
    const created = (await settings(app, 'profiles:create', {
      name: 'Other acquirer',
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'other',
    })) as { ok: true; value: { id: string } };
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({
      merchant: 'mer-seed-store-1',
      instrument: 'ins-seed-visa-approved',
      amount: '12.34',
    });
    await form.submitButton.scrollIntoViewIfNeeded();
    // Another window activates it (main's own call, as that window's Settings makes it).
    await settings(app, 'profiles:activate', { id: created.value.id });
    const notice = page.getByRole('alert').filter({ hasText: 'this form was filled in' });
    await expect(notice).toContainText('“Other acquirer”');
    // At 1024×700 this form runs past the fold: the notice must not wait below it.
    await expect(notice).toBeInViewport();
    await expect(form.field('Amount')).toHaveValue('12.34');
  });
});
