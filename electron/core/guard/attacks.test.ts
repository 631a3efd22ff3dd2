import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../../shared/channels';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { dispatch } from '../ipc/dispatch';
import { coreFixture, printedCodes, type CoreFixture } from '../testing/core-fixture';
import { teamStoreDouble } from '../testing/team-store-double';
import { personAtDialog } from '../testing/person-at-dialog';

/**
 * A compromised page, played from where it stands: the browser host's bridge with its token,
 * i.e. every channel of the contract through `dispatch`, and nothing else. The "production"
 * API is a simulator of its own, so every request that reaches it can be counted.
 */

const SECRET = 'prod-secret-value';
const MONEY_PATHS = /^\/v1\/(payments\/authorizations|transactions\/|pos\/)/;

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '25.50',
  currency: 'USD',
  type: 'SALE',
};

let production: RunningSimulator;
beforeAll(async () => {
  production = await startSimulator({ port: 0, clientId: 'prod-client', clientSecret: SECRET });
});
afterAll(() => production.close());

/** Money requests the production API received, and the money that moved there. */
const moneySent = () =>
  production.control.requests().filter((r) => r.method === 'POST' && MONEY_PATHS.test(r.path));
const moved = () => production.control.ledger();

async function productionProfile(f: CoreFixture, name = 'Acquirer (production)') {
  const fields = { name, baseUrl: production.baseUrl, clientId: 'prod-client' };
  const created = await f.call('profiles:create', fields);
  // The secret goes in before production is on: on production it would need the person.
  await f.call('profiles:setSecret', { id: created.value.id, secret: SECRET });
  await f.call('profiles:update', {
    id: created.value.id,
    changes: { ...fields, production: true },
  });
  await f.call('profiles:activate', { id: created.value.id });
  return created.value.id as string;
}

describe('the browser host with --allow-production: a page cannot confirm for the person', () => {
  let f: CoreFixture;
  let profileId: string;
  beforeAll(async () => {
    f = await coreFixture();
    profileId = await productionProfile(f);
  });
  afterAll(() => f.core.close());

  it('no channel hands out a code: the page can ask for the operation, never for its confirmation', async () => {
    production.control.reset();
    expect(CHANNELS).not.toContain('outcomes:confirm');
    expect(
      await dispatch(f.core.handlers, 'outcomes:confirm', {
        channel: 'payments:authorize',
        input: authorization,
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const asked = await f.call('payments:authorize', authorization);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            operation: 'Payment authorization',
            profile: 'Acquirer (production)',
            base_url: production.baseUrl,
            amount: { value: 25.5, currency: 'USD' },
            target: 'merchant mer-seed-store-1',
            last_four: '1111',
          },
        },
      },
    });
    const code = f.printedCode()!;
    expect(JSON.stringify(asked)).not.toContain(code);
    expect(moneySent()).toEqual([]);
    expect(moved()).toEqual([]);
  });

  it('a made-up code moves nothing; the printed one moves money once, for that exact operation', async () => {
    production.control.reset();
    await f.call('payments:authorize', authorization);
    const code = f.printedCode()!;
    const guess = code === '000000' ? '000001' : '000000';
    expect(
      await f.call('payments:authorize', { ...authorization, confirmation: guess }),
    ).toMatchObject({ ok: false, error: { apiCode: 'confirmation_code_wrong' } });
    const bigger = await f.call('payments:authorize', {
      ...authorization,
      amount: '2550.00',
      confirmation: code,
    });
    expect(bigger).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(moneySent()).toEqual([]);

    const done = await f.call('payments:authorize', { ...authorization, confirmation: code });
    expect(done).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const again = await f.call('payments:authorize', { ...authorization, confirmation: code });
    expect(again).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect(moneySent()).toHaveLength(1);
    expect(moved()).toHaveLength(1);
  });

  it('a code printed on one production profile does not open the same operation on another', async () => {
    production.control.reset();
    await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-pos-drill-authorized' });
    const code = f.printedCode()!;
    await productionProfile(f, 'Acquirer (second)');
    const elsewhere = await f.call('pos:cancelOrRefund', {
      payment_id: 'pay-seed-pos-drill-authorized',
      confirmation: code,
    });
    expect(elsewhere).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(moved()).toEqual([]);
    await f.call('profiles:activate', { id: profileId });
  });

  it('removing the production profile, or setting or clearing its secret, from the page changes nothing', async () => {
    const shown = (await f.call('profiles:list', undefined)).value.profiles.find(
      (p: { id: string }) => p.id === profileId,
    );
    for (const [channel, input] of [
      ['profiles:remove', { id: profileId }],
      ['profiles:clearSecret', { id: profileId }],
      ['profiles:setSecret', { id: profileId, secret: 'page-chosen-secret' }],
      ['profiles:remove', { id: profileId, confirmation: '000000' }],
    ] as const) {
      expect(await f.call(channel, input)).toMatchObject({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    const after = await f.call('profiles:list', undefined);
    expect(after.value.activeId).toBe(profileId);
    expect(after.value.profiles.find((p: { id: string }) => p.id === profileId)).toEqual(shown);
  });

  it('turning production off, or allowing raw cards, from the page changes nothing', async () => {
    production.control.reset();
    const profile = (await f.call('profiles:list')).value.profiles.find(
      (p: { id: string }) => p.id === profileId,
    );
    const changes = {
      name: profile.name,
      baseUrl: profile.baseUrl,
      clientId: profile.clientId,
      production: false,
    };
    expect(await f.call('profiles:update', { id: profileId, changes })).toMatchObject({
      ok: false,
      error: { apiCode: 'confirmation_required' },
    });
    expect(
      await f.call('profiles:update', {
        id: profileId,
        changes: { ...changes, production: true, allowRawCards: true },
      }),
    ).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect((await f.call('app:info')).value.profile).toMatchObject({
      id: profileId,
      production: true,
    });
    expect(await f.call('payments:authorize', authorization)).toMatchObject({
      error: { apiCode: 'confirmation_required' },
    });
    expect(moneySent()).toEqual([]);
  });

  it('a resend of an unknown operation on production is confirmed like a first send', async () => {
    production.control.reset();
    production.control.armFault({
      match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
      kind: 'error_500',
    });
    const input = { payment_id: 'pay-seed-pos-drill-captured' };
    await f.call('pos:cancelOrRefund', input);
    const first = await f.call('pos:cancelOrRefund', { ...input, confirmation: f.printedCode() });
    // Its API is not known to honour the key: no resend on its own.
    expect(first.value).toMatchObject({ outcome: 'unknown', attempts: 1 });
    const printed = printedCodes(f.terminal).length;
    expect(
      await f.call('outcomes:retry', { operation_id: first.value.operation_id }),
    ).toMatchObject({ ok: false, error: { apiCode: 'duplicate_risk_not_accepted' } });
    // Refused before the person is asked anything.
    expect(printedCodes(f.terminal)).toHaveLength(printed);
    const retry = { operation_id: first.value.operation_id, accept_duplicate_risk: true };

    const asked = await f.call('outcomes:retry', retry);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: { operation: expect.stringMatching(/^Resend of cancel or refund/) },
        },
      },
    });
    expect(moneySent()).toHaveLength(1);
    const resent = await f.call('outcomes:retry', { ...retry, confirmation: f.printedCode() });
    expect(resent).toMatchObject({ ok: true, value: { outcome: 'succeeded', attempts: 2 } });
    expect(new Set(moneySent().map((r) => r.idempotency_key))).toEqual(
      new Set([first.value.idempotency_key]),
    );
    expect(moved()).toHaveLength(1);
  });
});

describe('a retry goes where the operation went, or nowhere', () => {
  it('refuses to resend once the profile points at another server', async () => {
    const elsewhere = await startSimulator({
      port: 0,
      clientId: 'prod-client',
      clientSecret: SECRET,
    });
    const f = await coreFixture();
    try {
      production.control.reset();
      const created = await f.call('profiles:create', {
        name: 'Staging',
        baseUrl: production.baseUrl,
        clientId: 'prod-client',
      });
      const id = created.value.id;
      await f.call('profiles:setSecret', { id, secret: SECRET });
      await f.call('profiles:activate', { id });
      production.control.armFault({
        match: { method: 'POST', path: '/v1/payments/authorizations' },
        kind: 'error_500',
      });
      const first = await f.call('payments:authorize', authorization);
      expect(first.value).toMatchObject({ outcome: 'unknown', attempts: 1 });

      await f.call('profiles:update', {
        id,
        changes: { name: 'Staging', baseUrl: elsewhere.baseUrl, clientId: 'prod-client' },
      });
      await f.call('profiles:setSecret', { id, secret: SECRET });
      const retried = await f.call('outcomes:retry', {
        operation_id: first.value.operation_id,
        accept_duplicate_risk: true,
      });
      expect(retried).toMatchObject({ ok: false, error: { code: 'conflict' } });
      expect(retried.error.message).toContain(production.baseUrl);
      expect(elsewhere.control.requests()).toEqual([]);
      expect(moneySent()).toHaveLength(1);
    } finally {
      await f.core.close();
      await elsewhere.close();
    }
  });
});

describe('the browser host without --allow-production', () => {
  it('refuses production money and profile weakening outright, printing nothing', async () => {
    const f = await coreFixture({ allowProduction: false });
    try {
      production.control.reset();
      const id = await productionProfile(f);
      expect(await f.call('payments:authorize', authorization)).toMatchObject({
        ok: false,
        error: { code: 'forbidden', apiCode: 'production_not_allowed' },
      });
      expect(
        await f.call('profiles:update', {
          id,
          changes: { name: 'Live', baseUrl: production.baseUrl, clientId: 'prod-client' },
        }),
      ).toMatchObject({ ok: false, error: { apiCode: 'production_not_allowed' } });
      expect(f.terminal).toEqual([]);
      expect(moneySent()).toEqual([]);
    } finally {
      await f.core.close();
    }
  });
});

describe('a page pointing the audit trail at a server it controls', () => {
  it('gets a code printed for the person, not a connection; its own codes change nothing', async () => {
    const team = teamStoreDouble();
    const f = await coreFixture({ team, allowProduction: false });
    try {
      const before = (await f.call('team:status')).value;
      const theirs = 'postgres://collector@audit.attacker.example:5432/loot?sslmode=require';
      const asked = await f.call('team:configure', { url: theirs, password: 'theirs' });
      expect(asked).toMatchObject({
        ok: false,
        error: { code: 'forbidden', apiCode: 'confirmation_required' },
      });
      const code = f.printedCode()!;
      expect(JSON.stringify(asked)).not.toContain(code);
      for (const guess of ['000000', '123456', '999999'].filter((g) => g !== code)) {
        expect(
          await f.call('team:configure', { url: theirs, password: 'theirs', confirmation: guess }),
        ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      }
      expect(team.configured).toEqual([]);
      expect((await f.call('team:status')).value).toEqual(before);
    } finally {
      await f.core.close();
    }
  });
});

describe('a page guessing codes', () => {
  it('is shut out for the run after ten wrong codes, even from the right one', async () => {
    const f = await coreFixture();
    try {
      production.control.reset();
      await productionProfile(f);
      for (let i = 0; i < 10; i++) {
        await f.call('payments:authorize', authorization);
        const code = f.printedCode()!;
        await f.call('payments:authorize', {
          ...authorization,
          confirmation: code === '999999' ? '999998' : '999999',
        });
      }
      await f.call('payments:authorize', authorization);
      const right = printedCodes(f.terminal).at(-1);
      expect(
        await f.call('payments:authorize', { ...authorization, confirmation: right }),
      ).toMatchObject({ ok: false, error: { apiCode: 'confirmation_locked' } });
      expect(moneySent()).toEqual([]);
    } finally {
      await f.core.close();
    }
  });
});

describe('Electron: main shows its own dialog once the exact request is built', () => {
  it('sends nothing when the person says no, whatever code the page sends along', async () => {
    const { confirmer, shown } = personAtDialog('no');
    const f = await coreFixture({ confirmer });
    try {
      production.control.reset();
      await productionProfile(f);
      const answer = await f.call('payments:authorize', {
        ...authorization,
        confirmation: '123456',
      });
      expect(answer).toMatchObject({ ok: false, error: { apiCode: 'confirmation_declined' } });
      expect(shown).toHaveLength(1);
      expect(shown[0]!.request).toMatchObject({
        channel: 'payments:authorize',
        profile: { name: 'Acquirer (production)', baseUrl: production.baseUrl },
        summary: {
          amount: { value: 25.5, currency: 'USD' },
          target: 'merchant mer-seed-store-1',
          last_four: '1111',
        },
      });
      expect(shown[0]!.request.input).not.toHaveProperty('confirmation');
      expect(moneySent()).toEqual([]);
    } finally {
      await f.core.close();
    }
  });

  it('sends once when the person says yes, and asks nothing off production', async () => {
    const { confirmer, shown } = personAtDialog('yes');
    const f = await coreFixture({ confirmer });
    try {
      production.control.reset();
      expect(await f.call('payments:authorize', authorization)).toMatchObject({ ok: true });
      expect(shown).toEqual([]);
      await productionProfile(f);
      expect(await f.call('payments:authorize', authorization)).toMatchObject({
        ok: true,
        value: { outcome: 'succeeded' },
      });
      expect(shown).toHaveLength(1);
      expect(moved()).toHaveLength(1);
    } finally {
      await f.core.close();
    }
  });
});

describe('what a page can still decide on production, and no longer does', () => {
  let f: CoreFixture;
  let profileId: string;
  beforeAll(async () => {
    f = await coreFixture();
    profileId = await productionProfile(f);
  });
  afterAll(() => f.core.close());

  /** An unknown production charge that went through, as the journal holds it. */
  async function unknownCharge() {
    production.control.reset();
    production.control.armFault({
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'reset_after_effect',
    });
    await f.call('payments:authorize', authorization);
    const sent = await f.call('payments:authorize', {
      ...authorization,
      confirmation: f.printedCode(),
    });
    expect(sent.value).toMatchObject({ outcome: 'unknown' });
    expect(moved()).toHaveLength(1);
    return sent.value.operation_id as string;
  }

  it('cannot settle an unknown production charge as "did not happen" without the person', async () => {
    const operationId = await unknownCharge();
    const settle = { operation_id: operationId, verdict: 'did_not_happen' as const };
    const asked = await f.call('outcomes:markResolved', settle);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            operation: 'Mark an unknown outcome resolved: it did not happen',
            amount: { value: 25.5, currency: 'USD' },
            target: expect.stringContaining(operationId),
          },
        },
      },
    });
    const guess = f.printedCode() === '000000' ? '000001' : '000000';
    expect(await f.call('outcomes:markResolved', { ...settle, confirmation: guess })).toMatchObject(
      { ok: false, error: { code: 'forbidden' } },
    );
    expect(
      (await f.call('outcomes:unresolved')).value.map(
        (r: { operation_id: string }) => r.operation_id,
      ),
    ).toContain(operationId);

    expect(
      await f.call('outcomes:markResolved', { ...settle, confirmation: f.printedCode() }),
    ).toMatchObject({ ok: true, value: { outcome: 'failed' } });
  });

  it('cannot force-delete a real user’s card, or add one, without the person', async () => {
    production.control.reset();
    const removal = {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-visa-approved',
      force_delete: true,
    };
    const asked = await f.call('users:removeInstrument', removal);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            operation: 'Remove an instrument from a user',
            target: 'user usr-seed-maria, instrument ins-seed-visa-approved, force delete',
          },
        },
      },
    });
    const card = {
      holder_name: 'Ana Live',
      number: '4111111111111111',
      cvv: '123',
      expiration_month: '12',
      expiration_year: '2039',
    };
    expect(await f.call('instruments:create', card)).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        confirmation: { summary: { operation: 'Create an instrument', last_four: '1111' } },
      },
    });
    const writes = () =>
      production.control.requests().filter((r) => r.method !== 'GET' && r.path.startsWith('/v1/'));
    expect(writes()).toEqual([]);
    expect(JSON.stringify(await f.call('activity:query', {}))).not.toContain('usr-seed-maria');

    const created = await f.call('instruments:create', { ...card, confirmation: f.printedCode() });
    expect(created).toMatchObject({ ok: true, value: { id: expect.any(String) } });
    expect(writes()).toHaveLength(1);
  });

  it('a code printed before the profile changed opens nothing after it, even once the edit was confirmed', async () => {
    production.control.reset();
    await f.call('payments:authorize', authorization);
    const paymentCode = f.printedCode()!;
    const profile = (await f.call('profiles:list')).value.profiles.find(
      (p: { id: string }) => p.id === profileId,
    );
    const edit = {
      id: profileId,
      changes: {
        name: profile.name,
        baseUrl: profile.baseUrl,
        clientId: profile.clientId,
        production: true,
        extraHeaders: { 'X-HTTP-Method-Override': 'DELETE' },
      },
    };
    // The page adds a header: that, too, waits for the person now.
    expect(await f.call('profiles:update', edit)).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: { changes: ['Extra headers changed: X-HTTP-Method-Override'] },
        },
      },
    });
    expect(
      await f.call('profiles:update', { ...edit, confirmation: f.printedCode() }),
    ).toMatchObject({ ok: true });

    const stale = await f.call('payments:authorize', {
      ...authorization,
      confirmation: paymentCode,
    });
    expect(stale).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(moneySent()).toEqual([]);
  });

  it('twenty parallel submits with a just-used code do not lock confirmations for the run', async () => {
    production.control.reset();
    const input = { payment_id: 'pay-seed-pos-drill-authorized' };
    await f.call('pos:cancelOrRefund', input);
    const code = f.printedCode()!;
    expect(await f.call('pos:cancelOrRefund', { ...input, confirmation: code })).toMatchObject({
      ok: true,
    });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('pos:cancelOrRefund', { ...input, confirmation: code }),
      ),
    );
    expect(burst.map((answer) => answer.error?.apiCode)).toEqual(
      Array(20).fill('confirmation_required'),
    );
    expect(moneySent()).toHaveLength(1);

    await f.call('payments:authorize', authorization);
    expect(
      await f.call('payments:authorize', { ...authorization, confirmation: f.printedCode() }),
    ).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
  });
});
