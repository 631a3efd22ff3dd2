import { formatMoney } from '../../../../shared/money';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import { moneyNumber, moneyText, plainDate } from '../money/format';

/*
 * The store manager's words: what happened to the customer's money, never the API's jargon.
 * Only CANCELLED and REFUNDED moved money now; the ALREADY_* answers report the past.
 */

export type PosOutcome = { headline: string; detail?: string; tone: 'good' | 'bad' | 'unknown' };

export function posOutcome(report: OperationReport): PosOutcome {
  if (report.outcome === 'unknown') {
    return {
      headline: 'We could not confirm what happened',
      detail:
        report.idempotency === 'honoured'
          ? 'The payment may or may not have been cancelled or refunded. Trying again is safe: it can never cancel or refund twice.'
          : 'The payment may or may not have been cancelled or refunded. Look at its state above before trying again: this payment system is not known to recognise a repeated request.',
      tone: 'unknown',
    };
  }
  if (report.outcome === 'pending') {
    return {
      headline: 'Still being processed',
      detail:
        'The payment system took the request and has not finished it. Refresh the status in a moment; do not try again yet.',
      tone: 'unknown',
    };
  }
  if (report.outcome === 'failed') {
    return {
      headline: 'Nothing was done',
      detail: report.error?.message ?? 'The payment system refused the request.',
      tone: 'bad',
    };
  }
  const when = plainDate(report.resolved_at);
  switch (report.status) {
    case 'CANCELLED':
      return { headline: 'Cancelled — nothing was charged', tone: 'good' };
    case 'REFUNDED':
      return {
        headline: `Refunded ${formatMoney(report.moved?.value, report.moved?.currency)}`,
        detail: 'The money goes back to the card; the bank may take a few days to show it.',
        tone: 'good',
      };
    case 'ALREADY_REFUNDED':
      return {
        headline: `Already refunded on ${when}`,
        detail: 'Nothing was done now.',
        tone: 'good',
      };
    case 'ALREADY_CANCELLED':
      return {
        headline: `Already cancelled on ${when}`,
        detail: 'Nothing was done now.',
        tone: 'good',
      };
    case 'NOTHING_TO_REVERSE':
      return { headline: 'Nothing to undo — this payment was never charged', tone: 'good' };
    case 'CANCEL_DECLINED':
      return {
        headline: 'The cancellation was declined — call support',
        detail: 'The card issuer refused it. Nothing was charged or refunded now.',
        tone: 'bad',
      };
    default:
      return report.outcome === 'declined'
        ? {
            headline: 'Declined — call support',
            detail: `The payment system answered “${report.status ?? 'declined'}”. Nothing was charged or refunded now.`,
            tone: 'bad',
          }
        : {
            headline: 'Done — the payment system gave no details',
            detail: report.status ? `It answered “${report.status}”.` : undefined,
            tone: 'good',
          };
  }
}

/** The reference a store manager gives support: the transaction made, else the payment. */
export function referenceOf(report: OperationReport): string | undefined {
  return report.ids.transaction_id ?? report.ids.payment_id ?? report.targets.payment_id;
}

export function plainStatus(status: string | null | undefined): string {
  switch (status) {
    case 'AUTHORIZED':
      return 'Approved, not charged yet';
    case 'CAPTURED':
      return 'Charged';
    case 'REFUNDED':
      return 'Refunded';
    case 'CANCELLED':
      return 'Cancelled';
    case 'FAILED':
    case 'REJECTED':
      return 'Declined — never charged';
    default:
      return status ? status.toLowerCase().replace(/_/g, ' ') : 'Not known';
  }
}

/** What a cancel-or-refund would act on: what is still held or charged, else the sale amount. */
export function amountAtStake(payment: Payment): string {
  const current = moneyNumber(payment.current_amount);
  return current !== undefined && current > 0
    ? moneyText(payment.current_amount, payment.currency)
    : moneyText(payment.initial_amount, payment.currency);
}
