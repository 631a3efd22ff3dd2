import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startSimulator } from '../../electron/simulator/server';
import { apiRequests, expect, expectAccessible, simulatorDialect, snap, test } from '../fixtures';
import { clickAtPersonsPace } from '../pages/pointer';
import { SettingsPage } from '../pages/settings-page';

/** Every input's current value: a saved secret must be in none of them. */
const inputValues = (page: Page) =>
  page
    .locator('input, textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

test.describe('Settings', () => {
  // Several axe scans per test; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a profile with a wrong secret fails the connection test on credentials; the secret never shows', async ({
    page,
    console: app,
  }) => {
    const settings = new SettingsPage(page);
    const secret = `wrong-${randomBytes(12).toString('hex')}`;
    await app.open(page, '/settings');
    await expect(settings.heading).toHaveText('Settings');
    await expect(settings.card('Simulator')).toContainText('Active');
    await snap(page, 'settings-list');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New profile' }).click();
    await expect(settings.field('Token URL (optional)')).toHaveAttribute(
      'placeholder',
      '{base URL}/oauth/token',
    );
    await snap(page, 'settings-new');
    await expectAccessible(page);
    await page.goBack();

    await settings.createProfile({
      name: 'Local wrong',
      baseUrl: app.core.simulator.baseUrl,
      clientId: 'not-the-simulator',
    });
    await expect(page.getByText('State:')).toContainText('Not set');
    await expect(settings.secretField).toHaveValue('');
    await expect(settings.secretField).toHaveAttribute('type', 'password');
    await settings.saveSecret(secret);
    await expect(settings.secretField).toHaveValue('');
    await expect(page.getByText('State:')).toContainText('Set for this session only');

    const result = await settings.testConnection();
    await expect(result).toContainText(
      'Failed checking the client id and secret (credentials refused).',
    );
    await expect(result).toContainText('refused the client id “not-the-simulator” or its secret');
    // The simulator's own words, labelled as its and not as the console's.
    await expect(result).toContainText('The token endpoint’s own words: invalid_client');
    await snap(page, 'settings-edit-connection-failed');
    await expectAccessible(page);

    await expect(page.locator('body')).not.toContainText(secret);
    expect((await inputValues(page)).join('\n')).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('link', { name: 'Back to settings' }).click();
    await expect(settings.card('Local wrong')).toContainText('Set for this session only');
    await expect(page.locator('body')).not.toContainText(secret);
  });

  test('a production profile shows the banner once active; switching back to the simulator drops its cached answers', async ({
    page,
    console: app,
  }) => {
    // "Production" here is a second, empty simulator with credentials this test knows.
    const live = await startSimulator({ port: 0, seed: false, clientId: 'acme-live' });
    try {
      const settings = new SettingsPage(page);
      await app.open(page, '/settings');
      await settings.createProfile({
        name: 'Acme live',
        baseUrl: live.baseUrl,
        clientId: live.clientId,
        production: true,
      });
      await settings.saveSecretWithCode(live.clientSecret, 'Acme live', () => app.printedCode());
      const ok = await settings.testConnection();
      await expect(ok).toContainText('Connection works');
      await expect(ok).toContainText('token valid for 1 h');
      await snap(page, 'settings-edit-production');
      await expectAccessible(page);

      await page.getByRole('link', { name: 'Back to settings' }).click();
      await expect(settings.card('Acme live')).toContainText('Production');
      await expect(settings.card('Acme live')).toContainText('Set for this session only');
      await snap(page, 'settings-list-profiles');
      await expectAccessible(page);
      await settings.activate('Acme live');
      await expect(page).toHaveURL(/#\/instruments$/);
      await expect(page.getByRole('banner')).toContainText('Production');
      await expect(page.getByRole('banner')).toContainText('Acme live');

      // Read on production: an empty list, now in the cache.
      await page.evaluate(() => (location.hash = '#/payments'));
      await expect(page.getByText('No payments yet.')).toBeVisible();
      await snap(page, 'settings-production-active');
      await expectAccessible(page);

      await page.evaluate(() => (location.hash = '#/settings'));
      await expect(settings.card('Acme live')).toContainText('Active');
      await settings.activate('Simulator');
      await expect(page).toHaveURL(/#\/instruments$/);
      await expect(page.getByRole('banner')).not.toContainText('Production');

      const before = (await apiRequests(app)).filter((r) =>
        r.path.startsWith('/v1/payments?'),
      ).length;
      await page.evaluate(() => (location.hash = '#/payments'));
      // Not the production list from the cache: the simulator's own, fetched again.
      await expect(page.getByRole('link', { name: 'pay-seed-authorized' })).toBeVisible();
      const after = (await apiRequests(app)).filter((r) =>
        r.path.startsWith('/v1/payments?'),
      ).length;
      expect(after).toBe(before + 1);
    } finally {
      await live.close();
    }
  });

  test('turning production off waits for the code printed in the terminal; Cancel keeps it production', async ({
    page,
    console: app,
  }) => {
    const live = await startSimulator({ port: 0, seed: false, clientId: 'acme-live' });
    try {
      const settings = new SettingsPage(page);
      await app.open(page, '/settings');
      await settings.createProfile({
        name: 'Acme live',
        baseUrl: live.baseUrl,
        clientId: live.clientId,
        production: true,
      });
      await settings.field('Production').uncheck();
      await page.getByRole('button', { name: 'Save profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm on profile “Acme live”' });
      await expect(dialog).toContainText('Production off');
      await expect(dialog).toContainText('Allow raw card numbers');
      await snap(page, 'settings-weaken-production-confirm');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      // The change not saved is asked about on the way out, and left.
      await page.getByRole('link', { name: 'Back to settings' }).click();
      await page
        .getByRole('dialog', { name: 'Leave without saving?' })
        .getByRole('button', { name: 'Leave without saving' })
        .click();
      await expect(settings.card('Acme live')).toContainText('Production');

      await settings.card('Acme live').getByRole('link', { name: /Edit/ }).click();
      await settings.field('Production').uncheck();
      await page.getByRole('button', { name: 'Save profile' }).click();
      // The page shows the code field only once main has answered, i.e. after it printed the
      // new code: read the terminal then, not before (the cancelled attempt's code is stale).
      const codeField = dialog.getByLabel('Code printed in the terminal');
      await expect(codeField).toBeVisible();
      await codeField.fill(app.printedCode()!);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/#\/settings$/);
      await expect(settings.card('Acme live')).not.toContainText('Production');
    } finally {
      await live.close();
    }
  });

  test('the Simulator can answer like the reference; its payments still read, nothing marked', async ({
    page,
    console: app,
  }) => {
    const settings = new SettingsPage(page);
    await app.open(page, '/settings');
    const simulator = settings.card('Simulator');
    await expect(simulator.getByRole('radio', { name: /Friendly/ })).toBeChecked();
    await simulator.getByRole('radio', { name: 'Like the reference' }).check();
    await expect(simulator.getByRole('radio', { name: 'Like the reference' })).toBeChecked();
    await snap(page, 'settings-simulator-dialect');
    await expectAccessible(page);
    expect(await simulatorDialect(app)).toBe('reference');

    await page.evaluate(() => (location.hash = '#/payments/pay-seed-partially-refunded'));
    const timeline = page.getByRole('list', { name: 'Transactions, oldest first' });
    await expect(timeline.getByRole('listitem').first()).toContainText(
      'Authorization Approved USD 150.00',
    );
    await expect(page.locator('main')).not.toContainText('unexpected shape');
  });
});

test.describe('Profile names', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a name carrying a direction mark is refused at its field, and nothing is created', async ({
    page,
    console: app,
  }) => {
    const settings = new SettingsPage(page);
    await app.open(page, '/settings');
    await settings.submitNewProfile({
      name: 'Live \u202eSD 00.1',
      baseUrl: app.core.simulator.baseUrl,
      clientId: 'console',
    });
    const name = page.locator('input[name="name"]');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'A name has only visible characters: no line breaks, control or direction marks',
      ),
    ).toBeVisible();
    await expect(settings.heading).toHaveText('New profile');
    expect(app.core.profiles.list().map((p) => p.name)).not.toContain('Live \u202eSD 00.1');
  });
});

test.describe('Settings in Spanish', () => {
  test.use({ locale: 'es-CO' });

  test('a Spanish system shows Spanish; English can be chosen and is kept', async ({
    page,
    console: app,
  }) => {
    await app.open(page, '/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
    const simulator = page.getByRole('article', { name: /Simulator/ });
    await expect(simulator).toContainText('mer-seed-store-1');
    await expectAccessible(page);

    await page.getByLabel('Mostrar la consola en').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByLabel('Show the console in')).toHaveValue('en');
  });

  test('a name carrying a control character is refused at its field, in Spanish', async ({
    page,
    console: app,
  }) => {
    test.setTimeout(60_000);
    await app.open(page, '/settings');
    await new SettingsPage(page).submitNewProfile(
      {
        name: 'Live\u001b[8m',
        baseUrl: app.core.simulator.baseUrl,
        clientId: 'console',
      },
      'Crear perfil',
    );
    await expect(page.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'Un nombre tiene solo caracteres visibles: sin saltos de línea, caracteres de control ni marcas de dirección',
      ),
    ).toBeVisible();
  });
});

for (const [locale, create] of [
  ['en-US', 'Create profile'],
  ['es-CO', 'Crear perfil'],
] as const) {
  test.describe(`An empty new profile (${locale})`, () => {
    test.use({ locale });

    test('every field says what it needs on the first click, the deadline cleared just before', async ({
      page,
      console: app,
    }) => {
      test.setTimeout(60_000);
      const settings = new SettingsPage(page);
      await app.open(page, '/settings');
      await settings.openNewProfile();
      await settings.formField('deadlineMs').fill('');
      // Leaving the deadline for the button shows its error; the click must still land.
      await clickAtPersonsPace(page, page.getByRole('button', { name: create }));
      for (const field of ['name', 'baseUrl', 'clientId', 'deadlineMs'] as const) {
        await expect(settings.formField(field)).toHaveAttribute('aria-invalid', 'true');
      }
      expect(app.core.profiles.list()).toHaveLength(1);
    });
  });
}
