import { describe, expect, it } from 'vitest';
import { refuse } from '../../../shared/error-words';
import { ok } from '../../../shared/result';
import type { ApiClient } from '../client/api-client';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { readPlan } from './approval-plan';

/** An API that knows one payment (and one transaction of it); every call is counted. */
function apiWith(payment: Record<string, unknown> | undefined) {
  const calls: { method: string; path: string }[] = [];
  const api = {
    call: async ({ method, path }: { method: string; path: string }) => {
      calls.push({ method, path });
      if (path.startsWith('/v1/transactions/'))
        return ok({ status: 200, body: { id: 'trx-1', payment_id: 'pay-1' } });
      return payment
        ? ok({ status: 200, body: payment })
        : refuse('not_found', 'payment_not_found', { id: 'pay-1' });
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const cancelOrRefund: MoneyRequest = {
  kind: 'pos:cancelOrRefund',
  path: '/v1/pos/cancel-or-refund/pay-1',
  body: {},
  targets: { payment_id: 'pay-1' },
};
const reversal = (type: string, amount?: number): MoneyRequest => ({
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-1/reversals',
  body: { type, ...(amount !== undefined ? { amount: { value: amount } } : {}) },
  targets: { transaction_id: 'trx-1' },
});
const at = new Date('2026-11-27T14:05:00.000Z');
const now = () => at;
const payment = (fields: Record<string, unknown>) => ({ id: 'pay-1', currency: 'USD', ...fields });

describe('what a request without an amount would move, read when it is asked', () => {
  it('plans cancel-or-refund as the API decides it: hold cancelled, captured money back, or nothing', async () => {
    const authorized = payment({ status: 'AUTHORIZED', authorized_amount: 30, captured_amount: 0 });
    expect(await readPlan(apiWith(authorized).api, cancelOrRefund, now)).toEqual({
      action: 'cancel',
      amount: { value: 30, currency: 'USD' },
      readAt: at.toISOString(),
    });
    const partlyRefunded = payment({
      status: 'CAPTURED',
      authorized_amount: 5000,
      captured_amount: 5000,
      refunded_amount: 1250.5,
    });
    expect(await readPlan(apiWith(partlyRefunded).api, cancelOrRefund, now)).toMatchObject({
      action: 'refund',
      amount: { value: 3749.5, currency: 'USD' },
    });
    for (const status of ['REFUNDED', 'CANCELLED', 'FAILED'])
      expect(await readPlan(apiWith(payment({ status })).api, cancelOrRefund, now)).toEqual({
        action: 'nothing',
        readAt: at.toISOString(),
      });
    // A capture on its way: the API refuses now and decides later; no figure is made up.
    expect(
      await readPlan(
        apiWith(payment({ status: 'CAPTURE_IN_PROCESS', authorized_amount: 80 })).api,
        cancelOrRefund,
        now,
      ),
    ).toEqual({ action: 'unclear', readAt: at.toISOString() });
  });

  it('only reads, and stores nothing when the payment cannot be read', async () => {
    const { api, calls } = apiWith(undefined);
    expect(await readPlan(api, cancelOrRefund, now)).toBeUndefined();
    expect(calls).toEqual([{ method: 'GET', path: '/v1/payments/pay-1' }]);
  });

  it('reads nothing for a body that names its amount', async () => {
    const { api, calls } = apiWith(payment({ status: 'CAPTURED', captured_amount: 10 }));
    const named = { ...reversal('REFUND', 5), amount: { value: 5, currency: 'USD' } };
    expect(await readPlan(api, named, now)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('plans a reversal with no amount as what is left of its kind, through its transaction’s payment', async () => {
    const captured = payment({
      status: 'CAPTURED',
      authorized_amount: 120,
      captured_amount: 20,
      refunded_amount: 0,
    });
    const { api, calls } = apiWith(captured);
    expect(await readPlan(api, reversal('REFUND'), now)).toMatchObject({
      action: 'refund',
      amount: { value: 20, currency: 'USD' },
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/transactions/trx-1',
      'GET /v1/payments/pay-1',
    ]);
    expect(await readPlan(api, reversal('CAPTURE'), now)).toMatchObject({
      action: 'capture',
      amount: { value: 100, currency: 'USD' },
    });
    // Typed without a currency: that amount, in the payment's.
    expect(await readPlan(api, reversal('REFUND', 7.5), now)).toMatchObject({
      action: 'refund',
      amount: { value: 7.5, currency: 'USD' },
    });
    const refunded = payment({ status: 'REFUNDED', captured_amount: 20, refunded_amount: 20 });
    expect(await readPlan(apiWith(refunded).api, reversal('REFUND'), now)).toMatchObject({
      action: 'nothing',
    });
  });
});
