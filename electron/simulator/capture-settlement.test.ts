import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTURE_PRESENTS_AFTER_S, CAPTURE_SETTLES_AFTER_S } from './capture-settlement';
import { authBody, openSimulator, type Json, type Simulator } from './test-support';

/*
 * The reference dialect settles captures later, as the real sandbox does: PENDING with an
 * estimated date, then APPROVED once the simulator's clock passes it. The friendly dialect keeps
 * its instant capture.
 */

const AUTH = '/v1/payments/authorizations';
const PRESENTS = CAPTURE_PRESENTS_AFTER_S;
const SETTLES = CAPTURE_SETTLES_AFTER_S;

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator({ dialect: 'reference' });
});
afterAll(() => ctx.sb.close());
beforeEach(() => {
  ctx.sb.control.reset();
  ctx.sb.control.setDialect('reference');
});

const advance = (s: number) => ctx.control('POST', '/clock', { advance_s: s });
const payment = async (id: string) => (await ctx.call('GET', `/v1/payments/${id}`)).body;
const captureOf = (p: Json) => p.transactions.find((t: Json) => t.type === 'CAPTURE');
const capturesInLedger = (id: string) =>
  ctx.sb.control.ledger(id).filter((e) => e.kind === 'CAPTURE');

async function authorized(body: Record<string, unknown> = {}) {
  const auth = await ctx.call('POST', AUTH, authBody(body));
  expect(auth.status).toBe(201);
  return auth.body as Json;
}

describe('an AUTOMATIC capture in the reference dialect', () => {
  it('leaves the payment AUTHORIZED with a PENDING capture and its estimated date, then settles it once the clock passes that date', async () => {
    const before = (await ctx.control('GET', '/clock')).body.now_s as number;
    const auth = await authorized({ capture: { mode: 'AUTOMATIC' } });
    const id = auth.payment_id as string;
    const pending = await payment(id);
    expect(pending.status).toBe('AUTHORIZED');
    expect(pending.current_amount).toBe(100);
    expect(pending.captured_amount).toBe(0);
    const estimate = pending.capture.estimated_date as number;
    expect(estimate - before).toBeGreaterThanOrEqual(SETTLES);
    expect(estimate - before).toBeLessThanOrEqual(SETTLES + 5);
    expect(pending.capture).toMatchObject({
      mode: 'AUTOMATIC',
      estimated_date_reason: 'AUTOMATIC_REQUEST',
    });
    expect(captureOf(pending)).toMatchObject({
      status: 'PENDING',
      amount: 100,
      estimated_date: estimate,
      estimated_date_reason: 'AUTOMATIC_REQUEST',
    });
    expect(capturesInLedger(id)).toEqual([]);

    await advance(PRESENTS);
    const presented = await payment(id);
    expect(presented.status).toBe('CAPTURE_PRESENTED');
    expect(captureOf(presented).status).toBe('PENDING');
    expect(capturesInLedger(id)).toEqual([]);

    await advance(SETTLES - PRESENTS);
    const settled = await payment(id);
    expect(settled).toMatchObject({ status: 'CAPTURED', captured_amount: 100 });
    expect(captureOf(settled).status).toBe('APPROVED');
    expect(captureOf(settled).estimated_date).toBeUndefined();
    expect(capturesInLedger(id)).toMatchObject([{ amount: { value: 100, currency: 'USD' } }]);
  });

  it('settles on a list as well as on a read, once only', async () => {
    const { payment_id: id } = await authorized({ capture: { mode: 'AUTOMATIC' } });
    await advance(SETTLES);
    const list = await ctx.call('GET', '/v1/payments?page_size=100');
    expect(list.body.data.find((p: Json) => p.id === id).status).toBe('CAPTURED');
    await payment(id);
    await advance(SETTLES);
    await payment(id);
    expect(capturesInLedger(id)).toHaveLength(1);
  });

  it('is withdrawn by a cancellation before it is presented, and never settles', async () => {
    const auth = await authorized({ capture: { mode: 'AUTOMATIC' } });
    const cancel = await ctx.call('POST', `/v1/transactions/${auth.transaction.id}/reversals`, {
      type: 'CANCELLATION',
    });
    expect(cancel.status).toBe(201);
    await advance(SETTLES);
    const after = await payment(auth.payment_id);
    expect(after.status).toBe('CANCELLED');
    expect(captureOf(after).status).toBe('DECLINED');
    expect(capturesInLedger(auth.payment_id)).toEqual([]);
  });

  it('refuses a second capture, an adjustment and more authorization while it is pending', async () => {
    const auth = await authorized({ capture: { mode: 'AUTOMATIC' } });
    const reversals = `/v1/transactions/${auth.transaction.id}/reversals`;
    for (const body of [
      { type: 'CAPTURE' },
      { type: 'ADJUSTMENT', amount: { value: 50, currency: 'USD' } },
    ]) {
      const refused = await ctx.call('POST', reversals, body);
      expect({ status: refused.status, code: refused.body.error_code }).toEqual({
        status: 409,
        code: 'capture_in_process',
      });
    }
    const more = await ctx.call('POST', '/v1/transactions/authorizations', {
      payment_id: auth.payment_id,
      amount: { value: 5, currency: 'USD' },
    });
    expect(more.status).toBe(409);
  });
});

describe('a requested capture in the reference dialect', () => {
  it('is CAPTURE_IN_PROCESS, then CAPTURE_PRESENTED, then CAPTURED, moving money only at the end', async () => {
    const auth = await authorized();
    const id = auth.payment_id as string;
    const asked = await ctx.call('POST', `/v1/transactions/${auth.transaction.id}/reversals`, {
      type: 'CAPTURE',
      amount: { value: 60, currency: 'USD' },
    });
    expect(asked.body.transaction).toMatchObject({
      status: 'PENDING',
      amount: 60,
      estimated_date_reason: 'MANUAL_REQUEST',
    });
    const inProcess = await payment(id);
    expect(inProcess).toMatchObject({ status: 'CAPTURE_IN_PROCESS', captured_amount: 0 });
    await advance(PRESENTS);
    expect((await payment(id)).status).toBe('CAPTURE_PRESENTED');
    await advance(SETTLES);
    const settled = await payment(id);
    expect(settled).toMatchObject({ status: 'CAPTURED', captured_amount: 60 });
    expect(capturesInLedger(id)).toMatchObject([{ amount: { value: 60 } }]);
    // The rest can be captured once the first one settled.
    const rest = await ctx.call('POST', `/v1/transactions/${auth.transaction.id}/reversals`, {
      type: 'CAPTURE',
    });
    expect(rest.body.transaction).toMatchObject({ status: 'PENDING', amount: 40 });
  });

  it('cannot be cancelled, refunded or cancel-or-refunded until it settles; then it is refunded', async () => {
    const auth = await authorized();
    const reversals = `/v1/transactions/${auth.transaction.id}/reversals`;
    await ctx.call('POST', reversals, { type: 'CAPTURE' });
    for (const type of ['CANCELLATION', 'REVERSAL', 'REFUND']) {
      const refused = await ctx.call('POST', reversals, { type });
      expect({ type, status: refused.status, code: refused.body.error_code }).toEqual({
        type,
        status: 409,
        code: 'capture_in_process',
      });
    }
    const pos = await ctx.call('POST', `/v1/pos/cancel-or-refund/${auth.payment_id}`);
    expect({ status: pos.status, code: pos.body.error_code }).toEqual({
      status: 409,
      code: 'capture_in_process',
    });
    expect(ctx.sb.control.ledger(auth.payment_id).map((e) => e.kind)).toEqual(['AUTHORIZATION']);
    await advance(SETTLES);
    const settledPos = await ctx.call('POST', `/v1/pos/cancel-or-refund/${auth.payment_id}`);
    expect(settledPos.body).toMatchObject({
      action: 'REFUNDED',
      amount: { value: 100, currency: 'USD' },
    });
  });
});

describe('the friendly dialect', () => {
  it('still captures at once, an automatic capture included', async () => {
    ctx.sb.control.setDialect('friendly');
    const auth = await authorized({ capture: { mode: 'AUTOMATIC' } });
    const now = await payment(auth.payment_id);
    expect(now).toMatchObject({ status: 'CAPTURED', capture: { mode: 'AUTOMATIC' } });
    expect(now.capture.estimated_date).toBeUndefined();
    expect(captureOf(now).status).toBe('APPROVED');
  });
});
