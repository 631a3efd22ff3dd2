import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { TIP_ABOVE_AMOUNT } from '../../../shared/schemas/payment';
import type { ApiClient } from '../client/api-client';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { amountRefusal } from './amount-rules';
import { fieldReason } from '../../../shared/validation-words';

/** An API that knows one transaction of one payment; every read is counted. */
function apiWith(payment: Record<string, unknown>) {
  const reads: string[] = [];
  const api = {
    call: async ({ path }: { path: string }) => {
      reads.push(path);
      return ok({
        status: 200,
        body: path.startsWith('/v1/transactions/') ? { id: 'trx-1', payment_id: 'pay-1' } : payment,
      });
    },
  } as unknown as ApiClient;
  return { api, reads };
}

const authorization = (amount: Record<string, unknown>): MoneyRequest => ({
  kind: 'payments:authorize',
  path: '/v1/payments/authorizations',
  body: { merchant_id: 'mer-1', instrument: { id: 'ins-1' }, amount, type: 'SALE' },
  targets: { merchant_id: 'mer-1', instrument_id: 'ins-1' },
});

const reversal = (type: string, amount?: number): MoneyRequest => ({
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-1/reversals',
  body: { type, ...(amount !== undefined ? { amount: { value: amount } } : {}) },
  targets: { transaction_id: 'trx-1' },
});

const refunded = {
  id: 'pay-1',
  status: 'REFUNDED',
  currency: 'USD',
  authorized_amount: 150,
  captured_amount: 150,
  refunded_amount: 150,
};
const partlyCaptured = {
  id: 'pay-1',
  status: 'CAPTURED',
  currency: 'USD',
  authorized_amount: 120,
  captured_amount: 20,
  refunded_amount: 0,
};

describe('main judges the amount on the body it is about to send', () => {
  it('refuses a tip above the amount at the Tip field', async () => {
    const { api } = apiWith({});
    const refusal = await amountRefusal(
      api,
      authorization({ value: 10, currency: 'USD', tip: { value: 15 } }),
      {},
    );
    expect(refusal).toMatchObject({
      ok: false,
      error: { code: 'validation', apiCode: 'tip_above_amount', fields: { tip: TIP_ABOVE_AMOUNT } },
    });
    expect(
      await amountRefusal(
        api,
        authorization({ value: 15, currency: 'USD', tip: { value: 15 } }),
        {},
      ),
    ).toBeUndefined();
  });

  it('refuses an amount above the currency’s ceiling unless the person said yes to it', async () => {
    const { api } = apiWith({});
    const huge = authorization({ value: 1_000_000_000, currency: 'USD' });
    expect(await amountRefusal(api, huge, {})).toMatchObject({
      ok: false,
      error: {
        apiCode: 'amount_above_ceiling',
        // The ceiling travels as a sum, for the page to write in the person's language.
        fields: {
          amount: fieldReason('aboveCeiling', { ceiling: { value: 100_000, currency: 'USD' } }),
        },
        message: 'Above USD 100,000.00: confirm this amount to send it',
      },
    });
    expect(await amountRefusal(api, huge, { above_ceiling_confirmed: true })).toBeUndefined();
    expect(
      await amountRefusal(api, authorization({ value: 100_000, currency: 'USD' }), {}),
    ).toBeUndefined();
    // COP's ceiling is in proportion: 100,000 pesos is an everyday sale.
    expect(
      await amountRefusal(api, authorization({ value: 100_001, currency: 'COP' }), {}),
    ).toBeUndefined();
  });

  it.each([
    ['an amount', 999],
    ['no amount (all that is left)', undefined],
  ])('refuses a refund with %s when the payment has nothing left', async (_, amount) => {
    const { api, reads } = apiWith(refunded);
    expect(await amountRefusal(api, reversal('REFUND', amount), {})).toMatchObject({
      ok: false,
      error: {
        apiCode: 'amount_above_what_is_left',
        fields: { amount: fieldReason('nothingToRefund') },
      },
    });
    // The payment is found through the transaction main reads, not an id the page sent.
    expect(reads).toEqual(['/v1/transactions/trx-1', '/v1/payments/pay-1']);
  });

  it('refuses a capture of more than is authorized and not yet captured, and lets the rest go', async () => {
    const { api } = apiWith(partlyCaptured);
    expect(await amountRefusal(api, reversal('CAPTURE', 100.01), {})).toMatchObject({
      error: {
        fields: {
          amount: fieldReason('leftToCapture', { amount: { value: 100, currency: 'USD' } }),
        },
      },
    });
    expect(await amountRefusal(api, reversal('CAPTURE', 100), {})).toBeUndefined();
    expect(await amountRefusal(api, reversal('REFUND', 20.01), {})).toMatchObject({
      error: {
        fields: { amount: fieldReason('leftToRefund', { amount: { value: 20, currency: 'USD' } }) },
      },
    });
  });

  it('leaves a cancellation alone and reads nothing for it', async () => {
    const { api, reads } = apiWith(refunded);
    expect(await amountRefusal(api, reversal('CANCELLATION'), {})).toBeUndefined();
    expect(reads).toEqual([]);
  });
});

describe('through the channel, on the simulator', () => {
  let f: CoreFixture;
  beforeAll(async () => {
    f = await coreFixture();
  });
  afterAll(() => f.core.close());

  it('sends nothing for a refund of a fully refunded payment', async () => {
    const before = (await f.requests()).filter((r) => r.path.endsWith('/reversals')).length;
    const result = await f.call('transactions:reverse', {
      transaction_id: 'trx-seed-refunded-capture',
      type: 'REFUND',
      amount: '999',
      currency: 'USD',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { fields: { amount: fieldReason('nothingToRefund') } },
    });
    expect((await f.requests()).filter((r) => r.path.endsWith('/reversals')).length).toBe(before);
  });
});
