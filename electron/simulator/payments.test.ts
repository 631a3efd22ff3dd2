import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authBody,
  expectError,
  openSimulator,
  rawCard,
  type Json,
  type Simulator,
} from './test-support';

const T0 = Date.UTC(2026, 2, 10, 15, 30, 0);
let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator({ now: () => T0 });
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const authorize = (body: unknown, headers?: Record<string, string>) =>
  ctx.call('POST', '/v1/payments/authorizations', body, headers);

describe('POST /v1/payments/authorizations: outcomes', () => {
  it('approves a stored instrument and answers with transaction and payment', async () => {
    const reply = await authorize(
      authBody({
        amount: { value: 99.99, currency: 'USD', tip: { value: 9.99 } },
        initiator: 'CUSTOMER',
        entry_mode: 'CHIP',
        order_type: 'RETAIL',
        terminal: { id: 'term-7', use_case: 'UNATTENDED', serial: 'X1' },
        brand_new_field: { ignored: true },
      }),
    );
    expect(reply.status).toBe(201);
    const { body } = reply;
    const at = T0 / 1000;
    expect(body).toEqual({
      payment_id: expect.stringMatching(/^pay-[0-9a-f]{24}$/),
      instrument_id: 'ins-seed-visa-approved',
      response_code: '00',
      response_code_description: 'Approved',
      transaction: {
        id: expect.stringMatching(/^trx-[0-9a-f]{24}$/),
        type: 'AUTHORIZATION',
        status: 'APPROVED',
        status_detail: 'Approved',
        amount: { value: 99.99, currency: 'USD' },
        created_at: at,
        network_data: {
          approval_code: expect.stringMatching(/^[0-9A-F]{6}$/),
          system_trace_audit_number: expect.stringMatching(/^\d{6}$/),
          transmission_date_time: '0310153000',
          settlement_date: '0310',
        },
      },
      payment: {
        id: body.payment_id,
        external_client_trace_id: null,
        status: 'AUTHORIZED',
        status_detail: 'Authorized, awaiting capture',
        initial_amount: 99.99,
        current_amount: 99.99,
        authorized_amount: 99.99,
        captured_amount: 0,
        refunded_amount: 0,
        tip_amount: 9.99,
        currency: 'USD',
        country: 'USA',
        merchant_id: 'mer-seed-store-1',
        type: 'SALE',
        capture: { mode: 'MANUAL' },
        payment_instrument: {
          type: 'CARD',
          id: 'ins-seed-visa-approved',
          last_four_digits: '1111',
          card_brand: 'VISA',
        },
        terminal: { id: 'term-7', use_case: 'UNATTENDED', serial: 'X1' },
        initiator: 'CUSTOMER',
        entry_mode: 'CHIP',
        order_type: 'RETAIL',
        created_at: at,
        updated_at: at,
        transactions: [
          {
            id: body.transaction.id,
            type: 'AUTHORIZATION',
            status: 'APPROVED',
            status_detail: 'Approved',
            amount: { value: 99.99, currency: 'USD' },
            created_at: at,
          },
        ],
      },
    });
    expect(ctx.sb.control.ledger()).toMatchObject([
      {
        kind: 'AUTHORIZATION',
        payment_id: body.payment_id,
        amount: { value: 99.99, currency: 'USD' },
      },
    ]);
  });

  it.each([
    ['ins-seed-mastercard-insufficient-funds', 'DECLINED', '51', 'Insufficient funds', 'FAILED'],
    ['ins-seed-mastercard-fraud', 'DECLINED', '59', 'Suspected fraud', 'FAILED'],
    ['ins-seed-mastercard-expired-decline', 'DECLINED', '54', 'Expired card', 'FAILED'],
    [
      'ins-seed-mastercard-processing-error',
      'DECLINED',
      '96',
      'System malfunction (processing error)',
      'FAILED',
    ],
    ['ins-seed-mastercard-rejected', 'REJECTED', '05', 'Do not honor', 'REJECTED'],
    ['ins-seed-mastercard-approved-debit', 'APPROVED', '00', 'Approved', 'AUTHORIZED'],
  ])('%s → %s %s, payment %s', async (instrument, status, code, description, paymentStatus) => {
    const reply = await authorize(authBody({ instrument: { id: instrument } }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      response_code: code,
      response_code_description: description,
      transaction: { status },
      payment: { status: paymentStatus },
    });
    const approved = status === 'APPROVED';
    expect('approval_code' in reply.body.transaction.network_data).toBe(approved);
    expect(reply.body.payment.authorized_amount).toBe(approved ? 100 : 0);
    expect(reply.body.payment.initial_amount).toBe(100);
    expect(ctx.sb.control.ledger()).toHaveLength(approved ? 1 : 0);
  });

  it('charges a raw card by PAN hash without storing it', async () => {
    const before = (await ctx.call('GET', '/v1/instruments?page_size=100')).body.data.length;
    const declined = await authorize(authBody({ instrument: rawCard('5555 4444 3333 1111') }));
    expect(declined.body).toMatchObject({ instrument_id: null, response_code: '51' });
    const approved = await authorize(authBody({ instrument: rawCard('5191872272166422') }));
    expect(approved.body.payment.payment_instrument).toEqual({
      type: 'CARD',
      id: null,
      last_four_digits: '6422',
      card_brand: 'MASTERCARD',
    });
    expect(approved.text).not.toContain('5191872272166422');
    expect((await ctx.call('GET', '/v1/instruments?page_size=100')).body.data).toHaveLength(before);
  });

  it('accepts the published reversal drill cards although they fail the Luhn check', async () => {
    for (const pan of ['5100000000000018', '5100000000000019']) {
      const reply = await authorize(authBody({ instrument: rawCard(pan) }));
      expect(reply.body.transaction.status).toBe('APPROVED');
    }
  });

  it('captures at once with capture.mode AUTOMATIC', async () => {
    const reply = await authorize(authBody({ capture: { mode: 'AUTOMATIC' } }));
    expect(reply.body.payment).toMatchObject({
      status: 'CAPTURED',
      captured_amount: 100,
      capture: { mode: 'AUTOMATIC' },
    });
    expect(reply.body.payment.transactions.map((t: Json) => t.type)).toEqual([
      'AUTHORIZATION',
      'CAPTURE',
    ]);
    expect(ctx.sb.control.ledger().map((e) => e.kind)).toEqual(['AUTHORIZATION', 'CAPTURE']);
  });

  it('takes numeric strings and zero-decimal currencies', async () => {
    const usd = await authorize(authBody({ amount: { value: '12.30', currency: 'USD' } }));
    expect(usd.body.payment.authorized_amount).toBe(12.3);
    const cop = await authorize(authBody({ amount: { value: 250000, currency: 'COP' } }));
    expect(cop.body.payment).toMatchObject({
      authorized_amount: 250000,
      currency: 'COP',
      country: 'COL',
    });
  });

  it('lets the caller choose the payment id once', async () => {
    const first = await authorize(authBody({ id: 'pay-mine-1' }));
    expect(first.body.payment_id).toBe('pay-mine-1');
    expectError(
      await authorize(authBody({ id: 'pay-mine-1' })),
      409,
      'resource_already_exists',
      'id',
    );
  });

  it('treats a null terminal.use_case as absent', async () => {
    const reply = await authorize(authBody({ terminal: { id: 't', use_case: null } }));
    expect(reply.status).toBe(201);
    expect(reply.body.payment.terminal).toEqual({ id: 't' });
  });
});

describe('POST /v1/payments/authorizations: validation', () => {
  const amount = (value: unknown, currency = 'USD') => ({ amount: { value, currency } });
  it.each([
    [{ merchant_id: undefined }, 'missing_field', 'merchant_id'],
    [{ merchant_id: 'bad id' }, 'invalid_field', 'merchant_id'],
    [{ instrument: undefined }, 'missing_field', 'instrument'],
    [{ instrument: 'ins-seed-visa-approved' }, 'invalid_field', 'instrument'],
    [{ amount: undefined }, 'missing_field', 'amount'],
    [amount(0), 'invalid_amount', 'amount.value'],
    [amount(-5), 'invalid_amount', 'amount.value'],
    [amount('ten'), 'invalid_amount', 'amount.value'],
    [amount(10.999), 'invalid_amount', 'amount.value'],
    [amount(0.1 + 0.2), 'invalid_amount', 'amount.value'],
    [amount(10.5, 'COP'), 'invalid_amount', 'amount.value'],
    [amount(10, 'usd'), 'invalid_currency', 'amount.currency'],
    [amount(10, 'XYZ'), 'invalid_currency', 'amount.currency'],
    [
      { amount: { value: 10, currency: 'USD', tip: { value: 11 } } },
      'invalid_amount',
      'amount.tip.value',
    ],
    [{ type: undefined }, 'missing_field', 'type'],
    [{ type: 'RECURRING' }, 'invalid_field', 'type'],
    [{ capture: { mode: 'LATER' } }, 'invalid_field', 'capture.mode'],
    [{ initiator: 'BOT' }, 'invalid_field', 'initiator'],
    [{ entry_mode: 5 }, 'invalid_field', 'entry_mode'],
    [{ terminal: 'x' }, 'invalid_field', 'terminal'],
    [{ terminal: { use_case: 'attended' } }, 'invalid_use_case', 'terminal.use_case'],
    [{ terminal: { use_case: '' } }, 'invalid_use_case', 'terminal.use_case'],
    [{ terminal: { use_case: 'KIOSK' } }, 'invalid_use_case', 'terminal.use_case'],
    [{ terminal: { use_case: 1 } }, 'invalid_use_case', 'terminal.use_case'],
    [{ id: 'a/b' }, 'invalid_field', 'id'],
    [{ instrument: rawCard('4111111111111112') }, 'invalid_card_number', 'instrument.card.number'],
    [
      {
        instrument: rawCard('4111111111111111', {
          expiration_month: '01',
          expiration_year: '2026',
        }),
      },
      'card_expired',
      'instrument.card.expiration_year',
    ],
    [{ instrument: { type: 'BANK', card: {} } }, 'invalid_instrument_type', 'instrument.type'],
  ])('%j → 400 %s on %s', async (overrides, code, field) => {
    expectError(await authorize(authBody(overrides)), 400, code, field);
  });

  it('answers 404 for an unknown instrument and 400 for an INACTIVE one', async () => {
    expectError(
      await authorize(authBody({ instrument: { id: 'ins-missing' } })),
      404,
      'instrument_not_found',
      'instrument.id',
    );
    expectError(
      await authorize(authBody({ instrument: { id: 'ins-seed-visa-inactive' } })),
      400,
      'instrument_inactive',
      'instrument.id',
    );
    expect(ctx.sb.control.ledger()).toEqual([]);
  });
});

describe('GET /v1/payments', () => {
  it('reads one payment as the authorization answered it', async () => {
    const { body } = await authorize(authBody());
    const read = await ctx.call('GET', `/v1/payments/${body.payment_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(body.payment);
    expectError(await ctx.call('GET', '/v1/payments/pay-missing'), 404, 'payment_not_found');
  });

  it('lists newest first, filters by status and merchant, and pages', async () => {
    const list = async (query: string) =>
      (await ctx.call('GET', `/v1/payments${query}`)).body.data.map((p: Json) => p.id);
    const all = await list('?page_size=100');
    expect(all).toHaveLength(11);
    expect(all[0]).toBe('pay-seed-pos-drill-refunded');
    expect(await list('?sort=created_at:asc&page_size=2')).toEqual([
      'pay-seed-authorized',
      'pay-seed-partially-captured',
    ]);
    expect(await list('?sort=created_at:asc&page=2&page_size=2')).toEqual([
      'pay-seed-captured',
      'pay-seed-partially-refunded',
    ]);
    expect(await list('?status=AUTHORIZED&sort=created_at:asc')).toEqual([
      'pay-seed-authorized',
      'pay-seed-pos-drill-authorized',
    ]);
    expect(await list('?status=REFUNDED&merchant_id=mer-seed-store-2')).toEqual([
      'pay-seed-pos-drill-refunded',
      'pay-seed-refunded',
    ]);
    expectError(await ctx.call('GET', '/v1/payments?status=DONE'), 400, 'invalid_query', 'status');
  });
});
