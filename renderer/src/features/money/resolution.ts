import type { TFunction } from 'i18next';
import { recordedOperator } from '../../../../shared/operator-label';
import type { Resolution } from '../../../../shared/schemas/operation';
import { apiValueLabel } from '../../i18n/api-values';
import { operatorWords } from '../../i18n/operator-words';

/*
 * How an unknown outcome ended, in the store manager's words: what was done to the money (the
 * payment cancelled, refunded, sent again) rather than that someone "settled" it.
 */

/** What cancel-or-refund did to the payment, as the API named it when the operation was settled. */
function cancelOrRefundWord(status: string | undefined) {
  const action = status?.toUpperCase() ?? '';
  if (action.endsWith('CANCELLED')) return 'cancelled';
  if (action.endsWith('REFUNDED')) return 'refunded';
  if (action === 'NOTHING_TO_REVERSE') return 'nothingToReverse';
  return 'cancelOrRefund';
}

/** "Cancelled with cancel-or-refund": the few words for an outcome column or a heading. */
export function resolutionHeadline(resolution: Resolution, t: TFunction): string {
  switch (resolution.verdict) {
    case 'cancel_or_refund':
      return t(`money.resolution.headline.${cancelOrRefundWord(resolution.payment_status)}`);
    case 'went_through':
      return t('money.resolution.headline.wentThrough');
    case 'did_not_happen':
      return t('money.resolution.headline.didNotHappen');
    case 'resent':
      return t('money.resolution.headline.resent');
  }
}

/**
 * "Marked resolved by ana: it went through (payment pay-1, AUTHORIZED)": who ended it and how.
 * A resend's own outcome (`sentAgain`, "Approved") is said after it, as the resend decided it.
 */
export function resolutionText(resolution: Resolution, t: TFunction, sentAgain?: string): string {
  const values = {
    by: operatorWords(recordedOperator(resolution.by, resolution.by_identity), t),
    payment: resolution.payment_id ?? '—',
    status: resolution.payment_status ? apiValueLabel(t, resolution.payment_status) : '—',
  };
  const what = (() => {
    switch (resolution.verdict) {
      case 'cancel_or_refund':
        return t(`money.resolution.text.${cancelOrRefundWord(resolution.payment_status)}`, values);
      case 'went_through':
        return t(
          resolution.payment_status
            ? 'money.resolution.text.wentThrough'
            : 'money.resolution.text.wentThroughNoStatus',
          values,
        );
      case 'did_not_happen':
        return t('money.resolution.text.didNotHappen', values);
      case 'resent':
        return sentAgain
          ? t('money.resolution.text.resent', { ...values, outcome: sentAgain })
          : t('money.resolution.text.resentNoOutcome', values);
    }
  })();
  return resolution.note
    ? `${what}. ${t('money.resolution.note', { note: resolution.note })}`
    : `${what}.`;
}
