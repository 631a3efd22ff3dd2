/*
 * Test helper (no tests here): journal operations as the pipeline writes them (begin, attempt,
 * finish), with the ids each one involved, so tests can search the team store for them.
 */
import { randomUUID } from 'node:crypto';
import type { JournalRecord } from '../../../../shared/schemas/journal';
import type { Outcome } from '../../../../shared/schemas/operation';
import type { Operator } from '../../../../shared/schemas/operator';

export interface OperationSpec {
  i: number;
  at?: Date;
  operator?: string;
  /** The operator as the provider said it, written beside the label. */
  identity?: Operator;
  profileId?: string;
  outcome?: Outcome | 'none';
  kind?: 'payments:authorize' | 'transactions:reverse' | 'pos:cancelOrRefund';
  /** Another operation's payment, to find both with one search. */
  paymentId?: string;
}

export interface MadeOperation {
  id: string;
  key: string;
  paymentId: string;
  transactionId: string;
  records: JournalRecord[];
}

export function makeOperation(spec: OperationSpec): MadeOperation {
  const id = `op-${String(spec.i).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  const paymentId = spec.paymentId ?? `pay-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const transactionId = `trx-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const at = (spec.at ?? new Date(Date.UTC(2026, 10, 1) + spec.i * 60_000)).toISOString();
  const kind = spec.kind ?? 'payments:authorize';
  const outcome = spec.outcome ?? 'succeeded';
  const records: JournalRecord[] = [
    {
      v: 1,
      type: 'begin',
      operation_id: id,
      at,
      operator: spec.operator ?? 'qa',
      ...(spec.identity ? { operator_identity: spec.identity } : {}),
      app_version: '0.1.0',
      profile: { id: spec.profileId ?? 'simulator', name: 'Simulator', production: false },
      operation: kind,
      targets: { merchant_id: 'mer-seed-store-1', instrument_id: 'ins-seed-visa-approved' },
      amount: { value: 10 + (spec.i % 90), currency: 'USD' },
      idempotency_key: key,
      request: {
        method: 'POST',
        url: 'https://api.example.test/v1/payments/authorizations',
        headers: { authorization: '[REDACTED]', 'idempotency-key': key },
        body: { merchant_id: 'mer-seed-store-1', amount: { value: 10, currency: 'USD' } },
      },
      body_exact: true,
    },
    {
      v: 1,
      type: 'attempt',
      operation_id: id,
      at,
      attempt: 1,
      latency_ms: 40,
      result: 'answered',
      http_status: 201,
    },
  ];
  if (outcome !== 'none') {
    records.push({
      v: 1,
      type: 'finish',
      operation_id: id,
      at,
      operation: kind,
      outcome,
      attempts: 1,
      latency_ms: 40,
      http_status: 201,
      response: {
        status: 201,
        body: {
          payment: { id: paymentId, status: 'APPROVED' },
          transaction: { id: transactionId, status: 'APPROVED' },
        },
      },
    });
  }
  return { id, key, paymentId, transactionId, records };
}
