import { describe, expect, it } from 'vitest';
import { Payment } from '../../../../shared/schemas/payment';
import { createI18n } from '../../i18n/i18n';
import { payment } from '../money/testing';
import { observedPaymentAfterCapture as observed } from './observed-payment.test-data';
import { settlementOf } from './settlement';
import { settlementText } from './settlement-text';

const words = (p: Parameters<typeof settlementOf>[0], language: 'en' | 'es' = 'en') =>
  settlementText(settlementOf(p), createI18n(language).t, language);

const tx = (type: string, status: string, amount: unknown) =>
  ({ id: `trx-${type}`, type, status, amount }) as never;

describe('what happened to a payment’s money', () => {
  it('says how much of the authorization was charged, not the sale amount', () => {
    const partly = payment({
      status: 'CAPTURED',
      initial_amount: 200,
      authorized_amount: 200,
      captured_amount: 80,
      current_amount: 80,
    });
    expect(words(partly)).toBe('Charged USD 80.00 of 200.00');
    expect(words(partly, 'es')).toBe('Cobrado USD 80,00 de 200,00');
    expect(settlementOf(partly)).toMatchObject({ capturable: 120, refundable: 80 });
  });

  it('reads the transactions when the API sends no amount summaries (the reference’s shape)', () => {
    const p = {
      id: 'pay-r',
      status: 'CAPTURED',
      currency: 'USD',
      initial_amount: 200,
      current_amount: 150,
      transactions: [
        tx('AUTHORIZATION', 'APPROVED', 200),
        tx('CAPTURE', 'APPROVED', '200'),
        tx('REFUND', 'APPROVED', { value: 50, currency: 'USD' }),
        tx('REFUND', 'DECLINED', 25),
      ],
    };
    expect(words(p)).toBe('Charged USD 200.00, USD 50.00 given back in total');
    expect(settlementOf(p)).toMatchObject({ captured: 200, refunded: 50, refundable: 150 });
  });

  it('reads the sandbox’s plain-number transaction amounts instead of calling them a wrong shape', () => {
    expect(Payment.safeParse(observed).success).toBe(true);
  });

  it('shows a pending capture of the captured sandbox answer as a capture in progress, not charged money, nothing to refund yet', () => {
    expect(settlementOf(observed)).toMatchObject({
      state: 'capturing',
      captured: 0,
      refundable: 0,
    });
    expect(words(observed)).toBe('Capture in progress: USD 100.00 approved, not charged yet');
    expect(words(observed, 'es')).toBe('Cobro en curso: USD 100,00 aprobado, todavía sin cobrar');
    // The reference dialect's automatic capture: still AUTHORIZED, its capture PENDING.
    const automatic = payment({
      status: 'AUTHORIZED',
      captured_amount: 0,
      transactions: [tx('AUTHORIZATION', 'APPROVED', 30), tx('CAPTURE', 'PENDING', 30)],
    });
    expect(settlementOf(automatic)).toMatchObject({ state: 'capturing', captured: 0 });
  });

  it.each([
    [{ status: 'AUTHORIZED' }, 'Approved for USD 30.00, not charged yet', 30, 0],
    [{ status: 'CAPTURED', captured_amount: 30 }, 'Charged USD 30.00', 0, 30],
    [
      { status: 'REFUNDED', captured_amount: 30, refunded_amount: 30 },
      'Refunded USD 30.00 in total',
      0,
      0,
    ],
    [{ status: 'CANCELLED' }, 'Cancelled, nothing was charged', 0, 0],
    [{ status: 'FAILED', authorized_amount: 0, current_amount: 0 }, 'Failed, never charged', 0, 0],
    [{ status: 'ON_HOLD' }, 'The payment system says “ON_HOLD”', 0, 0],
  ])('%o → %s', (changes, text, capturable, refundable) => {
    const p = payment(changes);
    expect(words(p)).toBe(text);
    expect(settlementOf(p)).toMatchObject({ capturable, refundable });
  });

  it('says a failed payment’s declined authorization, as the authorization’s result did', () => {
    const declined = payment({
      status: 'FAILED',
      authorized_amount: 0,
      current_amount: 0,
      transactions: [tx('AUTHORIZATION', 'DECLINED', 30)],
    });
    expect(words(declined)).toBe('Declined by the issuer, never charged');
    expect(words(declined, 'es')).toBe('Denegado por el emisor, nunca se cobró');
  });

  it('keeps the currency’s own digits', () => {
    const cop = payment({
      status: 'CAPTURED',
      currency: 'COP',
      authorized_amount: 200000,
      captured_amount: 80000,
    });
    expect(words(cop)).toBe('Charged COP 80,000 of 200,000');
    expect(words(cop, 'es')).toBe('Cobrado COP 80.000 de 200.000');
  });
});
