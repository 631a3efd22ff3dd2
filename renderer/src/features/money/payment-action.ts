import type { TFunction } from 'i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { timestampOf } from '../../../../shared/schemas/normalize';
import { apiValueLabel, refusalWordsOf } from '../../i18n/api-values';
import { formatDateTime } from '../../i18n/format';
import { errorText } from '../../lib/error-text';
import { formatMoney } from '../../../../shared/money';

/*
 * The store manager's words: what happened to the customer's money, never the API's jargon.
 * Only CANCELLED and REFUNDED moved money now; the ALREADY_* answers report the past.
 */

export type PosOutcome = {
  headline: string;
  detail?: string;
  /** The API's status the detail puts in words, shown on hover. */
  detailCode?: string;
  tone: 'good' | 'bad' | 'unknown';
};

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
      detail: report.error ? errorText(report.error, t) : t('pos.outcome.failedDetail'),
      tone: 'bad',
    };
  }
  const read = timestampOf(report.resolved_at);
  const resolved = read.state === 'value' ? read.value : undefined;
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
    default: {
      const status = report.status ?? (report.outcome === 'declined' ? 'DECLINED' : undefined);
      return report.outcome === 'declined'
        ? {
            headline:
              status?.toUpperCase() === 'REJECTED'
                ? t('pos.outcome.rejected')
                : t('pos.outcome.declined'),
            detail: t(`pos.outcome.declinedDetail.${refusalWordsOf(status ?? '')}`, {
              status: apiValueLabel(t, status ?? ''),
            }),
            detailCode: status,
            tone: 'bad',
          }
        : {
            headline: t('pos.outcome.doneNoDetails'),
            detail: status
              ? t('pos.outcome.answered', { status: apiValueLabel(t, status) })
              : undefined,
            detailCode: status,
            tone: 'good',
          };
    }
  }
}
