import { describe, expect, it } from 'vitest';
import type { JournalBegin, JournalEntry } from '../../../shared/schemas/journal';
import {
  paymentOfAnswer,
  settledByCancelOrRefund,
  triedThisPayment,
  wentThroughOutcome,
} from './unknown-outcome-rules';

const PAYMENT = 'pay-settle0001';

function begin(changes: Partial<JournalBegin> = {}): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: 'op-unknown0001',
    at: '2025-11-03T01:56:34.000Z',
    operator: 'qa',
    app_version: 'test',
    profile: { id: 'prf-remote0001', name: 'Acquirer', production: false },
    operation: 'transactions:reverse',
    targets: { payment_id: PAYMENT },
    amount: { value: 20, currency: 'USD' },
    idempotency_key: '6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10',
    request: { method: 'POST', url: `https://api.test/v1/payments/${PAYMENT}/reversals`, body: {} },
    body_exact: true,
    ...changes,
  };
}

const unknown = (changes: Partial<JournalBegin> = {}): JournalEntry => ({
  begin: begin(changes),
  attempts: [],
});

const cancelOrRefund = begin({
  operation_id: 'op-cancel00001',
  operation: 'pos:cancelOrRefund',
  request: { method: 'POST', url: `https://api.test/v1/pos/cancel-or-refund`, body: {} },
});

const settles = (entry: JournalEntry) =>
  settledByCancelOrRefund(entry, cancelOrRefund, cancelOrRefund.operation_id, PAYMENT);

describe('unknown outcome rules', () => {
  it('judges "it went through" from the payment main reads: a refused authorization is declined', () => {
    for (const status of ['FAILED', 'REJECTED', 'DECLINED']) {
      expect(wentThroughOutcome('payments:authorize', status)).toBe('declined');
      expect(wentThroughOutcome('transactions:authorize', status)).toBe('declined');
    }
    expect(wentThroughOutcome('payments:authorize', 'AUTHORIZED')).toBe('succeeded');
    expect(wentThroughOutcome('payments:authorize', undefined)).toBe('succeeded');
    // A reversal that went through on a payment refused since is still a reversal that happened.
    expect(wentThroughOutcome('transactions:reverse', 'DECLINED')).toBe('succeeded');
  });

  it('lets a cancel-or-refund settle the unknowns of its payment, on its profile and server only', () => {
    expect(settles(unknown())).toBe(true);
    // Its own record is its own outcome, not one it settles.
    expect(settles(unknown({ operation_id: cancelOrRefund.operation_id }))).toBe(false);
    expect(settles(unknown({ targets: { payment_id: 'pay-another0001' } }))).toBe(false);
    expect(
      settles(unknown({ profile: { id: 'prf-other00001', name: 'Other', production: false } })),
    ).toBe(false);
    // The same profile pointed at another server: the same id names another payment there.
    expect(
      settles(
        unknown({
          request: {
            method: 'POST',
            url: `https://prod.test/v1/payments/${PAYMENT}/reversals`,
            body: {},
          },
        }),
      ),
    ).toBe(false);
  });
});

describe('whether a payment is the one an unknown authorization tried', () => {
  const authorization = (body: Record<string, unknown>, targets = {}) =>
    unknown({
      operation: 'payments:authorize',
      targets: { merchant_id: 'mer-1', card: '411111…1111', ...targets },
      amount: { value: 20, currency: 'USD' },
      request: { method: 'POST', url: 'https://api.test/v1/payments/authorizations', body },
    });
  // Created two minutes after the request left (begin at 01:56:34).
  const answer = (payment: Record<string, unknown>) =>
    paymentOfAnswer({
      payment: {
        id: 'pay-found0001',
        merchant_id: 'mer-1',
        initial_amount: 20,
        currency: 'USD',
        payment_instrument: { id: 'ins-1', last_four_digits: '1111' },
        created_at: Date.parse('2025-11-03T01:58:34.000Z') / 1000,
        ...payment,
      },
    })!;

  it('with no trace number: the same amount, currency, card and time, each shown', () => {
    const tried = authorization({ merchant_id: 'mer-1' });
    expect(triedThisPayment(tried, answer({}))).toBe(true);
    expect(triedThisPayment(tried, answer({ initial_amount: 20.01 }))).toBe(false);
    expect(triedThisPayment(tried, answer({ currency: 'EUR' }))).toBe(false);
    expect(triedThisPayment(tried, answer({ merchant_id: 'mer-2' }))).toBe(false);
    expect(
      triedThisPayment(tried, answer({ payment_instrument: { last_four_digits: '4242' } })),
    ).toBe(false);
    // A card the answer does not show is not a match.
    expect(triedThisPayment(tried, answer({ payment_instrument: {} }))).toBe(false);
    expect(triedThisPayment(tried, answer({ created_at: '2025-11-03T03:00:00.000000Z' }))).toBe(
      false,
    );
    expect(triedThisPayment(tried, answer({ created_at: 0 }))).toBe(false);
  });

  it('with a trace number: that decides, whatever else agrees', () => {
    const tried = authorization({ merchant_id: 'mer-1', external_client_trace_id: 'POS-1' });
    expect(triedThisPayment(tried, answer({ external_client_trace_id: 'POS-1' }))).toBe(true);
    expect(triedThisPayment(tried, answer({ external_client_trace_id: 'POS-2' }))).toBe(false);
    expect(triedThisPayment(tried, answer({}))).toBe(false);
  });

  it('only for an operation that made a payment', () => {
    expect(triedThisPayment(unknown(), answer({}))).toBe(false);
  });
});
