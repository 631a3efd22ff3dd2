import { expect, expectAccessible, settings, snap, test } from '../fixtures';
import { PosScreen } from '../pages/pos-page';
import { SpanishScreens } from '../pages/spanish-screens';

/*
 * A person who chose Spanish in Settings on an English system, at the narrowest window the
 * console supports: no screen they walk shows an English sentence or one of the API's codes in
 * place of a word (the raw JSON aside, and the API's own words quoted as its).
 */
test.use({ locale: 'en-US', viewport: { width: 1024, height: 700 } });
// Several screens each, on a busy machine: the first visit to each loads its chunk.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
});

test('Settings names the system’s language and the keyring’s reason in Spanish, and the sidebar says what Unknown outcomes is called', async ({
  page,
  console: app,
}) => {
  const created = (await settings(app, 'profiles:create', {
    name: 'Staging',
    baseUrl: 'https://staging.example.com',
    clientId: 'staging-client',
  })) as { ok: true; value: { id: string } };
  // The browser host has no keyring: the secret is held for this run, and Settings says why.
  await settings(app, 'profiles:setSecret', { id: created.value.id, secret: 'staging-secret' });
  const screens = new SpanishScreens(page);
  await app.open(page, '/settings');
  await expect(screens.heading).toHaveText('Configuración', { timeout: 30_000 });
  await expect(page.getByRole('option', { name: 'Como el sistema (inglés)' })).toBeAttached();
  await expect(page.getByRole('article', { name: /^Staging\b/ })).toContainText(
    'Configurado solo para esta sesión. Este sistema no tiene un llavero seguro',
  );
  await screens.expectAllSpanish();
  await snap(page, 'spanish-settings');

  await screens.nav.getByRole('link', { name: 'Resultados desconocidos' }).click();
  await expect(screens.heading).toHaveText('Resultados desconocidos');
});

test('an authorization’s form, its refusals and its answer are Spanish, the API’s codes on hover', async ({
  page,
  console: app,
}) => {
  const screens = new SpanishScreens(page);
  await app.open(page, '/authorizations');
  await expect(screens.heading).toHaveText('Autorizar un pago', { timeout: 30_000 });
  await expect(screens.field('Instrumento').locator('option')).not.toHaveCount(1);
  expect(await screens.options('Tipo')).toEqual([
    ['venta', 'SALE'],
    ['preautorización', 'PREAUTHORIZATION'],
  ]);
  expect(await screens.options('Modo de cobro')).toEqual([
    ['manual', 'MANUAL'],
    ['automático', 'AUTOMATIC'],
  ]);
  expect((await screens.options('Iniciador')).slice(1)).toEqual([
    ['cliente', 'CUSTOMER'],
    ['comercio', 'MERCHANT'],
  ]);
  const instruments = await screens.options('Instrumento');
  expect(instruments.some(([text]) => text.endsWith('(activo)'))).toBe(true);
  expect(instruments.some(([text]) => text.endsWith('(inactivo)'))).toBe(true);
  await expect(screens.field('Monto')).toHaveAccessibleDescription(
    /con coma decimal, p\. ej\. 25,50 o 1\.234,56/,
  );
  await screens.expectAllSpanish();

  await screens.field('Instrumento').selectOption('ins-seed-visa-approved');
  await screens.field('Monto').fill('10');
  const extra = screens.field('Campos adicionales (JSON)');
  await extra.fill('{"amount": 1}');
  await screens.button('Autorizar pago').click();
  await expect(page.getByRole('alert', { name: 'No se envió nada' })).toContainText(
    'Los campos adicionales no pueden reemplazar el monto',
  );
  await expect(extra).toHaveAccessibleDescription(/no pueden reemplazar el monto/);
  await screens.expectAllSpanish();
  await snap(page, 'spanish-authorization-refused');

  await extra.fill('{"order_id": ');
  await screens.button('Autorizar pago').click();
  await expect(extra).toHaveAccessibleDescription(
    /No es un JSON válido: termina antes de estar completo/,
  );
  await screens.expectAllSpanish();

  // The amount as Spanish writes it: '12.50' is asked about, '1.012,50' is sent as 1012.50.
  await extra.fill('');
  await screens.field('Monto').fill('12.50');
  await screens.button('Autorizar pago').click();
  await expect(screens.field('Monto')).toHaveAccessibleDescription(/¿quiso decir 12,50\?/);
  await screens.field('Monto').fill('1.012,50');
  await screens.button('Autorizar pago').click();
  const result = page.getByRole('region', { name: 'Resultado' });
  await expect(result).toContainText('Aprobado');
  await expect(result).toContainText('MontoUSD 1.012,50');
  await expect(result).toContainText('Código de respuesta 00 — la API: “');
  await expect(result.getByTitle('APPROVED', { exact: true })).toHaveText('aprobado');
  await screens.expectAllSpanish();
  await expectAccessible(page);
  await snap(page, 'spanish-authorization-approved');
});

test('a payment, its timeline, cancel-or-refund and Activity say the same things in Spanish', async ({
  page,
  console: app,
}) => {
  const screens = new SpanishScreens(page);
  await app.open(page, '/payments/pay-seed-partially-captured');
  await expect(screens.heading).toContainText('pay-seed-partially-captured');
  // The Payments list's word for the state, the API's code on hover.
  await expect(page.getByText('Estado:')).toContainText('Cobrado en parte');
  await expect(page.getByTitle('CAPTURED', { exact: true })).toHaveText('Cobrado en parte');
  await expect(page.getByTitle('MANUAL', { exact: true })).toHaveText('manual');
  await screens.expectAllSpanish();
  await snap(page, 'spanish-payment');

  await app.open(page, '/payments/pay-seed-refunded');
  await expect(page.getByText('Estado:')).toContainText('Devuelto');
  await screens.expectAllSpanish();

  const pos = new PosScreen(page, 'es');
  const id = 'pay-seed-pos-drill-authorized';
  await app.open(page, '/pos');
  await page.getByRole('button', { name: 'Buscar pago' }).click();
  await expect(page.getByText('Escriba un ID')).toBeVisible();
  await pos.paymentId.fill('pay seed');
  await page.getByRole('button', { name: 'Buscar pago' }).click();
  await expect(page.getByText('Un ID solo tiene letras, dígitos, "-" y "_"')).toBeVisible();
  await screens.expectAllSpanish();
  await page.reload();
  await page.getByRole('button', { name: 'Buscar pago' }).click();
  await expect(page.getByText('Escriba un ID')).toBeVisible();
  await screens.expectAllSpanish();

  await pos.find(id);
  await pos.openConfirmation();
  await pos.confirm();
  await expect(pos.outcome).toHaveText('Anulado, no se cobró nada');
  await screens.expectAllSpanish();

  // Activity's list and inspector say the amount it cancelled, as its CSV does.
  await app.open(page, '/activity');
  const row = page
    .getByRole('list', { name: 'Operaciones' })
    .getByRole('listitem')
    .filter({ hasText: id });
  await expect(row).toContainText('USD 30,00');
  await screens.expectAllSpanish();
  await row.getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Datos' })).toContainText('MontoUSD 30,00');
  await snap(page, 'spanish-activity-inspector');
});

test('instruments say their type, status and card type in Spanish', async ({
  page,
  console: app,
}) => {
  const screens = new SpanishScreens(page);
  await app.open(page, '/instruments');
  await expect(page.getByTitle('ACTIVE', { exact: true }).first()).toHaveText('activo');
  await screens.expectAllSpanish();

  await app.open(page, '/instruments/ins-seed-mastercard-approved-credit');
  await expect(screens.heading).toContainText('ins-seed-mastercard-approved-credit');
  await expect(page.getByTitle('CREDIT', { exact: true })).toHaveText('crédito');
  await screens.expectAllSpanish();
  await snap(page, 'spanish-instrument');
});
