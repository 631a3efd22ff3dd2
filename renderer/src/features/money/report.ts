import { formatMoney } from '../../../../shared/money';
import type { OperationReport } from '../../../../shared/schemas/operation';

/*
 * Words for main's typed reports. Main has read and judged the API's answer with the operation's
 * descriptor; nothing here looks inside the raw answer, which is only shown as JSON.
 */

export type OutcomeView = {
  label: 'Approved' | 'Declined' | 'Failed' | 'Outcome unknown' | 'Pending';
  tone: 'good' | 'bad' | 'unknown';
  explanation?: string;
};

export function outcomeView(report: OperationReport): OutcomeView {
  switch (report.outcome) {
    case 'succeeded':
      return { label: 'Approved', tone: 'good' };
    case 'declined':
      return {
        label: 'Declined',
        tone: 'bad',
        ...(report.status ? { explanation: `The API answered ${report.status}.` } : {}),
      };
    case 'failed':
      return { label: 'Failed', tone: 'bad', explanation: 'Nothing was done.' };
    case 'pending':
      return {
        label: 'Pending',
        tone: 'unknown',
        explanation: `The API took it and is still processing it${report.status ? ` (${report.status})` : ''}. Refresh the status to see how it ends.`,
      };
    case 'unknown':
      return {
        label: 'Outcome unknown',
        tone: 'unknown',
        explanation:
          report.idempotency === 'honoured'
            ? 'The money may or may not have moved. Retrying is safe: it reuses the same key, so the API does it at most once.'
            : 'The money may or may not have moved. This profile’s API is not known to honour the idempotency key: check the status before sending it again.',
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

export function amountText(report: OperationReport): string | undefined {
  return report.amount ? formatMoney(report.amount.value, report.amount.currency) : undefined;
}

/** Shown when a retry is impossible; main only says `retryable: false`, this is why. */
export const NOT_RETRYABLE_REASON =
  'It cannot be resent: it carried card data, which the console never keeps, or it already ended. Resolve the payment with cancel-or-refund instead.';

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}
