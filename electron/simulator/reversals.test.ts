import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authBody,
  expectError,
  openSimulator,
  rawCard,
  type Json,
  type Simulator,
} from './test-support';

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator();
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const usd = (value: number) => ({ value, currency: 'USD' });

/** A fresh AUTHORIZED payment of `value` USD; returns its authorization transaction id. */
async function authorized(value = 100, instrument: unknown = { id: 'ins-seed-visa-approved' }) {
  const reply = await ctx.call(
    'POST',
    '/v1/payments/authorizations',
    authBody({ amount: usd(value), instrument }),
  );
  expect(reply.status).toBe(201);
  return { paymentId: reply.body.payment_id as string, trx: reply.body.transaction.id as string };
}

const reverse = (trx: string, body: unknown) =>
  ctx.call('POST', `/v1/transactions/${trx}/reversals`, body);

const amounts = (p: Json) => [
  p.status,
  p.authorized_amount,
  p.captured_amount,
  p.refunded_amount,
  p.current_amount,
];

describe('POST /v1/transactions/{id}/reversals: CAPTURE', () => {
  it('captures in parts up to the authorized amount, then refuses', async () => {
    const { trx } = await authorized(100);
    const first = await reverse(trx, { type: 'CAPTURE', amount: { value: 40 } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^trx-/),
      type: 'CAPTURE',
      status: 'APPROVED',
      amount: usd(40),
      parent_transaction_id: trx,
      created_at: expect.any(Number),
    });
    expect(amounts(first.body.payment)).toEqual(['CAPTURED', 100, 40, 0, 40]);
    expectError(
      await reverse(first.body.id, { type: 'CAPTURE', amount: usd(60.01) }),
      409,
      'amount_exceeds_capturable',
    );
    const rest = await reverse(trx, { type: 'CAPTURE' });
    expect(rest.body.amount).toEqual(usd(60));
    expect(amounts(rest.body.payment)).toEqual(['CAPTURED', 100, 100, 0, 100]);
    expectError(
      await reverse(trx, { type: 'CAPTURE', amount: usd(1) }),
      409,
      'payment_already_captured',
    );
    expect(ctx.sb.control.ledger().map((e) => [e.kind, e.amount.value])).toEqual([
      ['AUTHORIZATION', 100],
      ['CAPTURE', 40],
      ['CAPTURE', 60],
    ]);
  });

  it('refuses to capture after a refund or on an ended payment', async () => {
    const { trx } = await authorized(100);
    await reverse(trx, { type: 'CAPTURE', amount: usd(50) });
    await reverse(trx, { type: 'REFUND', amount: usd(10) });
    expectError(
      await reverse(trx, { type: 'CAPTURE', amount: usd(10) }),
      409,
      'payment_not_capturable',
    );
    expectError(
      await reverse('trx-seed-cancelled-auth', { type: 'CAPTURE' }),
      409,
      'payment_not_capturable',
    );
    expectError(
      await reverse('trx-seed-declined-auth', { type: 'CAPTURE' }),
      409,
      'payment_not_capturable',
    );
  });
});

describe('POST /v1/transactions/{id}/reversals: REFUND', () => {
  it('refunds in parts, lowering current_amount, and ends REFUNDED', async () => {
    const partial = await reverse('trx-seed-captured-capture', {
      type: 'REFUND',
      amount: { value: 50000, currency: 'COP' },
    });
    expect(amounts(partial.body.payment)).toEqual(['CAPTURED', 350000, 350000, 50000, 300000]);
    expectError(
      await reverse('trx-seed-captured-auth', { type: 'REFUND', amount: { value: 300001 } }),
      409,
      'amount_exceeds_refundable',
    );
    const rest = await reverse('trx-seed-captured-auth', { type: 'REFUND' });
    expect(rest.body.amount).toEqual({ value: 300000, currency: 'COP' });
    expect(amounts(rest.body.payment)).toEqual(['REFUNDED', 350000, 350000, 350000, 0]);
    expectError(
      await reverse('trx-seed-captured-auth', { type: 'REFUND' }),
      409,
      'payment_already_refunded',
    );
  });

  it('refuses before capture', async () => {
    expectError(
      await reverse('trx-seed-authorized-auth', { type: 'REFUND' }),
      409,
      'payment_not_captured',
    );
    expectError(
      await reverse('trx-seed-cancelled-auth', { type: 'REFUND' }),
      409,
      'payment_not_captured',
    );
  });
});

describe('POST /v1/transactions/{id}/reversals: CANCELLATION and REVERSAL', () => {
  it.each(['CANCELLATION', 'REVERSAL'])(
    '%s releases the authorization and ends CANCELLED',
    async (type) => {
      const { trx } = await authorized(80);
      const reply = await reverse(trx, { type });
      expect(reply.body).toMatchObject({ type, status: 'APPROVED', amount: usd(80) });
      expect(amounts(reply.body.payment)).toEqual(['CANCELLED', 80, 0, 0, 0]);
      expect(ctx.sb.control.ledger().map((e) => e.kind)).toEqual(['AUTHORIZATION', type]);
      expectError(await reverse(trx, { type }), 409, 'payment_not_reversible');
    },
  );

  it('refuses after capture, on failed payments and with an amount', async () => {
    expectError(
      await reverse('trx-seed-captured-auth', { type: 'CANCELLATION' }),
      409,
      'payment_already_captured',
    );
    expectError(
      await reverse('trx-seed-refunded-auth', { type: 'REVERSAL' }),
      409,
      'payment_already_captured',
    );
    expectError(
      await reverse('trx-seed-declined-auth', { type: 'REVERSAL' }),
      409,
      'payment_not_reversible',
    );
    expectError(
      await reverse('trx-seed-rejected-auth', { type: 'CANCELLATION' }),
      409,
      'payment_not_reversible',
    );
    expectError(
      await reverse('trx-seed-authorized-auth', { type: 'CANCELLATION', amount: usd(1) }),
      400,
      'amount_not_allowed',
      'amount',
    );
  });

  it('follows the drill cards: …0018 reverses, …0019 is refused and changes nothing', async () => {
    const ok = await authorized(20, rawCard('5100000000000018'));
    expect((await reverse(ok.trx, { type: 'REVERSAL' })).body.payment.status).toBe('CANCELLED');
    const refused = await authorized(20, rawCard('5100000000000019'));
    const reply = await reverse(refused.trx, { type: 'CANCELLATION' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'DECLINED',
      response_code: '12',
      payment: { status: 'AUTHORIZED' },
    });
    expect(ctx.sb.control.ledger(refused.paymentId).map((e) => e.kind)).toEqual(['AUTHORIZATION']);
  });
});

describe('POST /v1/transactions/{id}/reversals: ADJUSTMENT', () => {
  it('sets the authorized amount up or down before capture; the ledger gets the change', async () => {
    const { trx, paymentId } = await authorized(100);
    const down = await reverse(trx, { type: 'ADJUSTMENT', amount: usd(75.25) });
    expect(down.body).toMatchObject({ type: 'ADJUSTMENT', amount: usd(75.25) });
    expect(amounts(down.body.payment)).toEqual(['AUTHORIZED', 75.25, 0, 0, 75.25]);
    const up = await reverse(trx, { type: 'ADJUSTMENT', amount: usd(120) });
    expect(up.body.payment.authorized_amount).toBe(120);
    expect(ctx.sb.control.ledger(paymentId).map((e) => e.amount.value)).toEqual([
      100, -24.75, 44.75,
    ]);
  });

  it('needs an amount and refuses after capture', async () => {
    expectError(
      await reverse('trx-seed-authorized-auth', { type: 'ADJUSTMENT' }),
      400,
      'missing_field',
      'amount',
    );
    expectError(
      await reverse('trx-seed-captured-auth', { type: 'ADJUSTMENT', amount: { value: 1 } }),
      409,
      'payment_already_captured',
    );
    expectError(
      await reverse('trx-seed-cancelled-auth', { type: 'ADJUSTMENT', amount: usd(1) }),
      409,
      'payment_not_adjustable',
    );
  });
});

describe('POST /v1/transactions/{id}/reversals: malformed requests', () => {
  it.each([
    [{}, 'missing_field', 'type'],
    [{ type: 'VOID' }, 'invalid_field', 'type'],
    [{ type: 'CAPTURE', amount: 5 }, 'invalid_field', 'amount'],
    [{ type: 'CAPTURE', amount: { value: 0 } }, 'invalid_amount', 'amount.value'],
    [{ type: 'CAPTURE', amount: { value: 1.234 } }, 'invalid_amount', 'amount.value'],
    [
      { type: 'CAPTURE', amount: { value: 1, currency: 'EUR' } },
      'currency_mismatch',
      'amount.currency',
    ],
  ])('%j → 400 %s', async (body, code, field) => {
    expectError(await reverse('trx-seed-authorized-auth', body), 400, code, field);
  });

  it('answers 404 transaction_not_found for an unknown transaction', async () => {
    expectError(await reverse('trx-missing', { type: 'CAPTURE' }), 404, 'transaction_not_found');
  });
});
