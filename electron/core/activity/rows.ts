import type { ActivityDetail, ActivityRow } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { recordedOperator } from '../../../shared/operator-label';
import { entryReport } from '../pipeline/report';
import { operationTypeOf } from './operation-type';

/** Where an entry was read: which console made it, and whether it came from the team store. */
export interface RowOrigin {
  console?: { id: string; name: string };
  team?: boolean;
}

/**
 * A journal entry as an Activity row: the operation report plus who, where and which version.
 * Team entries are the same redacted records shipped from another console, so one builder serves
 * both; a team row is never retryable here (its attempt, if any, belongs to the console that made it).
 */
export function rowOf(
  entry: JournalEntry,
  retryable: boolean,
  origin: RowOrigin = {},
): ActivityRow {
  const report = entryReport(entry, retryable && !origin.team);
  return {
    ...report,
    operation_type: operationTypeOf(report),
    operator: entry.begin.operator,
    operator_identity: recordedOperator(entry.begin.operator, entry.begin.operator_identity),
    app_version: entry.begin.app_version,
    profile: entry.begin.profile,
    ...(origin.console ? { console: origin.console } : {}),
    ...(origin.team ? { team: true } : {}),
    ...(entry.begin.approval ? { approval: entry.begin.approval } : {}),
  };
}

/**
 * Every id an operation touched: what it asked for first, then what the answer revealed. A
 * capture, refund or cancellation targets one transaction and creates another; the one it
 * created is listed too, as the result, the timeline and the CSV name it.
 */
export function linksOf(entry: JournalEntry): ActivityDetail['links'] {
  const t = entry.begin.targets;
  const { ids } = entryReport(entry, false);
  const transaction = t.transaction_id ?? ids.transaction_id;
  const links = {
    payment_id: t.payment_id ?? ids.payment_id,
    transaction_id: transaction,
    created_transaction_id: ids.transaction_id !== transaction ? ids.transaction_id : undefined,
    instrument_id: t.instrument_id ?? ids.instrument_id,
    user_id: t.user_id ?? ids.user_id,
  };
  return Object.fromEntries(Object.entries(links).filter(([, v]) => v)) as ActivityDetail['links'];
}
