import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { linksOf } from './rows';

const AT = '2026-03-02T10:00:00.000Z';

/** A partial refund of an authorization transaction, as the journal keeps it once answered. */
function refund(answer: unknown): JournalEntry {
  return {
    begin: {
      v: 1,
      type: 'begin',
      operation_id: 'op-refund00001',
      at: AT,
      operator: 'qa',
      app_version: 'test',
      profile: { id: 'simulator', name: 'Simulator', production: false },
      operation: 'transactions:reverse',
      targets: { transaction_id: 'trx-auth-1', payment_id: 'pay-1' },
      amount: { value: 20, currency: 'USD' },
      idempotency_key: '6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10',
      request: {
        method: 'POST',
        url: 'https://api.test/v1/transactions/trx-auth-1/reversals',
        body: { type: 'REFUND', amount: { value: 20, currency: 'USD' } },
      },
      body_exact: true,
    },
    attempts: [],
    finish: {
      v: 1,
      type: 'finish',
      operation_id: 'op-refund00001',
      at: AT,
      operation: 'transactions:reverse',
      outcome: 'succeeded',
      attempts: 1,
      latency_ms: 12,
      http_status: 201,
      response: { status: 201, body: answer },
    },
  };
}

describe('what an operation touched', () => {
  it('lists the refund transaction the answer created beside the one it targeted', () => {
    const links = linksOf(
      refund({ id: 'trx-refund-9', payment_id: 'pay-1', type: 'REFUND', status: 'APPROVED' }),
    );
    expect(links).toEqual({
      payment_id: 'pay-1',
      transaction_id: 'trx-auth-1',
      created_transaction_id: 'trx-refund-9',
    });
  });

  it('names no created transaction when the answer names only the target', () => {
    expect(linksOf(refund({ id: 'trx-auth-1', payment_id: 'pay-1' }))).toEqual({
      payment_id: 'pay-1',
      transaction_id: 'trx-auth-1',
    });
  });
});
