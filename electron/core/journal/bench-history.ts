/**
 * A journal of `n` operations over three years, as the pipeline writes them (a begin, an
 * attempt and a finish each, with redacted request and answer bodies), written straight to
 * the month files: the pipeline's fsync per operation would take minutes. For the journal and
 * start-up benchmarks.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { REDACTED_BY, REDACTION_RULES } from '../redaction/rules-version';
import { monthFile } from './journal';

const kinds = [
  'payments:authorize',
  'transactions:reverse',
  'pos:cancelOrRefund',
  'transactions:authorize',
] as const;
const outcomes = ['succeeded', 'succeeded', 'succeeded', 'declined', 'failed', 'unknown'] as const;
const start = Date.parse('2024-01-01T00:00:00Z');

export interface History {
  /** Ids of the operation a third of the way in, for searches. */
  probe: { paymentId: string; key: string };
  bytes: number;
}

export function writeHistory(dir: string, n: number): History {
  mkdirSync(dir, { recursive: true });
  const step = (3 * 365 * 24 * 3600 * 1000) / n;
  let probe = { paymentId: '', key: '' };
  const operation = (i: number): JournalRecord[] => {
    const at = new Date(start + i * step);
    const id = `op-${String(i).padStart(8, '0')}${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const paymentId = `pay-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const transactionId = `trx-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    if (i === Math.floor(n / 3)) probe = { paymentId, key };
    const kind = kinds[i % kinds.length]!;
    const outcome = outcomes[i % outcomes.length]!;
    const body = {
      merchant_id: 'mer-seed-store-1',
      instrument: { id: 'ins-seed-visa-approved' },
      amount: { value: 10 + (i % 90), currency: 'USD' },
      type: 'SALE',
      terminal: { id: 'pos-7', use_case: 'ATTENDED' },
    };
    return [
      {
        v: 1,
        type: 'begin',
        operation_id: id,
        at: at.toISOString(),
        operator: 'qa',
        app_version: '0.1.0',
        profile: {
          id: i % 10 ? 'simulator' : 'prf-production01',
          name: i % 10 ? 'Simulator' : 'Acquirer',
          production: i % 10 === 0,
        },
        operation: kind,
        targets: {
          merchant_id: 'mer-seed-store-1',
          instrument_id: 'ins-seed-visa-approved',
          payment_id: paymentId,
        },
        amount: { value: 10 + (i % 90), currency: 'USD' },
        idempotency_key: key,
        request: {
          method: 'POST',
          url: 'https://api.example.test/v1/payments/authorizations',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': key,
            authorization: '[REDACTED]',
          },
          body,
        },
        body_exact: true,
      },
      {
        v: 1,
        type: 'attempt',
        operation_id: id,
        at: at.toISOString(),
        attempt: 1,
        latency_ms: 40,
        result: 'answered',
        http_status: 201,
      },
      {
        v: 1,
        type: 'finish',
        operation_id: id,
        at: at.toISOString(),
        operation: kind,
        outcome,
        attempts: 1,
        latency_ms: 40,
        http_status: 201,
        response: {
          status: 201,
          headers: { 'content-type': 'application/json' },
          body: {
            payment_id: paymentId,
            response_code: '00',
            transaction: {
              id: transactionId,
              type: 'AUTHORIZATION',
              status: 'APPROVED',
              amount: body.amount,
            },
          },
        },
      },
    ];
  };

  let chunk: Record<string, string> = {};
  for (let i = 0; i < n; i++) {
    const records = operation(i);
    const file = monthFile(new Date(records[0]!.at));
    // Stamped as the journal stamps what it writes (rules-version.ts).
    chunk[file] =
      (chunk[file] ?? '') +
      records.map((r) => JSON.stringify({ [REDACTED_BY]: REDACTION_RULES, ...r })).join('\n') +
      '\n';
    if (i % 5000 === 4999 || i === n - 1) {
      for (const [name, text] of Object.entries(chunk)) appendFileSync(join(dir, name), text);
      chunk = {};
    }
  }
  let bytes = 0;
  for (const name of readdirSync(dir)) bytes += statSync(join(dir, name)).size;
  return { probe, bytes };
}
