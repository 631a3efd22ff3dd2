import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_PAYMENTS_AT } from './seed-payments';
import { authBody, expectError, openSimulator, rawCard, type Simulator } from './test-support';

const T0 = Date.UTC(2026, 4, 1, 9, 0, 0);
let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator({ now: () => T0 });
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const cancelOrRefund = (id: string, body?: unknown) =>
  ctx.call('POST', `/v1/pos/cancel-or-refund/${id}`, body);
const usd = (value: number) => ({ value, currency: 'USD' });
const seedAt = (index: number, step = 0) =>
  (SEED_PAYMENTS_AT + index * 3_600_000 + step * 600_000) / 1000;

describe('POST /v1/pos/cancel-or-refund/{payment_id}', () => {
  it('cancels an authorized payment, then reports it as already cancelled', async () => {
    const first = await cancelOrRefund('pay-seed-pos-drill-authorized');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      payment_id: 'pay-seed-pos-drill-authorized',
      action: 'CANCELLED',
      amount: usd(30),
      transaction_id: expect.stringMatching(/^trx-/),
      resolved_at: T0 / 1000,
      payment: { status: 'CANCELLED', current_amount: 0 },
    });
    const again = await cancelOrRefund('pay-seed-pos-drill-authorized');
    expect(again.body).toMatchObject({
      action: 'ALREADY_CANCELLED',
      amount: usd(0),
      transaction_id: first.body.transaction_id,
      resolved_at: T0 / 1000,
    });
    expect(ctx.sb.control.ledger().map((e) => [e.kind, e.amount.value])).toEqual([
      ['CANCELLATION', 30],
    ]);
  });

  it('refunds what remains of a captured payment, then reports it as already refunded', async () => {
    const first = await cancelOrRefund('pay-seed-pos-drill-captured');
    expect(first.body).toMatchObject({
      action: 'REFUNDED',
      amount: usd(45),
      payment: { status: 'REFUNDED' },
    });
    const again = await cancelOrRefund('pay-seed-pos-drill-captured');
    expect(again.body).toMatchObject({
      action: 'ALREADY_REFUNDED',
      amount: usd(0),
      transaction_id: first.body.transaction_id,
    });
    const partly = await cancelOrRefund('pay-seed-partially-refunded');
    expect(partly.body).toMatchObject({ action: 'REFUNDED', amount: usd(100) });
    const partial = await cancelOrRefund('pay-seed-partially-captured');
    expect(partial.body).toMatchObject({
      action: 'REFUNDED',
      amount: usd(80),
      payment: { status: 'REFUNDED', authorized_amount: 200 },
    });
    expect(ctx.sb.control.ledger().map((e) => e.kind)).toEqual(['REFUND', 'REFUND', 'REFUND']);
  });

  it('reports the seed history of ended payments without moving money', async () => {
    expect((await cancelOrRefund('pay-seed-pos-drill-refunded')).body).toMatchObject({
      action: 'ALREADY_REFUNDED',
      transaction_id: 'trx-seed-pos-drill-refunded-refund',
      resolved_at: seedAt(10, 2),
    });
    expect((await cancelOrRefund('pay-seed-cancelled')).body).toMatchObject({
      action: 'ALREADY_CANCELLED',
      transaction_id: 'trx-seed-cancelled-cancel',
      resolved_at: seedAt(5, 1),
    });
    for (const id of ['pay-seed-declined', 'pay-seed-rejected']) {
      expect((await cancelOrRefund(id)).body).toMatchObject({
        action: 'NOTHING_TO_REVERSE',
        amount: usd(0),
        transaction_id: null,
        resolved_at: T0 / 1000,
      });
    }
    expect(ctx.sb.control.ledger()).toEqual([]);
  });

  it('answers CANCEL_DECLINED for the "reverse/cancel fails" drill card', async () => {
    const auth = await ctx.call(
      'POST',
      '/v1/payments/authorizations',
      authBody({ instrument: rawCard('5100000000000019') }),
    );
    const reply = await cancelOrRefund(auth.body.payment_id);
    expect(reply.body).toMatchObject({
      action: 'CANCEL_DECLINED',
      amount: usd(0),
      payment: { status: 'AUTHORIZED' },
    });
  });

  it('answers 404 payment_not_found and 400 for a body that is not an object', async () => {
    expectError(await cancelOrRefund('pay-missing'), 404, 'payment_not_found');
    expectError(await cancelOrRefund('pay-seed-authorized', [1]), 400, 'invalid_request');
    expect((await cancelOrRefund('pay-seed-authorized', {})).body.action).toBe('CANCELLED');
  });
});
