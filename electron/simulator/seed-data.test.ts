import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MERCHANT_IDS, SEED_PAYMENT_IDS, SEED_PAYMENTS } from './seed-payments';
import { SEED_USER_IDS, SEED_USERS } from './seed-users';
import { openSimulator, type Json, type Simulator } from './test-support';

// Far past every seed card's expiry: the seed must not depend on the injected clock.
let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator({ now: () => Date.UTC(2040, 0, 1) });
});
afterAll(() => ctx.sb.close());

const minorToMajor = (minor: number, currency: string) =>
  currency === 'COP' ? minor : minor / 100;

describe('seed users and payments', () => {
  it('serves every seed payment in its declared state, with consistent amounts', async () => {
    for (const seed of SEED_PAYMENTS) {
      const { status, body } = await ctx.call('GET', `/v1/payments/${seed.id}`);
      expect(status).toBe(200);
      const approved = !['FAILED', 'REJECTED'].includes(seed.status);
      const captured = seed.ops
        .filter((o) => o.op === 'capture')
        .reduce((s, o) => s + ('amount' in o ? o.amount : 0), 0);
      const refunded = seed.ops
        .filter((o) => o.op === 'refund')
        .reduce((s, o) => s + ('amount' in o ? o.amount : 0), 0);
      const major = (minor: number) => minorToMajor(minor, seed.currency);
      expect(body).toMatchObject({
        status: seed.status,
        currency: seed.currency,
        merchant_id: seed.merchantId,
        initial_amount: major(seed.amount),
        authorized_amount: approved ? major(seed.amount) : 0,
        captured_amount: major(captured),
        refunded_amount: major(refunded),
        payment_instrument: { id: seed.instrumentId },
      });
      const name = seed.id.replace('pay-seed-', '');
      expect(body.transactions[0].id).toBe(`trx-seed-${name}-auth`);
      expect(body.transactions.every((t: Json) => t.id.startsWith(`trx-seed-${name}-`))).toBe(true);
    }
  });

  it('covers every payment state, both merchants and a COP payment', () => {
    expect(SEED_PAYMENTS.map((p) => p.id)).toEqual(Object.values(SEED_PAYMENT_IDS));
    expect(new Set(SEED_PAYMENTS.map((p) => p.status))).toEqual(
      new Set(['AUTHORIZED', 'CAPTURED', 'REFUNDED', 'CANCELLED', 'FAILED', 'REJECTED']),
    );
    expect(new Set(SEED_PAYMENTS.map((p) => p.merchantId))).toEqual(new Set(SEED_MERCHANT_IDS));
    expect(SEED_PAYMENTS.some((p) => p.currency === 'COP')).toBe(true);
  });

  it('starts with an empty ledger: the seed is history, not an effect', () => {
    expect(ctx.sb.control.ledger()).toEqual([]);
  });

  it('serves the seed users with their links', async () => {
    for (const seed of SEED_USERS) {
      const { body } = await ctx.call('GET', `/v1/users/${seed.id}/instruments?show_inactive=true`);
      expect(body.data.map((x: Json) => [x.id, x.user_instrument.status])).toEqual(
        seed.links.map((l) => [l.instrumentId, l.status]),
      );
    }
    expect(Object.values(SEED_USER_IDS)).toEqual(SEED_USERS.map((u) => u.id));
  });
});
