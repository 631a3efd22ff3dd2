import { toMinorUnits } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';
import { REVERSAL_KINDS, ReversalType } from '../../../../shared/schemas/reversal';
import { paymentCurrency, settlementOf } from '../payments/settlement';

/** What the payment behind the transaction still allows, once it has been read. */
export interface ReversalLimits {
  currency: string | undefined;
  /** Major units; undefined where the payment's state does not say (the API decides). */
  capture: number | undefined;
  refund: number | undefined;
}

export type LimitProblem =
  | { field: 'amount'; kind: 'CAPTURE' | 'REFUND'; most: number; currency: string }
  | { field: 'currency'; currency: string };

export function limitsOf(payment: Payment): ReversalLimits {
  const s = settlementOf(payment);
  const capturing = s.state === 'authorized' || s.state === 'partlyCharged';
  const refunding =
    s.state === 'charged' || s.state === 'partlyCharged' || s.state === 'partlyRefunded';
  return {
    currency: paymentCurrency(payment),
    capture: capturing && s.authorized !== undefined ? s.capturable : undefined,
    refund: refunding ? s.refundable : undefined,
  };
}

const minor = (value: string | number, currency: string) =>
  toMinorUnits(
    typeof value === 'number' ? value.toFixed(6).replace(/\.?0+$/, '') : value,
    currency,
  );

/**
 * The checks only the payment can answer: the reversal's currency is the payment's, and a capture
 * or refund asks for no more than is left. Read from the raw form values, so they run whatever
 * else is wrong with the form.
 */
export function limitProblems(
  values: { type?: unknown; amount?: unknown; currency?: unknown },
  limits: ReversalLimits | undefined,
): LimitProblem[] {
  const type = ReversalType.safeParse(values.type);
  if (!limits?.currency || !type.success || REVERSAL_KINDS[type.data].amount === 'none') return [];
  const currency = limits.currency;
  const problems: LimitProblem[] = [];
  if (typeof values.currency === 'string' && values.currency && values.currency !== currency) {
    problems.push({ field: 'currency', currency });
  }
  const kind = type.data;
  const most = kind === 'CAPTURE' ? limits.capture : kind === 'REFUND' ? limits.refund : undefined;
  if ((kind === 'CAPTURE' || kind === 'REFUND') && most !== undefined) {
    const asked = typeof values.amount === 'string' ? minor(values.amount, currency) : null;
    const ceiling = minor(most, currency);
    if (asked !== null && ceiling !== null && asked > ceiling) {
      problems.push({ field: 'amount', kind, most, currency });
    }
  }
  return problems;
}
