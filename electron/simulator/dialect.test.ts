import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authBody, openSimulator, request, type Json, type Simulator } from './test-support';

/*
 * The same simulator, worded two ways. The reference dialect must answer in the shapes the
 * public reference documents and the real sandbox sends (shared/testing/api-observed).
 */

const MARIA = '/v1/users/usr-seed-maria/instruments';
const KEY = { 'Idempotency-Key': '6f1f3a52-4a2b-4c55-9a55-000000000001' };

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator({ dialect: 'reference' });
});
afterAll(() => ctx.sb.close());
beforeEach(async () => {
  ctx.sb.control.reset();
  ctx.sb.control.setDialect('reference');
});

const epochSeconds = expect.any(Number) as unknown;

describe('the reference dialect', () => {
  it('lists payments with plain-number transaction amounts and "" for absent values', async () => {
    const list = await ctx.call('GET', '/v1/payments?page_size=100');
    expect(list.status).toBe(200);
    const captured = list.body.data.find((p: Json) => p.id === 'pay-seed-captured');
    expect(captured.transactions[0]).toMatchObject({ amount: 350000, created_at: epochSeconds });
    expect(captured.initial_amount).toBe(350000);
    expect(JSON.stringify(list.body)).not.toContain('null');
  });

  it('answers an authorization with the transaction amount as text, no Idempotency-Key replay', async () => {
    const first = await ctx.call('POST', '/v1/payments/authorizations', authBody(), KEY);
    const again = await ctx.call('POST', '/v1/payments/authorizations', authBody(), KEY);
    expect(first.status).toBe(201);
    expect(first.body.transaction.amount).toBe('100');
    expect(first.body.payment.transactions[0].amount).toBe(100);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.body.payment_id).not.toBe(first.body.payment_id);
    // Both resends moved money: the key was only logged.
    const ledger = ctx.sb.control
      .ledger()
      .filter((e) => e.idempotency_key === KEY['Idempotency-Key']);
    expect(ledger).toHaveLength(2);
  });

  it('reads a transaction, and answers a capture wrapped {payment_id, transaction} with a plain-number amount', async () => {
    const auth = await ctx.call('POST', '/v1/payments/authorizations', authBody());
    const trx = auth.body.transaction.id;
    const read = await ctx.call('GET', `/v1/transactions/${trx}`);
    expect(read.body).toMatchObject({ amount: 100, parent_transaction_id: '' });
    const capture = await ctx.call('POST', `/v1/transactions/${trx}/reversals`, {
      type: 'CAPTURE',
      amount: { value: 40, currency: 'USD' },
    });
    expect(capture.status).toBe(201);
    expect(Object.keys(capture.body).sort()).toEqual(['payment_id', 'transaction']);
    expect(capture.body).toEqual({
      payment_id: auth.body.payment_id,
      transaction: expect.objectContaining({
        id: expect.stringMatching(/^trx-/),
        type: 'CAPTURE',
        status: 'PENDING',
        amount: 40,
      }),
    });
    const reversal = await ctx.call('POST', `/v1/transactions/${trx}/reversals`, {
      type: 'REFUND',
    });
    // Refused while the capture is in process, and worded as the reference words a 409.
    expect(reversal.status).toBe(409);
    expect(reversal.body.error_code).toBe('capture_in_process');
  });

  it('answers a cancellation wrapped too', async () => {
    const auth = await ctx.call('POST', '/v1/payments/authorizations', authBody());
    const cancel = await ctx.call(
      'POST',
      `/v1/transactions/${auth.body.transaction.id}/reversals`,
      {
        type: 'CANCELLATION',
      },
    );
    expect(cancel.body).toEqual({
      payment_id: auth.body.payment_id,
      transaction: expect.objectContaining({
        type: 'CANCELLATION',
        status: 'APPROVED',
        amount: 100,
      }),
    });
  });

  it('takes an alpha-3 country and refuses alpha-2 at the field, where the friendly dialect takes both', async () => {
    const col = await ctx.call('POST', '/v1/payments/authorizations', authBody({ country: 'COL' }));
    expect(col.status).toBe(201);
    expect(col.body.payment.country).toBe('COL');
    const derived = await ctx.call('POST', '/v1/payments/authorizations', authBody());
    expect(derived.body.payment.country).toBe('USA');
    const co = await ctx.call('POST', '/v1/payments/authorizations', authBody({ country: 'CO' }));
    expect({ status: co.status, body: co.body }).toEqual({
      status: 400,
      body: { error_type: 'invalid_field', message: expect.stringContaining('alpha-3') },
    });
    ctx.sb.control.setDialect('friendly');
    const friendly = await ctx.call(
      'POST',
      '/v1/payments/authorizations',
      authBody({ country: 'CO' }),
    );
    expect(friendly.body.payment.country).toBe('CO');
  });

  it('issues a token without grant_type, as client credentials; the friendly dialect still wants it', async () => {
    const ask = () =>
      request(ctx.sb.baseUrl, 'POST', '/oauth/token', {
        body: { client_id: ctx.sb.clientId, client_secret: ctx.sb.clientSecret },
      });
    const granted = await ask();
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    const wrongSecret = await request(ctx.sb.baseUrl, 'POST', '/oauth/token', {
      body: { client_id: ctx.sb.clientId, client_secret: `${ctx.sb.clientSecret}x` },
    });
    expect(wrongSecret.status).toBe(401);
    ctx.sb.control.setDialect('friendly');
    const refused = await ask();
    expect({ status: refused.status, code: refused.body.error_code }).toEqual({
      status: 400,
      code: 'unsupported_grant_type',
    });
  });

  it('gives instruments and users epoch-second times', async () => {
    const user = await ctx.call('GET', `${MARIA}?show_inactive=true`);
    expect(user.body.user.created_at).toEqual(epochSeconds);
    const inactive = user.body.data.find((i: Json) => i.user_instrument.status === 'INACTIVE');
    expect(inactive.user_instrument).toMatchObject({ added_at: epochSeconds });
    const active = user.body.data.find((i: Json) => i.user_instrument.status === 'ACTIVE');
    expect(active.user_instrument.removed_at).toBe('');
    expect(active.created_at).toEqual(epochSeconds);
  });

  it('answers 201 {} when an instrument is added to a user, and keeps the user view for a new user', async () => {
    await ctx.call('DELETE', `${MARIA}/ins-seed-mastercard-approved-debit`);
    const added = await ctx.call('POST', MARIA, {
      instrument_id: 'ins-seed-mastercard-approved-debit',
    });
    expect({ status: added.status, body: added.body }).toEqual({ status: 201, body: {} });
    const created = await ctx.call('POST', '/v1/users/usr-new/instruments', {
      instruments: [{ instrument_id: 'ins-seed-amex-approved' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.user.id).toBe('usr-new');
  });

  it('words errors {error_type, message}, and a 409 {error_code, message}', async () => {
    const again = await ctx.call('POST', MARIA, { instrument_id: 'ins-seed-visa-approved' });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 400,
      body: { error_type: 'instrument_already_added', message: expect.any(String) },
    });
    const open = await ctx.call('DELETE', `${MARIA}/ins-seed-visa-approved`);
    expect({ status: open.status, body: open.body }).toEqual({
      status: 409,
      body: { error_code: 'instrument_has_open_payments', message: expect.any(String) },
    });
    const unauthenticated = await fetch(`${ctx.sb.baseUrl}/v1/payments`);
    expect(await unauthenticated.json()).toEqual({
      error_type: 'unauthorized',
      message: expect.any(String),
    });
  });

  it('switches live through the control API, and back', async () => {
    expect((await ctx.control('GET', '/dialect')).body).toEqual({ dialect: 'reference' });
    expect((await ctx.control('PUT', '/dialect', { dialect: 'friendly' })).status).toBe(200);
    const friendly = await ctx.call('GET', '/v1/payments/pay-seed-captured');
    expect(friendly.body.transactions[0].amount).toEqual({ value: 350000, currency: 'COP' });
    const wrong = await ctx.control('PUT', '/dialect', { dialect: 'posh' });
    expect(wrong.status).toBe(400);
    // A reset is about state, not wording: the dialect stays.
    ctx.sb.control.reset();
    expect(ctx.sb.control.dialect()).toBe('friendly');
  });
});

describe('the friendly dialect (the default)', () => {
  it('keeps {value, currency} amounts, error_code errors with their field, and replays', async () => {
    ctx.sb.control.setDialect('friendly');
    const first = await ctx.call('POST', '/v1/payments/authorizations', authBody(), KEY);
    const again = await ctx.call('POST', '/v1/payments/authorizations', authBody(), KEY);
    expect(first.body.transaction.amount).toEqual({ value: 100, currency: 'USD' });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.payment_id).toBe(first.body.payment_id);
    const refused = await ctx.call('POST', MARIA, { instrument_id: 'ins-seed-visa-approved' });
    expect(refused.body).toMatchObject({
      error_code: 'instrument_already_added',
      field: 'instrument_id',
    });
  });
});
