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
  /** Nothing more is captured because a refund has begun (the form says why). */
  captureClosedByRefund?: boolean;
}

export type LimitProblem =
  | { field: 'amount'; kind: 'CAPTURE' | 'REFUND'; most: number; currency: string }
  | { field: 'amount'; kind: 'CAPTURE' | 'REFUND'; nothingLeft: true; afterRefund?: true }
  | { field: 'currency'; currency: string };

/** States in which nothing more can be captured: taken in full, given back, or never approved. */
const NO_CAPTURE = new Set(['charged', 'partlyRefunded', 'refunded', 'cancelled', 'declined']);
/** States in which nothing can be given back: nothing taken, all given back, or never approved. */
const NO_REFUND = new Set(['authorized', 'refunded', 'cancelled', 'declined']);

/**
 * What is left, or 0 where the payment's state says nothing is (a refunded payment has nothing
 * to refund even though it once had an amount); undefined only where the state does not say.
 */
export function limitsOf(payment: Payment): ReversalLimits {
  const s = settlementOf(payment);
  const capturing = s.state === 'authorized' || s.state === 'partlyCharged';
  const refunding =
    s.state === 'charged' || s.state === 'partlyCharged' || s.state === 'partlyRefunded';
  return {
    currency: paymentCurrency(payment),
    capture:
      capturing && s.authorized !== undefined
        ? s.capturable
        : NO_CAPTURE.has(s.state) && s.capturedKnown
          ? 0
          : undefined,
    // A charge that does not say how much was taken leaves the refund to the API.
    refund: refunding && s.capturedKnown ? s.refundable : NO_REFUND.has(s.state) ? 0 : undefined,
    ...(s.uncapturedAfterRefund ? { captureClosedByRefund: true } : {}),
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
  // Nothing left: refused whatever was typed, also an empty amount ("all that is left").
  if ((kind === 'CAPTURE' || kind === 'REFUND') && most === 0) {
    problems.push({
      field: 'amount',
      kind,
      nothingLeft: true,
      ...(kind === 'CAPTURE' && limits.captureClosedByRefund ? { afterRefund: true as const } : {}),
    });
  } else if ((kind === 'CAPTURE' || kind === 'REFUND') && most !== undefined) {
    const asked = typeof values.amount === 'string' ? minor(values.amount, currency) : null;
    const ceiling = minor(most, currency);
    if (asked !== null && ceiling !== null && asked > ceiling) {
      problems.push({ field: 'amount', kind, most, currency });
    }
  }
  return problems;
}
