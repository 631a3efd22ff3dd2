import type { JournalRecord } from '../../../shared/schemas/journal';
import { answerIds } from '../journal/index-record';

/** One journal record as the team store keeps it: indexed columns beside the record itself. */
export interface AuditRow {
  seq: number;
  type: JournalRecord['type'];
  operationId: string;
  at: string;
  operator: string | null;
  profileId: string | null;
  operation: string | null;
  outcome: string | null;
  ids: string[];
  record: JournalRecord;
}

/** Every id a record names, so a team search by any of them is one GIN lookup. */
export function idsOf(record: JournalRecord): string[] {
  const ids = new Set<string>([record.operation_id]);
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== '') ids.add(value);
  };
  if (record.type === 'begin') {
    add(record.idempotency_key);
    for (const value of Object.values(record.targets)) add(value);
  } else if (record.type === 'finish') {
    for (const value of Object.values(answerIds(record))) add(value);
    add(record.resolution?.payment_id);
    add(record.resolution?.operation_id);
  }
  return [...ids];
}

export function toAuditRow(record: JournalRecord, seq: number): AuditRow {
  return {
    seq,
    type: record.type,
    operationId: record.operation_id,
    at: record.at,
    operator: record.type === 'begin' ? record.operator : null,
    profileId: record.type === 'begin' ? record.profile.id : null,
    operation:
      record.type === 'begin'
        ? record.operation
        : record.type === 'finish'
          ? (record.operation ?? null)
          : null,
    outcome: record.type === 'finish' ? record.outcome : null,
    ids: idsOf(record),
    record,
  };
}
