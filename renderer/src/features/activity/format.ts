import { formatMoney } from '../../../../shared/money';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import type { Outcome } from '../../../../shared/schemas/operation';

export const OUTCOME_NAMES: Record<Outcome, string> = {
  succeeded: 'Succeeded',
  declined: 'Declined',
  failed: 'Failed',
  unknown: 'Unknown',
  pending: 'Pending',
  resolved: 'Settled',
};

export const ATTEMPT_RESULTS: Record<string, string> = {
  answered: 'Answered',
  timeout: 'Timed out',
  network: 'Network error',
  not_sent: 'Not sent',
};

/**
 * Payment, transactions, instrument, card and user, once each: what the request named and what
 * main read from the answer (a reversal's parent and the transaction it created, both).
 */
export function targetIds(row: Pick<ActivityRow, 'targets' | 'ids'>): string[] {
  const t = row.targets;
  const ids = [
    t.payment_id ?? row.ids.payment_id,
    t.transaction_id,
    row.ids.transaction_id,
    t.instrument_id ?? row.ids.instrument_id,
    t.card,
    t.user_id ?? row.ids.user_id,
  ];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

export function amountText(row: Pick<ActivityRow, 'amount'>): string {
  return row.amount ? formatMoney(row.amount.value, row.amount.currency) : '—';
}

export function latencyText(ms: number): string {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}
