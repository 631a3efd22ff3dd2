import type { ActivityRow } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { redactValue } from '../redact';

export const CSV_COLUMNS = [
  'time',
  'operation_id',
  'operation',
  'outcome',
  'error_code',
  'api_error_code',
  'http_status',
  'amount',
  'currency',
  'profile',
  'production',
  'operator',
  'merchant_id',
  'instrument_id',
  'card',
  'payment_id',
  'transaction_id',
  'user_id',
  'idempotency_key',
  'attempts',
  'latency_ms',
  'app_version',
] as const;

/** RFC 4180 quoting, and a leading quote for cells a spreadsheet would run as a formula. */
function cell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvHeader(): string {
  return `${CSV_COLUMNS.join(',')}\r\n`;
}

export function csvLine(row: ActivityRow): string {
  const t = row.targets;
  const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    time: row.started_at,
    operation_id: row.operation_id,
    operation: row.kind,
    outcome: row.outcome,
    error_code: row.error?.code,
    api_error_code: row.error?.apiCode,
    http_status: row.http_status,
    amount: row.amount?.value,
    currency: row.amount?.currency,
    profile: row.profile.name,
    production: row.profile.production,
    operator: row.operator,
    merchant_id: t.merchant_id,
    instrument_id: t.instrument_id,
    card: t.card,
    payment_id: t.payment_id,
    transaction_id: t.transaction_id,
    user_id: t.user_id,
    idempotency_key: row.idempotency_key,
    attempts: row.attempts,
    latency_ms: row.latency_ms,
    app_version: row.app_version,
  };
  // Redacted once more: an export leaves the console, so it gets its own check.
  return `${CSV_COLUMNS.map((c) => cell(redactValue(values[c], c))).join(',')}\r\n`;
}

/** One operation per line: its begin and latest finish records, redacted again. */
export function jsonLine(entry: JournalEntry): string {
  return `${JSON.stringify(redactValue({ begin: entry.begin, finish: entry.finish ?? null }))}\n`;
}
