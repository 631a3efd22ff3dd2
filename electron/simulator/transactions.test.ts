import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authBody, expectError, openSimulator, type Simulator } from './test-support';

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator();
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const usd = (value: number) => ({ value, currency: 'USD' });

describe('POST /v1/transactions/authorizations', () => {
  it('creates a payment when no payment_id is given', async () => {
    const reply = await ctx.call('POST', '/v1/transactions/authorizations', authBody());
    expect(reply.status).toBe(201);
    expect(reply.body.payment).toMatchObject({ status: 'AUTHORIZED', authorized_amount: 100 });
  });

  it('adds an approved incremental authorization to the authorized amount', async () => {
    const reply = await ctx.call('POST', '/v1/transactions/authorizations', {
      payment_id: 'pay-seed-authorized',
      amount: usd(30.5),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      payment_id: 'pay-seed-authorized',
      response_code: '00',
      transaction: { type: 'AUTHORIZATION', status: 'APPROVED', amount: usd(30.5) },
      payment: { status: 'AUTHORIZED', authorized_amount: 150.5, initial_amount: 120 },
    });
    expect(ctx.sb.control.ledger()).toMatchObject([{ kind: 'AUTHORIZATION', amount: usd(30.5) }]);
  });

  it('refuses payments that are not AUTHORIZED, another currency or another merchant', async () => {
    const more = (body: Record<string, unknown>) =>
      ctx.call('POST', '/v1/transactions/authorizations', { amount: usd(1), ...body });
    expectError(await more({ payment_id: 'pay-missing' }), 404, 'payment_not_found');
    expectError(
      await more({ payment_id: 'pay-seed-captured', amount: { value: 1, currency: 'COP' } }),
      409,
      'payment_not_authorizable',
    );
    expectError(
      await more({ payment_id: 'pay-seed-authorized', amount: { value: 1, currency: 'EUR' } }),
      409,
      'payment_not_authorizable',
    );
    expectError(
      await more({ payment_id: 'pay-seed-authorized', merchant_id: 'mer-seed-store-2' }),
      409,
      'payment_not_authorizable',
      'merchant_id',
    );
    expectError(
      await more({
        payment_id: 'pay-seed-authorized',
        instrument: { id: 'ins-seed-amex-approved' },
      }),
      409,
      'payment_not_authorizable',
      'instrument',
    );
    expect(ctx.sb.control.ledger()).toEqual([]);
  });
});

describe('GET /v1/transactions/{id}', () => {
  it('reads a transaction with its payment id', async () => {
    const reply = await ctx.call('GET', '/v1/transactions/trx-seed-partially-captured-capture');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: 'trx-seed-partially-captured-capture',
      type: 'CAPTURE',
      status: 'APPROVED',
      status_detail: 'Partially captured',
      amount: usd(80),
      created_at: expect.any(Number),
      payment_id: 'pay-seed-partially-captured',
      parent_transaction_id: 'trx-seed-partially-captured-auth',
      response_code: '00',
      response_code_description: 'Approved',
    });
    const auth = await ctx.call('GET', '/v1/transactions/trx-seed-authorized-auth');
    expect(auth.body.network_data).toMatchObject({ approval_code: 'SEED01' });
    expectError(
      await ctx.call('GET', '/v1/transactions/trx-missing'),
      404,
      'transaction_not_found',
    );
  });
});
