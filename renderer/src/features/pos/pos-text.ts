import type { TFunction } from 'i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import { apiValueLabel } from '../../i18n/api-values';
import { formatDateTime } from '../../i18n/format';
import { formatMoney } from '../../../../shared/money';
import { cardMask } from '../../lib/card-mask';
import { toDate } from '../../lib/payment-reads';
import { paymentCurrency, settlementOf } from '../payments/settlement';

/*
 * The store manager's words: what happened to the customer's money, never the API's jargon.
 * Only CANCELLED and REFUNDED moved money now; the ALREADY_* answers report the past.
 */

export type PosOutcome = { headline: string; detail?: string; tone: 'good' | 'bad' | 'unknown' };

export function posOutcome(report: OperationReport, t: TFunction, language: string): PosOutcome {
  if (report.outcome === 'unknown') {
    return {
      headline: t('pos.outcome.unknown'),
      // Only where the API is known to honour the key may trying again be called safe.
      detail: t(
        report.idempotency === 'honoured'
          ? 'pos.outcome.unknownDetail'
          : 'pos.outcome.unknownDetailNotKnown',
      ),
      tone: 'unknown',
    };
  }
  if (report.outcome === 'pending') {
    return {
      headline: t('pos.outcome.pending'),
      detail: t('pos.outcome.pendingDetail'),
      tone: 'unknown',
    };
  }
  if (report.outcome === 'failed') {
    return {
      headline: t('pos.outcome.failed'),
      detail: report.error?.message ?? t('pos.outcome.failedDetail'),
      tone: 'bad',
    };
  }
  const resolved = toDate(report.resolved_at);
  const date = resolved ? formatDateTime(resolved, language) : t('pos.outcome.unknownDate');
  switch (report.status) {
    case 'CANCELLED':
      return { headline: t('pos.outcome.cancelled'), tone: 'good' };
    case 'REFUNDED':
      return {
        headline: t('pos.outcome.refunded', {
          amount: formatMoney(report.moved?.value, report.moved?.currency, language),
        }),
        detail: t('pos.outcome.refundedDetail'),
        tone: 'good',
      };
    case 'ALREADY_REFUNDED':
      return {
        headline: t('pos.outcome.alreadyRefunded', { date }),
        detail: t('pos.outcome.nothingNow'),
        tone: 'good',
      };
    case 'ALREADY_CANCELLED':
      return {
        headline: t('pos.outcome.alreadyCancelled', { date }),
        detail: t('pos.outcome.nothingNow'),
        tone: 'good',
      };
    case 'NOTHING_TO_REVERSE':
      return { headline: t('pos.outcome.nothingToReverse'), tone: 'good' };
    case 'CANCEL_DECLINED':
      return {
        headline: t('pos.outcome.cancelDeclined'),
        detail: t('pos.outcome.cancelDeclinedDetail'),
        tone: 'bad',
      };
    default:
      return report.outcome === 'declined'
        ? {
            headline: t('pos.outcome.declined'),
            detail: t('pos.outcome.declinedDetail', {
              status: apiValueLabel(t, report.status ?? 'DECLINED'),
            }),
            tone: 'bad',
          }
        : {
            headline: t('pos.outcome.doneNoDetails'),
            detail: report.status
              ? t('pos.outcome.answered', { status: report.status })
              : undefined,
            tone: 'good',
          };
  }
}

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
  | { kind: 'nothing'; why: 'refunded' | 'cancelled' | 'declined'; amount: string };

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
    case 'charged':
    case 'partlyCharged':
    case 'partlyRefunded':
      return s.capturedKnown
        ? { kind: 'giveBack', amount: money(s.captured - s.refunded) }
        : { kind: 'either', amount: money(s.authorized) };
    default:
      // Still processing, being charged, or a status the console does not know: the API decides.
      return { kind: 'either', amount: money(s.authorized) };
  }
}
