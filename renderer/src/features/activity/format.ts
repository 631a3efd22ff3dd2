import { formatMoney } from '../../../../shared/money';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import type { MoneyOperationKind, Outcome } from '../../../../shared/schemas/operation';

export const OPERATION_NAMES: Record<MoneyOperationKind, string> = {
  'payments:authorize': 'Payment authorization',
  'transactions:authorize': 'Transaction authorization',
  'transactions:reverse': 'Reversal/capture/refund',
  'pos:cancelOrRefund': 'POS cancel-or-refund',
};

export const OUTCOME_NAMES: Record<Outcome, string> = {
  succeeded: 'Succeeded',
  declined: 'Declined',
  failed: 'Failed',
  unknown: 'Unknown',
};

export const ATTEMPT_RESULTS: Record<string, string> = {
  answered: 'Answered',
  timeout: 'Timed out',
  network: 'Network error',
  not_sent: 'Not sent',
};

const REVERSAL_NAMES: Record<string, string> = {
  CAPTURE: 'Capture',
  REFUND: 'Refund',
  CANCELLATION: 'Cancellation',
  REVERSAL: 'Reversal',
  ADJUSTMENT: 'Adjustment',
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * One channel makes every follow-up (capture, refund, …); the row does not carry the request,
 * but the API's answer names the transaction's `type`, which says more than the channel.
 */
export function operationName(row: Pick<ActivityRow, 'kind' | 'response'>): string {
  if (row.kind === 'transactions:reverse') {
    const type = text(record(row.response).type);
    if (type) return REVERSAL_NAMES[type] ?? `Reversal/capture/refund (${type})`;
  }
  return OPERATION_NAMES[row.kind];
}

/** Payment, transaction, instrument and card, from the request's targets or the answer. */
export function targetIds(row: Pick<ActivityRow, 'kind' | 'targets' | 'response'>): string[] {
  const answer = record(row.response);
  const t = row.targets;
  // The transaction acted on (a reversal's parent) and the one the API created, when both exist.
  const created =
    text(record(answer.transaction).id) ??
    (row.kind === 'transactions:reverse' ? text(answer.id) : undefined) ??
    text(answer.transaction_id);
  const ids = [
    t.payment_id ?? text(answer.payment_id),
    t.transaction_id,
    created,
    t.instrument_id ?? text(answer.instrument_id),
    t.card,
    t.user_id,
  ];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

export function amountText(row: Pick<ActivityRow, 'amount'>): string {
  return row.amount ? formatMoney(row.amount.value, row.amount.currency) : '—';
}

export function latencyText(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}
