import { describe, expect, it } from 'vitest';
import { APPROVED, type Decision } from './network';
import {
  adjust,
  authorizeMore,
  cancel,
  capture,
  openPayment,
  refund,
  settle,
  type PaymentInit,
} from './payment-machine';
import { invariantViolations, type PaymentRecord } from './payment-model';

const INIT: PaymentInit = {
  id: 'pay-1',
  seq: 1,
  currency: 'USD',
  country: 'US',
  merchantId: 'mer-1',
  traceId: null,
  type: 'SALE',
  captureMode: 'MANUAL',
  card: { instrumentId: 'ins-1', lastFour: '1111', brand: 'VISA', panSha256: 'x' },
  initial: 10000,
  tip: 0,
  initiator: null,
  entryMode: null,
  orderType: null,
  terminal: null,
  createdAt: 0,
};
let n = 0;
const tx = () => ({ id: `trx-${++n}`, at: n * 1000 });
const open = (decision: Decision = APPROVED) => openPayment(INIT, decision, tx()).payment;
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { errorCode?: string }).errorCode;
  }
  return 'no error';
};

describe('payment state machine', () => {
  it('returns new objects and leaves its input untouched', () => {
    const p = open();
    const frozen = JSON.stringify(p);
    const next = capture(p, 4000, tx());
    expect(JSON.stringify(p)).toBe(frozen);
    expect(next.payment).not.toBe(p);
    expect(next.payment.transactions).toHaveLength(2);
    expect(next.effects).toEqual([
      { kind: 'CAPTURE', transactionId: next.transaction.id, amount: 4000 },
    ]);
  });

  it('creates FAILED and REJECTED payments with no effect', () => {
    const declined = openPayment(
      INIT,
      { status: 'DECLINED', responseCode: '51', description: 'Insufficient funds' },
      tx(),
    );
    expect([declined.payment.status, declined.payment.authorized, declined.effects]).toEqual([
      'FAILED',
      0,
      [],
    ]);
    const rejected = open({ status: 'REJECTED', responseCode: '05', description: 'Do not honor' });
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.statusDetail).toBe('Rejected: Do not honor (05)');
  });

  it('walks AUTHORIZED → CAPTURED (partial, full) → partly refunded → REFUNDED', () => {
    let p: PaymentRecord = open();
    p = capture(p, 3000, tx()).payment;
    expect([p.status, p.statusDetail]).toEqual(['CAPTURED', 'Partially captured']);
    p = capture(p, undefined, tx()).payment;
    expect([p.captured, p.statusDetail]).toEqual([10000, 'Captured']);
    p = refund(p, 2500, tx()).payment;
    expect([p.status, p.refunded]).toEqual(['CAPTURED', 2500]);
    p = refund(p, undefined, tx()).payment;
    expect([p.status, p.refunded]).toEqual(['REFUNDED', 10000]);
    expect(invariantViolations(p)).toEqual([]);
  });

  it('names why a state forbids an operation', () => {
    const authorized = open();
    const cancelled = cancel(authorized, 'CANCELLATION', APPROVED, tx()).payment;
    const captured = capture(authorized, undefined, tx()).payment;
    expect(code(() => refund(authorized, undefined, tx()))).toBe('payment_not_captured');
    expect(code(() => capture(authorized, 10001, tx()))).toBe('amount_exceeds_capturable');
    expect(code(() => capture(captured, 1, tx()))).toBe('payment_already_captured');
    expect(code(() => refund(captured, 10001, tx()))).toBe('amount_exceeds_refundable');
    expect(code(() => cancel(captured, 'REVERSAL', APPROVED, tx()))).toBe(
      'payment_already_captured',
    );
    expect(code(() => cancel(cancelled, 'REVERSAL', APPROVED, tx()))).toBe(
      'payment_not_reversible',
    );
    expect(code(() => adjust(cancelled, 5, tx()))).toBe('payment_not_adjustable');
    expect(code(() => authorizeMore(captured, 5, 'USD', APPROVED, tx()))).toBe(
      'payment_not_authorizable',
    );
    expect(code(() => authorizeMore(authorized, 5, 'EUR', APPROVED, tx()))).toBe(
      'payment_not_authorizable',
    );
  });

  it('records a refused reversal as DECLINED without changing the payment', () => {
    const p = open();
    const refused = cancel(
      p,
      'REVERSAL',
      { status: 'DECLINED', responseCode: '12', description: 'no' },
      tx(),
    );
    expect([refused.payment.status, refused.transaction.status, refused.effects]).toEqual([
      'AUTHORIZED',
      'DECLINED',
      [],
    ]);
  });

  it('reports broken invariants', () => {
    const p = open();
    expect(invariantViolations({ ...p, captured: 20000 })).toContain('ordering');
    expect(invariantViolations({ ...p, status: 'REFUNDED' })).toContain('status REFUNDED');
    expect(invariantViolations({ ...p, authorized: 1.5 })).toContain('amounts');
  });
});

describe('a capture that settles later (the reference dialect)', () => {
  const later = (reason: 'AUTOMATIC_REQUEST' | 'MANUAL_REQUEST') => ({
    presentsAt: 100_000,
    settlesAt: 200_000,
    reason,
  });

  it('moves no money until it settles, keeps every invariant on the way, and settles once', () => {
    const asked = capture(open(), 4000, tx(), later('MANUAL_REQUEST'));
    expect(asked.effects).toEqual([]);
    expect(asked.payment).toMatchObject({ status: 'CAPTURE_IN_PROCESS', captured: 0 });
    expect(invariantViolations(asked.payment)).toEqual([]);
    expect(settle(asked.payment, 99_999)).toBeNull();
    const presented = settle(asked.payment, 100_000)!;
    expect(presented.payment.status).toBe('CAPTURE_PRESENTED');
    expect(presented.effects).toEqual([]);
    expect(invariantViolations(presented.payment)).toEqual([]);
    expect(settle(presented.payment, 199_999)).toBeNull();
    const settled = settle(presented.payment, 200_000)!;
    expect(settled.payment).toMatchObject({
      status: 'CAPTURED',
      captured: 4000,
      statusDetail: 'Partially captured',
    });
    expect(settled.effects).toEqual([
      { kind: 'CAPTURE', transactionId: asked.transaction.id, amount: 4000 },
    ]);
    expect(invariantViolations(settled.payment)).toEqual([]);
    expect(settle(settled.payment, 900_000)).toBeNull();
  });

  it('keeps an automatic one AUTHORIZED until presented, and a cancellation withdraws it', () => {
    const asked = capture(open(), undefined, tx(), later('AUTOMATIC_REQUEST'));
    expect(asked.payment.status).toBe('AUTHORIZED');
    expect(invariantViolations(asked.payment)).toEqual([]);
    const cancelled = cancel(asked.payment, 'CANCELLATION', APPROVED, tx()).payment;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.transactions.find((t) => t.type === 'CAPTURE')?.status).toBe('DECLINED');
    expect(settle(cancelled, 900_000)).toBeNull();
    expect(invariantViolations(cancelled)).toEqual([]);
  });

  it('refuses what would move money beside it, naming the capture in process', () => {
    const manual = capture(open(), 4000, tx(), later('MANUAL_REQUEST')).payment;
    expect(code(() => capture(manual, 1000, tx()))).toBe('capture_in_process');
    expect(code(() => refund(manual, undefined, tx()))).toBe('capture_in_process');
    expect(code(() => cancel(manual, 'REVERSAL', APPROVED, tx()))).toBe('capture_in_process');
    const automatic = capture(open(), undefined, tx(), later('AUTOMATIC_REQUEST')).payment;
    expect(code(() => adjust(automatic, 5000, tx()))).toBe('capture_in_process');
    expect(code(() => authorizeMore(automatic, 100, 'USD', APPROVED, tx()))).toBe(
      'capture_in_process',
    );
  });
});
