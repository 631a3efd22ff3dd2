import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canonicalJson, IdempotencyStore, requestFingerprint } from './idempotency';
import { authBody, expectError, openSimulator, type Simulator } from './test-support';

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator();
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const AUTH = '/v1/payments/authorizations';
const withKey = (key: string) => ({ 'Idempotency-Key': key });
const post = (key: string, body: unknown = authBody(), path = AUTH) =>
  ctx.call('POST', path, body, withKey(key));
/** Like `post`, but a dropped connection resolves to null instead of throwing. */
const attempt = (key: string, body: unknown = authBody()) => post(key, body).catch(() => null);
const ledgerSize = () => ctx.sb.control.ledger().length;

describe('Idempotency-Key on POST /v1', () => {
  it('replays the first answer exactly, with Idempotent-Replayed, and moves no money again', async () => {
    const first = await post('k-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await post('k-1');
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(ctx.sb.control.ledger()).toMatchObject([
      { kind: 'AUTHORIZATION', idempotency_key: 'k-1' },
    ]);
    expect(ctx.sb.control.requests().map((r) => r.idempotency_key)).toEqual(['k-1', 'k-1']);
  });

  it('compares bodies as canonical JSON: key order does not matter', async () => {
    const body = authBody();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    await post('k-order', body);
    expect((await post('k-order', reordered)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('answers 422 idempotency_key_reused for another body or another path', async () => {
    await post('k-2');
    expectError(
      await post('k-2', authBody({ amount: { value: 101, currency: 'USD' } })),
      422,
      'idempotency_key_reused',
    );
    expectError(
      await post('k-2', authBody(), '/v1/transactions/authorizations'),
      422,
      'idempotency_key_reused',
    );
    expect(ledgerSize()).toBe(1);
  });

  it('stores 4xx answers too: the same request gets the same refusal', async () => {
    const body = { type: 'REFUND' };
    const path = '/v1/transactions/trx-seed-authorized-auth/reversals';
    const first = await post('k-4xx', body, path);
    expectError(first, 409, 'payment_not_captured');
    const again = await post('k-4xx', body, path);
    expect([again.status, again.text, again.headers.get('idempotent-replayed')]).toEqual([
      409,
      first.text,
      'true',
    ]);
  });

  it('answers 409 idempotency_request_in_progress while the first is still running', async () => {
    ctx.sb.control.armFault({
      match: { method: 'POST', path: AUTH },
      kind: 'delay',
      delay_ms: 300,
    });
    const slow = post('k-slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const concurrent = await post('k-slow');
    expectError(concurrent, 409, 'idempotency_request_in_progress');
    expect((await slow).status).toBe(201);
    expect((await post('k-slow')).headers.get('idempotent-replayed')).toBe('true');
    expect(ledgerSize()).toBe(1);
  });

  it('validates the key: 1 to 255 characters', async () => {
    expectError(await post(''), 400, 'invalid_idempotency_key', 'Idempotency-Key');
    expectError(await post('x'.repeat(256)), 400, 'invalid_idempotency_key');
    expect((await post('x'.repeat(255))).status).toBe(201);
  });

  it('ignores the key on reads', async () => {
    const reply = await ctx.call('GET', '/v1/payments/pay-seed-authorized', undefined, withKey(''));
    expect(reply.status).toBe(200);
  });
});

describe('retries through injected faults never move money twice', () => {
  const arm = (kind: string) => ctx.sb.control.armFault({ match: { path: AUTH }, kind });

  it.each([
    ['reset_after_effect', null, true],
    ['error_500_after_effect', 500, true],
    ['reset_before_effect', null, false],
    ['error_500', 500, false],
  ] as const)(
    '%s: first attempt %s; the retry replays=%s; one ledger entry',
    async (kind, status, replays) => {
      arm(kind);
      const first = await attempt(`k-${kind}`);
      expect(first?.status ?? null).toBe(status);
      expect(ledgerSize()).toBe(replays ? 1 : 0);
      const retry = await post(`k-${kind}`);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe(replays ? 'true' : null);
      expect(ledgerSize()).toBe(1);
    },
  );

  it('without a key, a retry after reset_after_effect charges twice (why keys matter)', async () => {
    arm('reset_after_effect');
    await ctx.call('POST', AUTH, authBody()).catch(() => null);
    await ctx.call('POST', AUTH, authBody());
    expect(ledgerSize()).toBe(2);
  });

  it('a rate-limited request is not stored', async () => {
    ctx.sb.control.armFault({ match: { path: AUTH }, kind: 'rate_limit', retry_after_s: 3 });
    const limited = await post('k-rl');
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toBe('3');
    expect((await post('k-rl')).headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('IdempotencyStore', () => {
  it('scopes keys per client and forgets them after the TTL', () => {
    let now = 0;
    const store = new IdempotencyStore(() => now, 1000);
    const begun = store.begin('a', 'k', 'f');
    expect(begun.kind).toBe('new');
    if (begun.kind === 'new')
      store.complete(begun.ticket, { status: 201, text: '{}', headers: {} });
    expect(store.begin('a', 'k', 'f').kind).toBe('replay');
    expect(store.begin('b', 'k', 'f').kind).toBe('new');
    now = 1001;
    expect(store.begin('a', 'k', 'g').kind).toBe('new');
  });

  it('keeps at most maxEntries, forgetting the oldest', () => {
    const store = new IdempotencyStore(() => 0, 1000, 3);
    for (const key of ['1', '2', '3', '4']) store.begin('c', key, 'f');
    expect(store.size).toBe(3);
    expect(store.begin('c', '1', 'other').kind).toBe('new');
  });

  it('fingerprints method, path and canonical body', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe(
      '{"a":null,"b":[1,{"c":2,"d":1}]}',
    );
    const fp = (path: string, body: string) => requestFingerprint('POST', path, body);
    expect(fp('/x', '{"a":1,"b":2}')).toBe(fp('/x', '{ "b": 2, "a": 1 }'));
    expect(fp('/x', '{"a":1}')).not.toBe(fp('/y', '{"a":1}'));
    expect(fp('/x', 'not json')).not.toBe(fp('/x', 'not  json'));
  });
});
