import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

/**
 * The page tells main its language; main then words the production confirmation (the summary
 * the page shows beside the code field, and the lines printed in the terminal) in it. The code
 * still opens exactly one operation, whatever language it was asked in.
 */

const SECRET = 'prod-secret-value';
const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '1234.50',
  currency: 'USD',
  type: 'SALE',
};

let production: RunningSimulator;
let f: CoreFixture;
beforeAll(async () => {
  production = await startSimulator({ port: 0, clientId: 'prod-client', clientSecret: SECRET });
  f = await coreFixture();
  const fields = { name: 'Live EU', baseUrl: production.baseUrl, clientId: 'prod-client' };
  const created = await f.call('profiles:create', fields);
  // The secret goes in before production is on: on production it would need the person.
  await f.call('profiles:setSecret', { id: created.value.id, secret: SECRET });
  await f.call('profiles:update', {
    id: created.value.id,
    changes: { ...fields, production: true },
  });
  await f.call('profiles:activate', { id: created.value.id });
});
afterAll(async () => {
  await f.core.close();
  await production.close();
});

const moneySent = () =>
  production.control.requests().filter((r) => r.method === 'POST' && r.path.startsWith('/v1/pay'));

it('refuses a language it does not offer, and keeps the one it had', async () => {
  expect(await f.call('app:setLanguage', { language: 'fr' } as never)).toMatchObject({
    ok: false,
    error: { code: 'validation', fields: { language: expect.any(String) } },
  });
  expect(await f.call('app:setLanguage', { language: 'ES' } as never)).toMatchObject({
    ok: false,
  });
  f.terminal.length = 0;
  const asked = await f.call('payments:authorize', authorization);
  expect(asked.error.confirmation.summary.operation).toBe('Payment authorization');
  expect(f.terminal.join('\n')).toContain('Production confirmation requested:');
});

it('words the summary and the terminal in Spanish once the page says it shows Spanish', async () => {
  production.control.reset();
  expect(await f.call('app:setLanguage', { language: 'es' })).toEqual({
    ok: true,
    value: { language: 'es' },
  });
  f.terminal.length = 0;
  const asked = await f.call('payments:authorize', authorization);
  expect(asked).toMatchObject({
    ok: false,
    error: {
      apiCode: 'confirmation_required',
      confirmation: {
        summary: {
          operation: 'Autorización de pago',
          target: 'comercio mer-seed-store-1',
          amount: { value: 1234.5, currency: 'USD' },
          // Main names who asks; the page has no say in it.
          operator: { kind: 'local', name: 'qa' },
        },
      },
    },
  });
  const printed = f.terminal.join('\n');
  expect(printed).toContain(
    `Confirmación de producción pedida: Autorización de pago en “Live EU” (${production.baseUrl}) — USD 1.234,50 — comercio mer-seed-store-1 — tarjeta terminada en 1111 — por qa (local, sin verificar)`,
  );
  expect(printed).toMatch(/Código: \d{6} \(vale 2 minutos\)/);
  expect(moneySent()).toEqual([]);
});

it('lets a code asked for in Spanish confirm after the page switched to English', async () => {
  production.control.reset();
  await f.call('app:setLanguage', { language: 'es' });
  await f.call('payments:authorize', authorization);
  const code = f.printedCode()!;
  await f.call('app:setLanguage', { language: 'en' });
  // Another operation does not open with it, in any language.
  const other = await f.call('payments:authorize', {
    ...authorization,
    amount: '1.00',
    confirmation: code,
  });
  expect(other).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
  expect(moneySent()).toEqual([]);
  const sent = await f.call('payments:authorize', { ...authorization, confirmation: code });
  expect(sent).toMatchObject({ ok: true });
  expect(moneySent()).toHaveLength(1);
  expect(f.terminal.at(-1)).toMatch(/^Confirmed: Payment authorization on “Live EU”/);
});
