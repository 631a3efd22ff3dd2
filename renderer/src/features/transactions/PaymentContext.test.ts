import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../../shared/schemas/payment';
import { API_STATUSES, isRefused, type ApiStatus } from '../../../../shared/payment-states';
import { possibleMoves } from './PaymentContext';

const payment = (status: string) =>
  ({ id: 'pay-1', status, authorized_amount: 10, captured_amount: 0 }) as unknown as Payment;

describe('possibleMoves', () => {
  it.each(Object.keys(API_STATUSES).filter((s) => isRefused(s)) as ApiStatus[])(
    'calls a %s payment not approved, as the shared vocabulary does',
    (status) => {
      expect(possibleMoves(payment(status))).toBe('notApproved');
    },
  );

  it('does not call a status it does not know not approved', () => {
    expect(possibleMoves(payment('UNDER_REVIEW'))).toBe('unknown');
  });

  const captured = (captured: number, refunded: number) =>
    ({
      id: 'pay-2',
      status: 'CAPTURED',
      currency: 'USD',
      authorized_amount: 100,
      captured_amount: captured,
      refunded_amount: refunded,
    }) as unknown as Payment;

  it('offers capturing the rest of a partly captured payment only until a refund has started', () => {
    expect(possibleMoves(captured(60, 0))).toBe('capturedPart');
    expect(possibleMoves(captured(60, 25))).toBe('capturedAll');
    expect(possibleMoves(captured(100, 0))).toBe('capturedAll');
  });
});
