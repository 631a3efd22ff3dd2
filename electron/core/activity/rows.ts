import type { ActivityDetail, ActivityRow } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { entryReport } from '../pipeline/report';
import { operationTypeOf } from './operation-type';

/** A journal entry as an Activity row: the operation report plus who, where and which version. */
export function rowOf(entry: JournalEntry, retryable: boolean): ActivityRow {
  const report = entryReport(entry, retryable);
  return {
    ...report,
    operation_type: operationTypeOf(report),
    operator: entry.begin.operator,
    app_version: entry.begin.app_version,
    profile: entry.begin.profile,
  };
}

/** Every id an operation touched: what it asked for first, then what the answer revealed. */
export function linksOf(entry: JournalEntry): ActivityDetail['links'] {
  const t = entry.begin.targets;
  const { ids } = entryReport(entry, false);
  const links = {
    payment_id: t.payment_id ?? ids.payment_id,
    transaction_id: t.transaction_id ?? ids.transaction_id,
    instrument_id: t.instrument_id ?? ids.instrument_id,
    user_id: t.user_id ?? ids.user_id,
  };
  return Object.fromEntries(Object.entries(links).filter(([, v]) => v)) as ActivityDetail['links'];
}
