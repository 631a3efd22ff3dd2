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

/**
 * PostgreSQL refuses NUL in text and `\u0000` in jsonb, and one such record failed its whole
 * batch for good. The character becomes the six visible characters `\u0000`, so the store
 * keeps what was there and says so.
 */
export function storableText(text: string): string;
export function storableText(text: string | null): string | null;
export function storableText(text: string | null): string | null {
  return text !== null && text.includes('\0') ? text.replaceAll('\0', '\\u0000') : text;
}

/** The same for JSON text, where NUL is already the escape `\u0000` (an unescaped backslash before it). */
export function storableJson(json: string): string {
  return json.includes('\\u0000')
    ? json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1\\\\u0000')
    : json;
}
