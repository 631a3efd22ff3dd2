import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../shared/channels';
import { contract } from '../../../shared/contract';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { dispatch } from './dispatch';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { fieldReason, fieldText } from '../../../shared/validation-words';

let f: CoreFixture;
let production: RunningSimulator;

beforeAll(async () => {
  f = await coreFixture();
  production = await startSimulator({
    port: 0,
    clientId: 'prod-client',
    clientSecret: 'prod-secret-value',
  });
});
afterAll(async () => {
  await f.core.close();
  await production.close();
});

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '25.50',
  currency: 'USD',
  type: 'SALE',
};

describe('money channels on the simulator profile', () => {
  it('authorizes through dispatch → pipeline → HTTP → simulator, journaled with its key', async () => {
    const result = await f.call('payments:authorize', {
      ...authorization,
      use_case: 'ATTENDED',
      terminal_id: 'pos-7',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { outcome: 'succeeded', kind: 'payments:authorize', attempts: 1 },
    });
    const key = result.value.idempotency_key;
    expect((await f.requests()).filter((r) => r.idempotency_key === key)).toHaveLength(1);
    const recent = await f.call('outcomes:recent', { limit: 5 });
    expect(recent.value[0]).toMatchObject({
      idempotency_key: key,
      amount: { value: 25.5, currency: 'USD' },
    });
  });

  it('reports a decline as declined, with the response code', async () => {
    const result = await f.call('payments:authorize', {
      ...authorization,
      instrument: { kind: 'stored', id: 'ins-seed-mastercard-insufficient-funds' },
    });
    expect(result).toMatchObject({
      ok: true,
      value: { outcome: 'declined', response: { response_code: '51' } },
    });
  });

  it('refuses an invalid use_case typed in the additional fields, at the field, sending nothing', async () => {
    const before = (await f.requests()).length;
    const result = await f.call('payments:authorize', {
      ...authorization,
      extra: { terminal: { use_case: 'SOMETIMES' } },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(result.error.fields['terminal.use_case']).toBe(fieldReason('extraTerminalUseCase'));
    expect(result.error.message).toContain('ATTENDED, UNATTENDED');
    expect((await f.requests()).length).toBe(before);
  });

  it.each([
    ['merchant_id', { merchant_id: 'mer-seed-store-2' }],
    ['instrument', { instrument: { id: 'ins-seed-amex-approved' } }],
    ['amount', { amount: { value: 9999 } }],
    ['payment_id', { payment_id: 'pay-seed-authorized' }],
    ['terminal.use_case', { terminal: { use_case: 'UNATTENDED' } }],
  ])(
    'refuses additional fields that would replace %s, at that field, sending nothing',
    async (field, extra) => {
      const before = (await f.requests()).length;
      const result = await f.call('transactions:authorize', {
        ...authorization,
        use_case: 'ATTENDED',
        extra,
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
      expect(Object.keys(result.error.fields)).toEqual([field]);
      expect(fieldText(result.error.fields[field] ?? '')).toMatch(/may not replace/);
      expect((await f.requests()).length).toBe(before);
    },
  );

  it('merges additional fields into the body the API receives', async () => {
    const result = await f.call('payments:authorize', {
      ...authorization,
      extra: { order_type: 'ONLINE', metadata: { ticket: 'A-1' } },
    });
    expect(result.value.outcome).toBe('succeeded');
    const entry = await f.core.journal.byId(result.value.operation_id);
    expect(entry?.begin.request.body).toMatchObject({
      order_type: 'ONLINE',
      metadata: { ticket: 'A-1' },
    });
  });

  it('rejects arbitrary payloads on every channel without a single HTTP request (fuzz)', async () => {
    const before = (await f.requests()).length;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CHANNELS), fc.anything(), async (channel, payload) => {
        if (contract[channel].input.safeParse(payload).success) return;
        rejected += 1;
        const result = await dispatch(f.core.handlers, channel, payload);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 400 },
    );
    expect(rejected).toBeGreaterThan(300);
    expect((await f.requests()).length).toBe(before);
    // 400 runs through parse, dispatch and redaction: seconds on a loaded machine.
  }, 30_000);
});

describe('a production profile, enforced in main', () => {
  let profileId: string;
  beforeAll(async () => {
    const fields = {
      name: 'Acquirer (production)',
      baseUrl: production.baseUrl,
      clientId: 'prod-client',
    };
    const created = await f.call('profiles:create', fields);
    profileId = created.value.id;
    // The secret goes in before production is on: on production it would need the person.
    await f.call('profiles:setSecret', { id: profileId, secret: 'prod-secret-value' });
    await f.call('profiles:update', { id: profileId, changes: { ...fields, production: true } });
    await f.call('profiles:activate', { id: profileId });
  });
  afterAll(() => f.call('profiles:activate', { id: 'simulator' }));

  it('refuses raw cards and additional fields unless the profile allows them', async () => {
    const raw = await f.call('payments:authorize', {
      ...authorization,
      instrument: {
        kind: 'card',
        card: {
          number: '4111111111111111',
          cvv: '123',
          expiration_month: '12',
          expiration_year: '2030',
          holder_name: 'A',
        },
      },
    });
    expect(raw).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'raw_card_not_allowed', reason: 'raw_card_not_allowed' },
    });
    const extra = await f.call('payments:authorize', {
      ...authorization,
      extra: { order_type: 'X' },
    });
    expect(extra).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'extra_fields_not_allowed',
        reason: 'extra_fields_not_allowed',
        params: { profile: expect.any(String) },
      },
    });
    expect(
      production.control.requests().filter((r) => r.path === '/v1/payments/authorizations'),
    ).toEqual([]);
  });
});

describe('a production profile that asks a supervisor above a threshold', () => {
  let profileId: string;
  beforeAll(async () => {
    const fields = {
      name: 'Acquirer (four eyes)',
      baseUrl: production.baseUrl,
      clientId: 'prod-client',
      approval: { moneyAbove: 100 },
    };
    const created = await f.call('profiles:create', fields);
    profileId = created.value.id;
    await f.call('profiles:setSecret', { id: profileId, secret: 'prod-secret-value' });
    await f.call('profiles:update', { id: profileId, changes: { ...fields, production: true } });
    await f.call('profiles:activate', { id: profileId });
  });
  afterAll(() => f.call('profiles:activate', { id: 'simulator' }));

  it('refuses money above it without a team store, sends nothing, and asks nothing', async () => {
    const sent = () =>
      production.control.requests().filter((r) => r.path === '/v1/payments/authorizations');
    const before = sent().length;
    const above = await f.call('payments:authorize', { ...authorization, amount: '100.01' });
    expect(above).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        reason: 'approval_needs_team_store',
        params: { profile: 'Acquirer (four eyes)' },
      },
    });
    // At the threshold it goes on to the person's own confirmation, as any production money.
    const at = await f.call('payments:authorize', { ...authorization, amount: '100.00' });
    expect(at).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect(sent().length).toBe(before);
  });
});

describe('a production profile that allows additional fields but not raw cards', () => {
  let profileId: string;
  beforeAll(async () => {
    const fields = {
      name: 'Acquirer (QA fields)',
      baseUrl: production.baseUrl,
      clientId: 'prod-client',
      allowExtraFields: true,
      allowRawCards: false,
    };
    const created = await f.call('profiles:create', fields);
    profileId = created.value.id;
    // The secret goes in before production is on: on production it would need the person.
    await f.call('profiles:setSecret', { id: profileId, secret: 'prod-secret-value' });
    await f.call('profiles:update', { id: profileId, changes: { ...fields, production: true } });
    await f.call('profiles:activate', { id: profileId });
  });
  afterAll(() => f.call('profiles:activate', { id: 'simulator' }));
  const sent = () =>
    production.control.requests().filter((r) => r.path === '/v1/payments/authorizations');

  it('summarizes the exact merged body, and sends that body once the person confirms', async () => {
    const input = { ...authorization, extra: { order_type: 'ONLINE' } };
    const asked = await f.call('payments:authorize', input);
    expect(asked).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect(asked.error.confirmation.summary).toEqual({
      operation: 'Payment authorization',
      amount: { value: 25.5, currency: 'USD' },
      target: 'merchant mer-seed-store-1',
      last_four: '1111',
      profile: 'Acquirer (QA fields)',
      base_url: production.baseUrl,
      // Main names who is asking; the page cannot put another name in its place.
      operator: { kind: 'local', name: 'qa' },
    });
    const done = await f.call('payments:authorize', { ...input, confirmation: f.printedCode() });
    expect(done.value).toMatchObject({ outcome: 'succeeded', amount: { value: 25.5 } });
    const entry = await f.core.journal.byId(done.value.operation_id);
    expect(entry?.begin.request.body).toMatchObject({
      merchant_id: 'mer-seed-store-1',
      amount: { value: 25.5, currency: 'USD' },
      order_type: 'ONLINE',
    });
  });

  it('asks no one about a body whose merchant the additional fields would replace', async () => {
    const printed = f.terminal.length;
    const refused = await f.call('payments:authorize', {
      ...authorization,
      extra: { merchant_id: 'mer-seed-store-2' },
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(refused.error.fields.merchant_id).toBe(fieldReason('extraMerchantId'));
    expect(f.terminal.length).toBe(printed);
  });

  it('refuses a card smuggled in through additional fields before anyone is asked', async () => {
    const before = sent().length;
    const printed = f.terminal.length;
    const send = await f.call('payments:authorize', {
      ...authorization,
      extra: { source: { card: { number: '4111111111111111', cvv: '123' } } },
    });
    expect(send).toMatchObject({ ok: false, error: { apiCode: 'raw_card_not_allowed' } });
    expect(f.terminal.length).toBe(printed);
    expect(sent().length).toBe(before);
  });
});
