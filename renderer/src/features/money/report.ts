import type { TFunction } from 'i18next';
import { operationKey, ownSuccessLabel } from '../../../../shared/operations/presentation';
import { moneyPresentation } from '../../../../shared/operations/words';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { en } from '../../i18n/areas/money';
import { hasWords } from '../../i18n/keys';
import { apiValueLabel, refusalWordsOf } from '../../i18n/api-values';
import { formatDateTime } from '../../i18n/format';
import { formatMoney } from '../../../../shared/money';
import { movedAmount } from '../../../../shared/moved-amount';
import { posOutcome } from './payment-action';
import { resolutionHeadline } from './resolution';

/*
 * Words for main's typed reports. Main has read and judged the API's answer with the operation's
 * descriptor; nothing here looks inside the raw answer, which is only shown as JSON.
 */

export type OutcomeView = {
  label: string;
  tone: 'good' | 'bad' | 'unknown';
  explanation?: string;
  /** The API's code the explanation puts in words, shown on hover. */
  explanationCode?: string;
};

/**
 * A success in the words of what was asked for, as its module says: a retried or resolving
 * cancel-or-refund says "Cancelled, nothing was charged", a capture "Captured", never a bare
 * "Approved".
 */
function successView(report: OperationReport, t: TFunction, language: string): OutcomeView {
  const { success } = moneyPresentation(report.kind);
  if (success === 'paymentAction') {
    const { headline, detail, detailCode, tone } = posOutcome(report, t, language);
    return {
      label: headline,
      tone: tone === 'bad' ? 'bad' : 'good',
      explanation: detail,
      explanationCode: detailCode,
    };
  }
  const amount = report.moved ?? report.amount;
  const money = amount ? formatMoney(amount.value, amount.currency, language) : undefined;
  if (typeof success === 'object') {
    return {
      label: ownSuccessLabel(success, language, { amount: money, status: report.status }),
      tone: 'good',
    };
  }
  const label = (() => {
    switch (success === 'reversalType' ? report.reversal_type : undefined) {
      case 'CAPTURE':
        return money
          ? t('money.outcome.captured', { amount: money })
          : t('money.outcome.capturedAll');
      case 'REFUND':
        return money
          ? t('money.outcome.refunded', { amount: money })
          : t('money.outcome.refundedAll');
      case 'CANCELLATION':
        return t('money.outcome.cancelled');
      case 'REVERSAL':
        return t('money.outcome.reversed');
      case 'ADJUSTMENT':
        return money ? t('money.outcome.adjusted', { amount: money }) : t('money.outcome.approved');
      default:
        return t('money.outcome.approved');
    }
  })();
  // Approved, yet its AUTOMATIC capture settles later: no money is taken, nothing refundable.
  if (report.capture_pending && success === 'approved') {
    return {
      label: t('money.outcome.approvedCapturing'),
      tone: 'good',
      explanation: t('money.outcome.approvedCapturingDetail'),
    };
  }
  return { label, tone: 'good' };
}

export function outcomeView(report: OperationReport, t: TFunction, language: string): OutcomeView {
  // Marked by hand, no answer was ever read: the heading is what the person decided, not an
  // "Approved" no API said. A payment main read back as refused stays "Declined".
  const verdict = report.resolution?.verdict;
  const byHand =
    (verdict === 'went_through' && report.outcome === 'succeeded') || verdict === 'did_not_happen';
  if (report.resolution && byHand) {
    return {
      label: resolutionHeadline(report.resolution, t),
      tone: verdict === 'went_through' ? 'good' : 'bad',
    };
  }
  switch (report.outcome) {
    case 'succeeded':
      return successView(report, t, language);
    case 'declined':
      return {
        label:
          report.status?.toUpperCase() === 'REJECTED'
            ? t('money.outcome.rejected')
            : t('money.outcome.declined'),
        tone: 'bad',
        ...(report.status
          ? {
              explanation: t(`money.outcome.declinedDetail.${refusalWordsOf(report.status)}`, {
                status: apiValueLabel(t, report.status),
              }),
              explanationCode: report.status,
            }
          : {}),
      };
    case 'failed':
      return {
        label: t('money.outcome.failed'),
        tone: 'bad',
        explanation: t('money.outcome.failedDetail'),
      };
    case 'pending':
      // A capture the API settles later (the reference's PENDING capture): said as what it is.
      if (report.reversal_type === 'CAPTURE') {
        const amount = movedAmount(report);
        return {
          label: t('money.outcome.capturing'),
          tone: 'unknown',
          explanation: t('money.outcome.capturingDetail', {
            amount: amount ? formatMoney(amount.value, amount.currency, language) : '—',
          }),
          explanationCode: report.status,
        };
      }
      return {
        label: t('money.outcome.pending'),
        tone: 'unknown',
        explanation: t('money.outcome.pendingDetail', {
          status: report.status ? ` (${apiValueLabel(t, report.status)})` : '',
        }),
        explanationCode: report.status,
      };
    case 'resolved':
      return {
        label: report.resolution
          ? resolutionHeadline(report.resolution, t)
          : t('money.outcome.settled'),
        tone: 'good',
        explanation: t('money.outcome.settledDetail'),
      };
    case 'unknown':
      return {
        label: t('money.outcome.unknown'),
        tone: 'unknown',
        explanation: t(
          report.idempotency === 'honoured'
            ? 'money.outcome.unknownDetail'
            : 'money.outcome.unknownDetailNotKnown',
        ),
      };
  }
}

/** The payment the operation acted on, else the one its answer revealed. */
export function paymentIdOf(report: OperationReport): string | undefined {
  return report.targets.payment_id ?? report.ids.payment_id;
}

/** The transaction the operation created, else the one it acted on. */
export function transactionIdOf(report: OperationReport): string | undefined {
  return report.ids.transaction_id ?? report.targets.transaction_id;
}

/** "Capture", "Payment authorization": main's label for the operation, in the chosen language. */
export function operationName(
  report: Pick<OperationReport, 'kind' | 'reversal_type'>,
  t: TFunction,
): string {
  return report.reversal_type && hasWords(en.reversal, report.reversal_type)
    ? t(`money.reversal.${report.reversal_type}`)
    : t(`money.operation.${operationKey(report.kind)}`);
}

export function amountText(report: OperationReport, language: string): string | undefined {
  return report.amount
    ? formatMoney(report.amount.value, report.amount.currency, language)
    : undefined;
}

/**
 * The amount a result shows: what the answer says moved, else what was asked, as Activity's list,
 * its inspector and the CSV say it. A reversal or a refund of all that is left asks for none.
 */
export function movedAmountText(report: OperationReport, language: string): string | undefined {
  const amount = movedAmount(report);
  return amount ? formatMoney(amount.value, amount.currency, language) : undefined;
}

export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, language);
}
