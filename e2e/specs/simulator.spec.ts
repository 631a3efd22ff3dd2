import { apiRequests, expect, expectAccessible, onOneLine, snap, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { SimulatorScreen } from '../pages/simulator-page';
import { SpanishScreens } from '../pages/spanish-screens';
import { UnknownOutcomesScreen } from '../pages/unknown-outcomes-page';

test.use({ locale: 'en-US', viewport: { width: 1024, height: 700 } });

test.describe('Simulator controls on the built-in profile', () => {
  // The hang holds the authorization for the profile's whole 15 s deadline, on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('QA arms a hang on authorizations, gets an unknown outcome and resolves it, all in the console', async ({
    page,
    console: app,
  }) => {
    const sim = new SimulatorScreen(page);
    await app.open(page, '/instruments');
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Simulator' })
      .click();
    await expect(sim.heading).toHaveText('Simulator');
    // Like the reference: no replay by key, so the console checks the status before anything.
    await sim.dialect(/^Like the reference/).check();
    await expect.poll(() => app.core.profiles.simulatorDialect()).toBe('reference');
    await sim.armFault('payments_authorize', 'hang');
    await expect(sim.armedFaults).toContainText('Hang: never answers');
    await expect(sim.armedFaults).toContainText('POST /v1/payments/authorizations');
    await expectAccessible(page);
    await snap(page, 'simulator-controls');

    const form = new AuthorizationFormPage(page);
    await page.getByRole('link', { name: 'Authorizations' }).click();
    await form.fill({
      merchant: 'mer-seed-store-1',
      instrument: 'ins-seed-visa-approved',
      amount: '31.00',
    });
    await form.submit();
    await expect(form.outcome).toHaveText('Outcome unknown', { timeout: 40_000 });

    const ops = new UnknownOutcomesScreen(page);
    await page.getByRole('link', { name: 'Unknown outcomes' }).first().click();
    const item = ops.list.getByRole('listitem').first();
    await ops.checkStatus(item).click();
    await ops.didNotHappen(item).click();
    // Main asks the API for the payment's status first; on a loaded CI machine that takes seconds.
    await expect(ops.result).toContainText('it did not go through', { timeout: 20_000 });
    await expect(ops.empty).toBeVisible({ timeout: 20_000 });

    // The hang was used up; the log shows the request that hung, newest first.
    await page.getByRole('link', { name: 'Simulator' }).click();
    await expect(page.getByText('No fault is armed.')).toBeVisible();
    const log = page.getByRole('table', { name: 'Request log' });
    await expect(log).toContainText('POST /v1/payments/authorizations');
  });

  test('a test card, shown masked in the catalogue, fills the authorization’s card number; the form still checks the card', async ({
    page,
    console: app,
  }) => {
    const sim = new SimulatorScreen(page);
    await app.open(page, '/simulator');
    const declines = sim.testCards.getByRole('row').filter({ hasText: '555544••••••1111' });
    await expect(declines).toContainText('Declines, “51”: insufficient funds');
    await expect(sim.testCards).not.toContainText('5555444433331111');
    await declines
      .getByRole('button', { name: 'Use card 555544••••••1111 in an authorization' })
      .click();
    const form = new AuthorizationFormPage(page);
    await expect(form.field('Card number')).toHaveValue('5555444433331111');
    await form.field('Amount').fill('9.00');
    await form.submit();
    // The form still checks the card: its expiry is the person's to give.
    await expect(form.field('Card number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.form).toContainText('Month is 1 to 12');
    await expect(form.form).not.toContainText('Enter the card number');
    const sent = await apiRequests(app);
    expect(sent.filter((r) => r.path === '/v1/payments/authorizations')).toEqual([]);
  });

  test('the built-in credentials are shown on request, said not to be secrets, and get a token', async ({
    page,
    console: app,
  }) => {
    await app.open(page, '/simulator');
    await expect(page.getByText(/^Not secrets: the built-in simulator made them/)).toBeVisible();
    await page.getByRole('button', { name: 'Show credentials' }).click();
    const curl = page.getByRole('heading', { name: 'Get a token with cURL' });
    await expect(curl).toBeVisible();
    const command = await page.locator('pre[aria-labelledby="simulator-curl"]').innerText();
    const body = /-d '(\{.*\})'/.exec(command)?.[1];
    const answer = await fetch(`${app.core.simulator.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body ?? '{}',
    });
    expect(answer.status).toBe(200);
  });

  test('the request log says when on one line at 1024 px, minutes later too', async ({
    page,
    console: app,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.clock.install();
    const sim = new SimulatorScreen(page);
    await app.open(page, '/simulator');
    await expect(sim.requestTimes.first()).toBeVisible({ timeout: 30_000 });
    // Minutes later the cell says "4 min. ago", the longest a recent one gets.
    await page.clock.fastForward('04:10');
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    await expect(sim.requestTimes.first()).toContainText('min');
    for (const cell of await sim.requestTimes.all()) expect(await onOneLine(cell)).toBe(true);
  });

  test('a reset asks first and brings the seed back', async ({ page, console: app }) => {
    const sim = new SimulatorScreen(page);
    await app.open(page, '/simulator');
    await sim.armFault('everything', 'error_500');
    await expect(sim.armedFaults).toContainText('HTTP 500 before the effect');
    await page.getByRole('button', { name: 'Reset to the seed…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the simulator to its seed?' });
    await expect(dialog.getByRole('button', { name: 'Keep everything' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Reset the simulator' }).click();
    await expect(page.getByText('The simulator is back to its seed.')).toBeVisible();
    await expect(page.getByText('No fault is armed.')).toBeVisible();
  });
});

test.describe('Simulator controls in Spanish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  });

  test('the area, its fault form and its checks speak Spanish', async ({ page, console: app }) => {
    const screens = new SpanishScreens(page);
    const sim = new SimulatorScreen(page, {
      arm: 'Armar el fallo',
      operation: 'Operación',
      kind: 'Qué falla',
      armed: 'Fallos armados',
      dialect: 'Dialecto',
      cards: 'Tarjetas de prueba',
    });
    await app.open(page, '/instruments');
    await screens.nav.getByRole('link', { name: 'Simulador' }).click();
    await expect(sim.heading).toHaveText('Simulador', { timeout: 30_000 });
    await sim.faultForm.getByLabel('Veces').fill('0');
    await sim.armFault('payments_authorize', 'delay');
    await expect(sim.faultForm).toContainText('Escriba un número entero de 1 a 1000000');
    await expect(sim.faultForm).toContainText('Una demora necesita su duración en milisegundos');
    await sim.faultForm.getByLabel('Veces').fill('1');
    await sim.faultForm.getByLabel('Demora en ms').fill('10');
    await sim.faultForm.getByRole('button', { name: 'Armar el fallo' }).click();
    await expect(sim.armedFaults).toContainText('Demora: responde tras una espera');
    await expect(sim.testCards).toContainText('Deniega, «51»: fondos insuficientes');
    await screens.expectAllSpanish();
    await snap(page, 'spanish-simulator');
  });
});
