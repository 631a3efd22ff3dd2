import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import type { JournaledOperationKind, Outcome } from '../../../../shared/schemas/operation';
import { operationKey } from '../../../../shared/operations/presentation';
import { movedAmount } from '../../../../shared/moved-amount';
import { en } from '../../i18n/areas/activity';
import { hasWords } from '../../i18n/keys';
import type { Messages } from '../../i18n/messages';
import { formatDateTime, localeOf } from '../../i18n/format';
import { formatCount, formatMoney } from '../../../../shared/money';
import { resolutionHeadline } from '../money/resolution';

const ATTEMPT_RESULTS = [
  'answered',
  'timeout',
  'network',
  'not_sent',
] as const satisfies readonly (keyof Messages['activity']['attempts'])[];
const isAttemptResult = (result: string): result is (typeof ATTEMPT_RESULTS)[number] =>
  (ATTEMPT_RESULTS as readonly string[]).includes(result);

/** Every journaled operation's name is in the catalog, from its module. */
const operationNameKey = (kind: JournaledOperationKind) =>
  `activity.operation.${operationKey(kind)}` as const;

/**
 * Activity's words in the chosen language: outcomes, operation names (a reversal by the type it
 * asked for), amounts, times and latencies through `Intl`.
 */
export function useActivityWords() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    t,
    language,
    outcome: (outcome: Outcome) => t(`activity.outcome.${outcome}`),
    /** A filter's choice: "declined" also finds what the API rejected ("05"). */
    outcomeChoice: (outcome: Outcome) =>
      outcome === 'declined' ? t('activity.declinedOrRejected') : t(`activity.outcome.${outcome}`),
    /**
     * A settled row says how it was settled ("Cancelled with cancel-or-refund"), not "Settled";
     * a pending capture says "Capture in progress".
     */
    outcomeOf: (
      row: Pick<
        ActivityRow,
        'outcome' | 'resolution' | 'reversal_type' | 'capture_pending' | 'kind' | 'status'
      >,
    ) => {
      if (row.outcome === 'resolved' && row.resolution) {
        return resolutionHeadline(row.resolution, t);
      }
      // A capture the API settles later: not charged money yet, and said so.
      if (row.outcome === 'pending' && row.reversal_type === 'CAPTURE') {
        return t('activity.captureInProgress');
      }
      // An approved AUTOMATIC authorization whose capture settles later has taken nothing yet.
      if (row.outcome === 'succeeded' && row.capture_pending) {
        return t('activity.approvedCapturing');
      }
      // A cancel-or-refund that went through says what it did (its `action`).
      if (
        row.outcome === 'succeeded' &&
        row.kind === 'pos:cancelOrRefund' &&
        row.status &&
        hasWords(en.posAction, row.status)
      ) {
        return t(`activity.posAction.${row.status}`);
      }
      if (
        row.outcome === 'succeeded' &&
        (row.kind === 'payments:authorize' || row.kind === 'transactions:authorize')
      ) {
        return t('activity.approved');
      }
      if (
        row.outcome === 'succeeded' &&
        row.reversal_type &&
        hasWords(en.reversalDone, row.reversal_type)
      ) {
        return t(`activity.reversalDone.${row.reversal_type}`);
      }
      if (row.outcome === 'declined' && row.status?.toUpperCase() === 'REJECTED') {
        return t('activity.rejected');
      }
      return t(`activity.outcome.${row.outcome}`);
    },
    operationKind: (kind: JournaledOperationKind) => t(operationNameKey(kind)),
    operation: (row: Pick<ActivityRow, 'kind' | 'reversal_type'>) =>
      row.reversal_type && hasWords(en.reversal, row.reversal_type)
        ? t(`activity.reversal.${row.reversal_type}`)
        : t(operationNameKey(row.kind)),
    /** The same amount as the export's `amount` column. */
    amount: (row: Pick<ActivityRow, 'amount' | 'moved'>) => {
      const amount = movedAmount(row);
      return amount ? formatMoney(amount.value, amount.currency, language) : '—';
    },
    latency: (ms: number) => `${formatCount(Math.round(ms), language)} ms`,
    when: (iso: string) => formatDateTime(iso, language),
    /** With seconds: attempts of one operation are often seconds apart. */
    whenExact: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime())
        ? iso
        : new Intl.DateTimeFormat(localeOf(language), {
            dateStyle: 'medium',
            timeStyle: 'medium',
          }).format(date);
    },
    attemptResult: (result: string) =>
      isAttemptResult(result) ? t(`activity.attempts.${result}`) : result,
    unreadable: (count: number) =>
      t('activity.unreadable', { count, total: formatCount(count, language) }),
    count: (total: number, atLeast = false) =>
      atLeast
        ? t('activity.countAtLeast', {
            total: formatCount(total, language),
          })
        : total === 1
          ? t('activity.countOne')
          : t('activity.countMany', {
              total: formatCount(total, language),
            }),
  };
}

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
