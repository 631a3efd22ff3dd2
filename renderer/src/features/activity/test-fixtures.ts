/* Test support (not imported by the app): Activity answers shaped like main's. */
import { isMoneyOperation } from '../../../../shared/operations/catalog';
import { journaledLabel, moneyDescriptor } from '../../../../shared/operations/registry';
import { ok } from '../../../../shared/result';
import type { ActivityDetail, ActivityRow } from '../../../../shared/schemas/activity';

let sequence = 0;

/**
 * A row as main makes it: its words and ids read from `response` by the operation's descriptor
 * (a reversal's answer names the type its request asked for, so it stands in for the request).
 */
export function activityRow(changes: Partial<ActivityRow> = {}): ActivityRow {
  sequence += 1;
  const kind = changes.kind ?? 'payments:authorize';
  const response =
    'response' in changes
      ? changes.response
      : { payment_id: 'pay-1', transaction: { id: 'trx-1' } };
  const facts =
    response === undefined || !isMoneyOperation(kind)
      ? { ids: {} }
      : moneyDescriptor(kind).read(response);
  return {
    operation_id: `op-activity${String(sequence).padStart(4, '0')}`,
    kind: 'payments:authorize',
    label: journaledLabel(kind, response),
    ...(isMoneyOperation(kind) && moneyDescriptor(kind).typeOf?.(response)
      ? { reversal_type: moneyDescriptor(kind).typeOf?.(response) }
      : {}),
    operation_type: 'AUTHORIZATION',
    idempotency_key: '6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10',
    outcome: 'succeeded',
    attempts: 1,
    latency_ms: 42,
    started_at: '2025-12-12T10:00:05.000Z',
    finished_at: '2025-12-12T10:00:05.042Z',
    http_status: 201,
    targets: { merchant_id: 'mer-1', instrument_id: 'ins-1' },
    response: { payment_id: 'pay-1', transaction: { id: 'trx-1' } },
    amount: { value: 12, currency: 'USD' },
    retryable: false,
    idempotency: 'honoured',
    operator: 'qa',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    ...changes,
    ...facts,
  };
}

export function activityPage(rows: ActivityRow[], total = rows.length, next?: number) {
  return ok({ rows, total, ...(next !== undefined ? { next } : {}) });
}

export function activityDetail(changes: Partial<ActivityDetail> = {}): ActivityDetail {
  const row = changes.row ?? activityRow({ operation_id: 'op-inspect0001' });
  return {
    row,
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:4010/v1/payments/authorizations',
      headers: {
        authorization: '[REDACTED]',
        ...(row.idempotency_key ? { 'idempotency-key': row.idempotency_key } : {}),
        'content-type': 'application/json',
      },
      body: { merchant_id: 'mer-1', amount: 12, instrument: { id: 'ins-1' } },
    },
    response: {
      status: 201,
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-77' },
      body: { payment_id: 'pay-1', response_code: '00' },
    },
    attempts: [
      {
        attempt: 1,
        at: '2025-12-12T10:00:05.000Z',
        latency_ms: 30,
        result: 'answered',
        http_status: 201,
      },
    ],
    links: { payment_id: 'pay-1', transaction_id: 'trx-1', instrument_id: 'ins-1' },
    replayable: true,
    ...changes,
  };
}

export function simulatorProfiles() {
  const base = {
    kind: 'remote' as const,
    baseUrl: 'https://api.example.com',
    tokenUrl: 'https://api.example.com/oauth/token',
    clientId: 'demo',
    deadlineMs: 15000,
    idempotencyKey: 'not_known' as const,
    allowRawCards: false,
    allowExtraFields: false,
    secret: { state: 'set' as const },
    revision: 0,
  };
  return ok({
    profiles: [
      {
        ...base,
        id: 'simulator',
        kind: 'simulator' as const,
        name: 'Simulator',
        production: false,
        idempotencyKey: 'honoured' as const,
      },
      { ...base, id: 'prod-eu', name: 'Live EU', production: true },
    ],
    activeId: 'simulator',
  });
}
