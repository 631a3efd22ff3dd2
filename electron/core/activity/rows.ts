import type { ActivityDetail, ActivityRow } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { reportOf } from '../pipeline/report';

/** A journal entry as an Activity row: the operation report plus who, where and which version. */
export function rowOf(entry: JournalEntry, retryable: boolean): ActivityRow {
  return {
    ...reportOf(entry, retryable),
    operator: entry.begin.operator,
    app_version: entry.begin.app_version,
    profile: entry.begin.profile,
  };
}

/** Every id an operation touched, from what it asked and what the API answered. */
export function linksOf(entry: JournalEntry): ActivityDetail['links'] {
  const body = (entry.finish?.response?.body ?? {}) as {
    payment_id?: unknown;
    instrument_id?: unknown;
    transaction?: { id?: unknown };
    transaction_id?: unknown;
    id?: unknown;
  };
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const t = entry.begin.targets;
  const links = {
    payment_id: str(t.payment_id) ?? str(body.payment_id),
    transaction_id:
      str(t.transaction_id) ??
      str(body.transaction?.id) ??
      str(body.transaction_id) ??
      str(body.id),
    instrument_id: str(t.instrument_id) ?? str(body.instrument_id),
    user_id: str(t.user_id),
  };
  return Object.fromEntries(Object.entries(links).filter(([, v]) => v)) as ActivityDetail['links'];
}
