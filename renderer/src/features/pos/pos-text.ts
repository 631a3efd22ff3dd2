import type { TFunction } from 'i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import { formatMoney } from '../../../../shared/money';
import { isCapturing } from '../../../../shared/payment-states';
import { cardMask } from '../../lib/card-mask';
import { paymentCurrency, settlementOf } from '../payments/settlement';

/** The reference a store manager gives support: the transaction made, else the payment. */
export function referenceOf(report: OperationReport): string | undefined {
  return report.ids.transaction_id ?? report.ids.payment_id ?? report.targets.payment_id;
}

/** "Visa •••• 1111": the console's one card mask; the payment carries brand and last four. */
export function cardText(payment: Payment, t: TFunction): string {
  const card = payment.payment_instrument;
  return cardMask(
    { brand: card?.card_brand ?? card?.rail?.id ?? null, last4: card?.last_four_digits ?? null },
    t('pos.card.unknownBrand'),
  );
}

/**
 * What a cancel-or-refund will do, said before the click from the payment's own figures: a hold
 * released, money given back, or nothing at all and why (already refunded or cancelled, never
 * approved). Never "Cancel or refund USD 0.00": a question about nothing is not a question.
 */
export type PosPlan =
  | { kind: 'release' | 'giveBack' | 'either'; amount: string }
  /** The hold released, and the capture in progress that goes with it (of its own amount). */
  | { kind: 'withdraw'; amount: string; capture: string }
  | { kind: 'nothing'; why: 'refunded' | 'cancelled' | 'declined' | 'capturing'; amount: string };

export function posPlan(payment: Payment, language: string): PosPlan {
  const s = settlementOf(payment);
  const money = (value: number | undefined) =>
    formatMoney(value ?? null, paymentCurrency(payment) ?? null, language);
  switch (s.state) {
    case 'refunded':
      return { kind: 'nothing', why: 'refunded', amount: money(s.refunded) };
    case 'cancelled':
      return { kind: 'nothing', why: 'cancelled', amount: money(s.authorized) };
    case 'declined':
      return { kind: 'nothing', why: 'declined', amount: money(undefined) };
    case 'authorized':
      return { kind: 'release', amount: money(s.authorized) };
    case 'capturing': {
      // The capture's own amount, not the authorization's: 30.00 of 80.00 may be on its way.
      // Only when the API lists no amount for it is the approved amount the best one known.
      const capture = money(s.pendingCapture > 0 ? s.pendingCapture : s.authorized);
      // Still AUTHORIZED, its automatic capture not presented yet: a cancellation withdraws it.
      // Once presented (CAPTURE_IN_PROCESS on) it can neither be cancelled nor refunded yet.
      return isCapturing(s.status)
        ? { kind: 'nothing', why: 'capturing', amount: capture }
        : { kind: 'withdraw', amount: money(s.authorized), capture };
    }
    case 'charged':
    case 'partlyCharged':
    case 'partlyRefunded':
      return s.capturedKnown
        ? { kind: 'giveBack', amount: money(s.captured - s.refunded) }
        : { kind: 'either', amount: money(s.authorized) };
    default:
      // Still processing, or a status the console does not know: the API decides.
      return { kind: 'either', amount: money(s.authorized) };
  }
}
