import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_KINDS } from '../../../shared/schemas/simulator-control';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

/** Simulator → controls through dispatch, as the page calls them, against the embedded one. */
let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture();
});
afterAll(() => f.core.close());

const charge = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
  amount: '12.00',
  currency: 'USD',
  type: 'SALE',
} as const;

describe('the built-in simulator', () => {
  it('is controllable without a token the page ever sees', async () => {
    const status = await f.call('simulator:status');
    expect(status.value).toEqual({
      profileId: 'simulator',
      builtIn: true,
      access: 'built_in',
      available: true,
    });
    expect(JSON.stringify(status)).not.toContain(f.core.simulator.controlToken);
  });

  it('arms every fault kind the control API has, lists them, and clears one then all', async () => {
    for (const kind of FAULT_KINDS) {
      const armed = await f.call('simulator:armFault', {
        target: 'payments_read',
        kind,
        count: 2,
        ...(kind === 'delay' ? { delayMs: 5 } : {}),
      });
      expect(armed, kind).toMatchObject({ ok: true, value: { kind, remaining: 2 } });
    }
    const listed = await f.call('simulator:faults');
    expect(listed.value.map((x: { kind: string }) => x.kind)).toEqual([...FAULT_KINDS]);
    expect(listed.value[0].match).toEqual({ method: 'GET', path: '/v1/payments*' });
    const first = listed.value[0].id as string;
    expect(await f.call('simulator:clearFault', { id: first })).toMatchObject({ ok: true });
    const after = await f.call('simulator:faults');
    expect(after.value.map((x: { id: string }) => x.id)).not.toContain(first);
    expect(after.value).toHaveLength(FAULT_KINDS.length - 1);
    const again = await f.call('simulator:clearFault', { id: first });
    expect(again.error).toMatchObject({ code: 'not_found', reason: 'fault_not_found' });
    await f.call('simulator:clearFaults', {});
    expect((await f.call('simulator:faults')).value).toEqual([]);
  });

  it('says a delay without its length at the field, and sends nothing', async () => {
    const refused = await f.call('simulator:armFault', {
      target: 'payments_authorize',
      kind: 'delay',
      count: 1,
    });
    expect(refused.error).toMatchObject({
      code: 'validation',
      fields: { delayMs: 'validation.enterDelay' },
    });
    const zero = await f.call('simulator:armFault', {
      target: 'payments_authorize',
      kind: 'hang',
      count: 0,
    });
    expect(Object.keys(zero.error.fields)).toEqual(['count']);
    expect((await f.call('simulator:faults')).value).toEqual([]);
  });

  it('shows a payment’s ledger with its idempotency keys, and the request log newest first and redacted', async () => {
    const paid = await f.call('payments:authorize', charge);
    expect(paid.value.outcome).toBe('succeeded');
    const paymentId = paid.value.ids.payment_id as string;
    const ledger = await f.call('simulator:ledger', { paymentId });
    expect(ledger.value).toHaveLength(1);
    expect(ledger.value[0]).toMatchObject({
      payment_id: paymentId,
      kind: 'AUTHORIZATION',
      idempotency_key: paid.value.idempotency_key,
    });
    // An id typed as a card number reaches the simulator's log as its path: the page gets it cut.
    await f.call('instruments:get', { id: '4111111111111111' });
    const log = await f.call('simulator:requests');
    expect(log.value[0].path).toMatch(/^\/v1\/instruments\/411111/);
    expect(JSON.stringify(log.value)).not.toContain('4111111111111111');
    expect(log.value[0].seq).toBeGreaterThan(log.value[1].seq);
  });

  it('resets to the seed: faults and the ledger are gone', async () => {
    await f.call('simulator:armFault', { target: 'everything', kind: 'error_500', count: 1 });
    const paid = await f.call('payments:authorize', charge);
    await f.call('simulator:clearFaults', {});
    const again = await f.call('payments:authorize', charge);
    expect(again.value.outcome).toBe('succeeded');
    expect((await f.call('simulator:reset', {})).ok).toBe(true);
    expect((await f.call('simulator:faults')).value).toEqual([]);
    const ledger = await f.call('simulator:ledger', { paymentId: again.value.ids.payment_id });
    expect(ledger.value).toEqual([]);
    expect(paid.ok).toBe(true);
  });

  it('reads and switches the dialect as the profile keeps it', async () => {
    expect((await f.call('simulator:dialect')).value).toEqual({ dialect: 'friendly' });
    const set = await f.call('simulator:setDialect', { dialect: 'reference' });
    expect(set.value).toEqual({ dialect: 'reference' });
    expect(f.core.profiles.simulatorDialect()).toBe('reference');
    await f.call('simulator:setDialect', { dialect: 'friendly' });
  });

  it('reads its clock and moves it forward, within the control API’s limit', async () => {
    const before = await f.call('simulator:clock');
    const moved = await f.call('simulator:advanceClock', { advanceS: 3600 });
    expect(moved.value.offset_s - before.value.offset_s).toBe(3600);
    expect(Date.parse(moved.value.now) - Date.parse(before.value.now)).toBeGreaterThanOrEqual(
      3_600_000,
    );
    const tooFar = await f.call('simulator:advanceClock', { advanceS: 31 * 24 * 3600 });
    expect(Object.keys(tooFar.error.fields)).toEqual(['advanceS']);
  });

  it('reveals its loopback credentials, which get a token from its token endpoint', async () => {
    const shown = await f.call('simulator:credentials');
    expect(shown.ok).toBe(true);
    const { tokenUrl, clientId, clientSecret } = shown.value;
    expect(clientSecret).not.toMatch(/REDACTED/);
    const token = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }),
    });
    expect(token.status).toBe(200);
    // Published on that channel only: elsewhere the secret is still cut by value.
    const echoed = await f.call('instruments:get', { id: `x-${clientSecret}`.slice(0, 60) });
    expect(JSON.stringify(echoed)).not.toContain(clientSecret);
  });
});

describe('another profile that runs a simulator', () => {
  it('is controllable once its token is saved: checked first, never read back, and its secret stays hidden', async () => {
    const created = await f.call('profiles:create', {
      name: 'Lab',
      baseUrl: f.core.simulator.baseUrl,
      clientId: 'lab',
    });
    const id = created.value.id as string;
    const wrong = await f.call('simulator:setControlToken', { id, token: 'not-the-token' });
    expect(wrong.error).toMatchObject({ fields: { token: 'validation.controlTokenRefused' } });
    expect((await f.call('profiles:activate', { id })).ok).toBe(true);
    expect((await f.call('simulator:status')).value).toMatchObject({
      builtIn: false,
      access: 'not_set',
      available: false,
    });
    const refused = await f.call('simulator:faults');
    expect(refused.error).toMatchObject({ reason: 'control_not_offered' });

    const token = f.core.simulator.controlToken;
    const saved = await f.call('simulator:setControlToken', { id, token });
    expect(saved.value).toMatchObject({ access: 'set', available: true });
    expect((await f.call('simulator:tokenState', { id })).value.access).toBe('set');
    expect((await f.call('simulator:faults')).ok).toBe(true);
    const everything = JSON.stringify([await f.call('profiles:list'), saved]);
    expect(everything).not.toContain(token);
    const credentials = await f.call('simulator:credentials');
    expect(credentials.error).toMatchObject({ reason: 'loopback_credentials_only' });

    await f.call('simulator:clearControlToken', { id });
    expect((await f.call('simulator:status')).value.available).toBe(false);
    await f.call('profiles:activate', { id: 'simulator' });
  });
});
