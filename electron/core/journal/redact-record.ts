import { JournalRecord } from '../../../shared/schemas/journal';
import { redactValue } from '../redact';
import { REDACTED_BY, REDACTION_RULES } from '../redaction/rules-version';

/**
 * The journal's own pass of redaction, the last before the disk: whatever a caller left in a
 * record, the file never holds. `body_exact` promises that the stored body is the one to resend;
 * if this pass changed the body, that promise no longer holds, whatever the caller believed.
 */
export function redactRecord(record: JournalRecord): JournalRecord {
  const redacted = JournalRecord.parse(redactValue(record));
  if (
    redacted.type === 'begin' &&
    record.type === 'begin' &&
    redacted.body_exact &&
    !sameJson(redacted.request.body, record.request.body)
  ) {
    return { ...redacted, body_exact: false };
  }
  return redacted;
}

/**
 * A journal line read back to leave the machine (the team store): parsed, redacted and checked
 * against the schema once. Parsing it first and redacting the record after checked it twice,
 * which cost the shipper a fifth of its time. Undefined for a line that is not a record.
 */
export function redactLine(line: string): JournalRecord | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return undefined;
  }
  // Written under today's rules, a line has met them already (rules-version.ts).
  const stamped = (raw as Record<string, unknown> | null)?.[REDACTED_BY] === REDACTION_RULES;
  const parsed = JournalRecord.safeParse(stamped ? raw : redactValue(raw));
  if (!parsed.success) return undefined;
  if (stamped) return parsed.data;
  const redacted = parsed.data;
  if (redacted.type === 'begin' && redacted.body_exact) {
    const body = (raw as { request?: { body?: unknown } }).request?.body;
    if (!sameJson(redacted.request.body, body)) return { ...redacted, body_exact: false };
  }
  return redacted;
}

/** A body too deep to write out is not the one the redacted copy holds (it was cut short). */
function sameJson(redacted: unknown, original: unknown): boolean {
  try {
    return JSON.stringify(redacted) === JSON.stringify(original);
  } catch {
    return false;
  }
}
