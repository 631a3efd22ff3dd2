import type { JournalRecord } from '../../../shared/schemas/journal';
import { answerIds } from '../journal/index-record';

/** One journal record as the team store keeps it: indexed columns beside the record itself. */
export interface AuditRow {
  seq: number;
  type: JournalRecord['type'];
  operationId: string;
  at: string;
  operator: string | null;
  /** A verified operator's issuer and subject; null for a local one or an older record. */
  operatorIssuer: string | null;
  operatorSubject: string | null;
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
  const identity = record.type === 'begin' ? record.operator_identity : undefined;
  const verified = identity?.kind === 'verified' ? identity : undefined;
  return {
    seq,
    type: record.type,
    operationId: record.operation_id,
    at: record.at,
    operator: record.type === 'begin' ? record.operator : null,
    operatorIssuer: verified?.issuer ?? null,
    operatorSubject: verified?.subject ?? null,
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
 * keeps what was there and says so. A lone UTF-16 surrogate (half a character) is refused by
 * jsonb too, so a hostile API answering `"\ud800"` kept that finish out of the trail: it
 * becomes its visible escape the same way. In a text column it would turn into U+FFFD unseen.
 */
export function storableText(text: string): string;
export function storableText(text: string | null): string | null;
export function storableText(text: string | null): string | null {
  if (text === null) return null;
  const noNul = text.includes('\0') ? text.replaceAll('\0', '\\u0000') : text;
  return noNul.replace(
    LONE_SURROGATE,
    (half) => `\\u${half.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The same for `JSON.stringify`'s text, where NUL is already the escape `\u0000` (an unescaped
 * backslash before it), and a surrogate is written as an escape only when it is alone.
 */
export function storableJson(json: string): string {
  return json.includes('\\u')
    ? json.replace(/(?<!\\)((?:\\\\)*)\\u(0000|d[89a-f][0-9a-f]{2})/gi, '$1\\\\u$2')
    : json;
}
