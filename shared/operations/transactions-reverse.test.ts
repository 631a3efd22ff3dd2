import { describe, expect, it } from 'vitest';
import { transactionsReverse } from './transactions-reverse';

/*
 * A capture's or a reversal's answer, bare as the friendly simulator sends it or wrapped
 * `{payment_id, transaction: {…}}` as public clients of the real API read it: the same facts.
 */

const WRAPPED = {
  payment_id: 'pay-1',
  transaction: {
    id: 'trx-2',
    type: 'CAPTURE',
    status: 'PENDING',
    status_detail: 'Capture pending settlement',
    amount: 40.5,
    estimated_date: 1_762_134_929,
  },
};

describe('transactions:reverse reads its answer', () => {
  it('wrapped: the transaction’s status, ids and amount, the currency from what the request knew', () => {
    const facts = transactionsReverse.read(WRAPPED, { currency: 'USD' });
    expect(facts).toEqual({
      status: 'PENDING',
      status_detail: 'Capture pending settlement',
      moved: { value: 40.5, currency: 'USD' },
      ids: { payment_id: 'pay-1', transaction_id: 'trx-2' },
    });
    expect(transactionsReverse.judge(facts)).toBe('pending');
  });

  it('wrapped with the transaction’s own currency, which wins over the request’s', () => {
    const body = { ...WRAPPED, transaction: { ...WRAPPED.transaction, currency: 'COP' } };
    expect(transactionsReverse.read(body, { currency: 'USD' }).moved).toEqual({
      value: 40.5,
      currency: 'COP',
    });
  });

  it('bare, as before: a top-level amount with its currency', () => {
    const facts = transactionsReverse.read({
      id: 'trx-3',
      payment_id: 'pay-1',
      type: 'REFUND',
      status: 'APPROVED',
      amount: { value: 10, currency: 'USD' },
    });
    expect(facts).toMatchObject({
      status: 'APPROVED',
      moved: { value: 10, currency: 'USD' },
      ids: { payment_id: 'pay-1', transaction_id: 'trx-3' },
    });
  });

  it('journals the payment’s currency with a full capture, which sends no amount', () => {
    const call = transactionsReverse.request({
      transaction_id: 'trx-1',
      payment_id: 'pay-1',
      type: 'CAPTURE',
      currency: 'USD',
    });
    expect(call.ok && call.value).toMatchObject({
      body: { type: 'CAPTURE' },
      targets: { transaction_id: 'trx-1', payment_id: 'pay-1', currency: 'USD' },
    });
  });
});
