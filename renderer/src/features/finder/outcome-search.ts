import { currencyDecimals } from '../../../../shared/money';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { isTerminalTraceNumber } from '../../../../shared/trace-number';
import type { FinderFields } from './finder-address';
import { EMPTY_FINDER } from './finder-address';

/** How far either side of an unknown operation's start its payment is looked for. */
const AROUND_MS = 30 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the finder's address writes a wall time: `2026-11-26T14:05`. */
function wallTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The terminal's trace number the request carried, if the finder's box reads it as one (read
 * tolerantly): one the box would refuse, or read as an amount, falls back to the amount and time.
 */
function traceOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const trace = (request as Record<string, unknown>).external_client_trace_id;
  return typeof trace === 'string' && isTerminalTraceNumber(trace) && !/[.,]/.test(trace)
    ? trace
    : undefined;
}

/**
 * The finder's search for an unknown outcome's payment, from what the journal kept of its
 * request: its trace number when it had one, else its amount with its currency around the time
 * it was sent. The person sees the fields filled and may widen them.
 */
export function outcomeSearch(report: OperationReport): FinderFields {
  const fields: FinderFields = { ...EMPTY_FINDER };
  const trace = traceOf(report.request);
  if (trace) fields.q = trace;
  if (report.amount) {
    const currency = report.amount.currency.toUpperCase();
    // In the currency's own digits, as the amount was typed: 1234.5 read as a typo for 1234.50.
    fields.min = report.amount.value.toFixed(currencyDecimals(currency));
    fields.currency = currency;
  }
  const started = new Date(report.started_at).getTime();
  if (!trace && Number.isFinite(started)) {
    fields.from = wallTime(started - AROUND_MS);
    fields.to = wallTime(started + AROUND_MS);
  }
  return fields;
}

/** Cancel-or-refund's "without the id" search as an address carries it: neutral text. */
export interface PosLookup {
  trace?: string;
  lastFour?: string;
  /** `12.50`, in the currency's own digits. */
  amount?: string;
  currency?: string;
  /** A wall time, `2026-11-26T14:05`. */
  when?: string;
}

/**
 * What the journal knows of an unknown outcome with no payment id, for cancel-or-refund's search:
 * the trace number it was sent with; else the card's last four, the amount and when it was sent.
 * A stored instrument's call kept only the instrument's id: its last four are those of the
 * instrument as read (`instrumentLastFour`), absent while it is not read or could not be.
 */
export function outcomeLookup(report: OperationReport, instrumentLastFour?: string): PosLookup {
  const trace = traceOf(report.request);
  if (trace) return { trace };
  const lookup: PosLookup = {};
  const lastFour =
    /(\d{4})$/.exec(report.targets.card ?? '')?.[1] ??
    (report.targets.instrument_id ? /^(\d{4})$/.exec(instrumentLastFour ?? '')?.[1] : undefined);
  if (lastFour) lookup.lastFour = lastFour;
  if (report.amount) {
    const currency = report.amount.currency.toUpperCase();
    lookup.amount = report.amount.value.toFixed(currencyDecimals(currency));
    lookup.currency = currency;
  }
  const started = new Date(report.started_at).getTime();
  if (Number.isFinite(started)) lookup.when = wallTime(started);
  return lookup;
}

/** The address of cancel-or-refund sent from an unknown outcome: `lookup=unknown` says why. */
export type PosLookupAddress = PosLookup & { lookup?: 'unknown' };

const LOOKUP_FIELDS = ['trace', 'lastFour', 'amount', 'currency', 'when'] as const;

/** Only short text is taken from an address: anything else is as if absent. */
export function posLookupOf(raw: Record<string, unknown>): PosLookupAddress {
  const lookup: PosLookupAddress = {};
  for (const name of LOOKUP_FIELDS) {
    const value = raw[name];
    if (typeof value === 'string' && value.length <= 64) lookup[name] = value;
  }
  if (raw.lookup === 'unknown') lookup.lookup = 'unknown';
  return lookup;
}
