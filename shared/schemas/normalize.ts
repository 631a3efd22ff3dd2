/*
 * Tolerant readers of single API values. The same field comes in different shapes depending on
 * the endpoint and the day (api-notes: amounts as numbers, numeric strings or `{value, currency}`;
 * timestamps as Unix seconds or ISO text; empty strings for absent values), so screens never read
 * a field directly: they ask one of these, and show what could not be read as the API sent it.
 */

/** A value as read: usable, absent (null, missing or `""`), or in a shape the reader does not know. */
export type Read<T> =
  { state: 'value'; value: T } | { state: 'absent' } | { state: 'unexpected'; raw: unknown };

export interface Amount {
  /** Major units, as the API uses them (99.99 USD; COP in whole pesos). */
  value: number;
  currency?: string;
}

const ABSENT = { state: 'absent' } as const;
const value = <T>(v: T): Read<T> => ({ state: 'value', value: v });
const unexpected = (raw: unknown): Read<never> => ({ state: 'unexpected', raw });

/** The API's own convention: `""` stands for "no value", as null and a missing key do. */
export function isAbsent(raw: unknown): raw is null | undefined | '' {
  return raw === null || raw === undefined || raw === '';
}

export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** Text as sent; anything but a string (a number, an object) is not text. */
export function textOf(raw: unknown): Read<string> {
  if (isAbsent(raw)) return ABSENT;
  return typeof raw === 'string' ? value(raw) : unexpected(raw);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * An amount from a number, a numeric string (`"100"`, authorization answers) or
 * `{value, currency}`; a bare number takes `currency` (the payment's), if given.
 */
export function amountOf(raw: unknown, currency?: unknown): Read<Amount> {
  const fallback = textOf(currency);
  const withCurrency = (n: number, code: Read<string>): Read<Amount> =>
    value(code.state === 'value' ? { value: n, currency: code.value } : { value: n });
  if (isAbsent(raw)) return ABSENT;
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? withCurrency(raw, fallback) : unexpected(raw);
  if (typeof raw === 'string') {
    const text = raw.trim();
    return NUMERIC.test(text) ? withCurrency(Number(text), fallback) : unexpected(raw);
  }
  if (isPlainObject(raw) && 'value' in raw) {
    const own = textOf(raw.currency);
    const inner = amountOf(raw.value, own.state === 'value' ? own.value : currency);
    if (inner.state === 'unexpected' || (own.state === 'unexpected' && inner.state === 'value')) {
      return unexpected(raw);
    }
    return inner;
  }
  return unexpected(raw);
}

/*
 * Seconds and milliseconds are told apart by magnitude: 1e11 seconds is the year 5138, 1e11
 * milliseconds is 1973, so no date this console will meet is ambiguous.
 */
const MS_FROM = 1e11;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function fromEpoch(n: number): Date | undefined {
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const date = new Date(n < MS_FROM ? n * 1000 : n);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function fromIso(text: string): Date | undefined {
  if (!ISO_DATE.test(text)) return undefined;
  // The sandbox sends microseconds (".570875Z"); Date reads at most milliseconds everywhere.
  const trimmed = text.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1');
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A point in time from Unix seconds, Unix milliseconds (number or digits) or ISO-8601 text. */
export function timestampOf(raw: unknown): Read<Date> {
  if (isAbsent(raw)) return ABSENT;
  const date =
    typeof raw === 'number'
      ? fromEpoch(raw)
      : typeof raw === 'string'
        ? /^\d+(\.\d+)?$/.test(raw.trim())
          ? fromEpoch(Number(raw.trim()))
          : fromIso(raw.trim())
        : undefined;
  return date ? value(date) : unexpected(raw);
}

/** What a screen shows for a value it could not read: the JSON the API sent, on one line. */
export function rawText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  return JSON.stringify(raw) ?? String(raw);
}
