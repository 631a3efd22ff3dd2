/*
 * Test support for the money screens (not imported by the app): answers shaped like main's, to
 * pair with `installFakeApi` from renderer/src/testing.
 */
import { moneyDescriptor } from '../../../../shared/operations/registry';
import { ok } from '../../../../shared/result';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import type { Profile } from '../../../../shared/schemas/profile';

export function profile(changes: Partial<Profile> = {}): Profile {
  return {
    id: 'simulator',
    kind: 'simulator',
    name: 'Simulator',
    baseUrl: 'http://127.0.0.1:4010',
    tokenUrl: 'http://127.0.0.1:4010/oauth/token',
    clientId: 'demo',
    deadlineMs: 15000,
    production: false,
    idempotencyKey: 'honoured',
    allowRawCards: true,
    allowExtraFields: true,
    secret: { state: 'set' },
    revision: 0,
    ...changes,
  };
}

export function profiles(changes: Partial<Profile> = {}) {
  const active = profile(changes);
  return ok({ profiles: [active], activeId: active.id });
}

let sequence = 0;

/**
 * A report as main makes it: a `response` given here is read by the operation's descriptor, as
 * main reads the API's answer, so the typed fields match the raw JSON.
 */
export function report(changes: Partial<OperationReport> = {}): OperationReport {
  sequence += 1;
  const kind = changes.kind ?? 'payments:authorize';
  const descriptor = moneyDescriptor(kind);
  const facts = changes.response === undefined ? {} : descriptor.read(changes.response);
  return {
    operation_id: `op-test000${sequence}`,
    label: descriptor.label,
    ids: {},
    kind: 'payments:authorize',
    idempotency_key: '6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10',
    outcome: 'succeeded',
    attempts: 1,
    latency_ms: 42,
    started_at: '2025-12-12T10:00:00.000Z',
    finished_at: '2025-12-12T10:00:00.042Z',
    http_status: 201,
    targets: { merchant_id: 'mer-1' },
    retryable: false,
    idempotency: 'honoured',
    ...changes,
    ...facts,
  };
}

export function payment(changes: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    status: 'AUTHORIZED',
    initial_amount: 30,
    current_amount: 30,
    authorized_amount: 30,
    captured_amount: 0,
    refunded_amount: 0,
    currency: 'USD',
    merchant_id: 'mer-1',
    capture: { mode: 'MANUAL' },
    payment_instrument: { type: 'CARD', id: 'ins-1', last_four_digits: '1111', card_brand: 'VISA' },
    transactions: [],
    ...changes,
  };
}
