import { movedAmount } from '../../../shared/moved-amount';
import { currencyDecimals } from '../../../shared/money';
import type { ActivityRow } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { redactValue } from '../redact';

/**
 * One row per operation, with what a reconciliation needs: the kind of effect, every id it
 * touched (the transaction it created and the one it acted on), the amount with the currency's
 * minor-unit digits, how it ended and who settled it if it was unknown.
 */
export const CSV_COLUMNS = [
  'time',
  'operation_id',
  'operation_type',
  'operation',
  'outcome',
  'status',
  'response_code',
  'error_code',
  'api_error_code',
  'http_status',
  'amount',
  'currency',
  'requested_amount',
  'profile',
  'production',
  'operator',
  'console',
  'console_id',
  'operator_verified',
  'operator_issuer',
  'operator_subject',
  'operator_email',
  'approval_requester',
  'approved_by',
  'approval_asked_at',
  'approval_decided_at',
  'approval_note',
  'merchant_id',
  'user_id',
  'instrument_id',
  'card',
  'payment_id',
  'transaction_id',
  'parent_transaction_id',
  'idempotency_key',
  'resolved_by',
  'resolution',
  'attempts',
  'latency_ms',
  'app_version',
] as const;

type Column = (typeof CSV_COLUMNS)[number];

/** "42.50" for USD, "350000" for COP: the digits the currency has, never a float's whim. */
export function minorUnitText(amount: { value: number; currency: string } | undefined) {
  return amount ? amount.value.toFixed(currencyDecimals(amount.currency)) : undefined;
}

function verified(row: ActivityRow) {
  return row.operator_identity?.kind === 'verified' ? row.operator_identity : undefined;
}

/** The columns of one row, typed, for both formats. */
export function exportValues(row: ActivityRow): Record<Column, unknown> {
  const t = row.targets;
  const moved = movedAmount(row);
  const created = row.ids.transaction_id;
  return {
    time: row.started_at,
    operation_id: row.operation_id,
    operation_type: row.operation_type,
    operation: row.kind,
    outcome: row.outcome,
    status: row.status,
    response_code: row.response_code,
    error_code: row.error?.code,
    api_error_code: row.error?.apiCode,
    http_status: row.http_status,
    amount: minorUnitText(moved),
    currency: moved?.currency,
    requested_amount: minorUnitText(row.amount),
    profile: row.profile.name,
    production: row.profile.production,
    operator: row.operator,
    // The provider's own words, so a spreadsheet can tell verified people from typed names.
    operator_verified: row.operator_identity?.kind === 'verified',
    operator_issuer: verified(row)?.issuer,
    operator_subject: verified(row)?.subject,
    operator_email: verified(row)?.email,
    // Four-eyes: who asked, who approved and when each, as the journal's record says.
    approval_requester: row.approval?.requester,
    approved_by: row.approval?.approver,
    approval_asked_at: row.approval?.asked_at,
    approval_decided_at: row.approval?.decided_at,
    approval_note: row.approval?.note,
    console: row.console?.name,
    console_id: row.console?.id,
    merchant_id: t.merchant_id,
    user_id: t.user_id ?? row.ids.user_id,
    instrument_id: t.instrument_id ?? row.ids.instrument_id,
    card: t.card,
    payment_id: t.payment_id ?? row.ids.payment_id,
    transaction_id: created ?? t.transaction_id,
    parent_transaction_id: created && t.transaction_id !== created ? t.transaction_id : undefined,
    idempotency_key: row.idempotency_key,
    resolved_by: row.resolution?.by,
    resolution: row.resolution
      ? [row.resolution.verdict, row.resolution.operation_id, row.resolution.payment_status]
          .filter(Boolean)
          .join(' ')
      : undefined,
    attempts: row.attempts,
    latency_ms: row.latency_ms,
    app_version: row.app_version,
  };
}

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
  const values = exportValues(row);
  // Redacted once more: an export leaves the console, so it gets its own check.
  return `${CSV_COLUMNS.map((c) => cell(redactValue(values[c], c))).join(',')}\r\n`;
}

/**
 * One operation per line: the same columns as the CSV (absent ones left out), then its begin
 * and latest finish records, all redacted again.
 */
export function jsonLine(row: ActivityRow, entry: JournalEntry): string {
  const values = Object.fromEntries(
    Object.entries(exportValues(row)).filter(([, v]) => v !== undefined),
  );
  return `${JSON.stringify(redactValue({ ...values, begin: entry.begin, finish: entry.finish ?? null }))}\n`;
}
