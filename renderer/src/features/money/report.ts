import { formatMoney } from '../../../../shared/money';
import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';

export const OPERATION_LABELS: Record<MoneyOperationKind, string> = {
  'payments:authorize': 'Payment authorization',
  'transactions:authorize': 'Transaction authorization',
  'transactions:reverse': 'Capture, refund, cancellation, reversal or adjustment',
  'pos:cancelOrRefund': 'Cancel or refund',
};

const REVERSAL_LABELS: Record<string, string> = {
  CAPTURE: 'Capture',
  REFUND: 'Refund',
  CANCELLATION: 'Cancellation',
  REVERSAL: 'Reversal',
  ADJUSTMENT: 'Adjustment',
};

/** The kind of a reversal is only in the API's answer; without one, the generic label. */
export function operationLabel(report: OperationReport): string {
  const type = text(responseOf(report).type);
  return report.kind === 'transactions:reverse' && type && REVERSAL_LABELS[type]
    ? `${REVERSAL_LABELS[type]} of a transaction`
    : OPERATION_LABELS[report.kind];
}

export type OutcomeView = {
  label: 'Approved' | 'Declined' | 'Failed' | 'Outcome unknown';
  tone: 'good' | 'bad' | 'unknown';
  explanation?: string;
};

/** The API's answer, read defensively: it is redacted JSON with fields the console may not know. */
export function responseOf(report: OperationReport): Record<string, unknown> {
  const response = report.response;
  return typeof response === 'object' && response !== null && !Array.isArray(response)
    ? (response as Record<string, unknown>)
    : {};
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The status of the transaction the operation made (authorization or reversal). */
export function transactionStatus(report: OperationReport): string | undefined {
  const response = responseOf(report);
  return text(record(response.transaction).status) ?? text(response.status);
}

/**
 * The plain outcome line. The pipeline calls any 2xx reversal "succeeded", but the API can still
 * record the transaction as declined (e.g. the issuer refused a cancellation): say so.
 */
export function outcomeView(report: OperationReport): OutcomeView {
  switch (report.outcome) {
    case 'succeeded': {
      const status = transactionStatus(report);
      if (status && status !== 'APPROVED' && report.kind === 'transactions:reverse') {
        return { label: 'Declined', tone: 'bad', explanation: `The transaction is ${status}.` };
      }
      return { label: 'Approved', tone: 'good' };
    }
    case 'declined':
      return { label: 'Declined', tone: 'bad' };
    case 'failed':
      return { label: 'Failed', tone: 'bad', explanation: 'Nothing was done.' };
    case 'unknown':
      return {
        label: 'Outcome unknown',
        tone: 'unknown',
        explanation:
          'The money may or may not have moved. Retrying is safe: it reuses the same key, so the API does it at most once.',
      };
  }
}

export function paymentIdOf(report: OperationReport): string | undefined {
  const response = responseOf(report);
  return (
    report.targets.payment_id ??
    text(response.payment_id) ??
    text(record(response.payment).id) ??
    undefined
  );
}

/** The transaction the operation created, else the one it acted on. */
export function transactionIdOf(report: OperationReport): string | undefined {
  const response = responseOf(report);
  return (
    text(record(response.transaction).id) ??
    (report.kind === 'transactions:reverse' ? text(response.id) : undefined) ??
    text(response.transaction_id) ??
    report.targets.transaction_id
  );
}

export function responseCodeOf(report: OperationReport) {
  const response = responseOf(report);
  const code = text(response.response_code);
  return code ? { code, description: text(response.response_code_description) } : undefined;
}

/** Capture mode of the payment the answer shows, to offer a refund after automatic capture. */
export function captureModeOf(report: OperationReport): string | undefined {
  return text(record(record(responseOf(report).payment).capture).mode);
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
