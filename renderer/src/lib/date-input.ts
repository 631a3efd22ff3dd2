import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/*
 * A calendar day typed as the console's language writes it, not as the browser's locale does:
 * a native date field shows mm/dd/yyyy on a Spanish screen in an English browser. Spanish puts
 * the day first ("26/11/2026"), English the month ("11/26/2026"); both read into the same ISO
 * day ("2026-11-26"), which is what filters compare and what a link carries.
 */

const dayFirst = (language: string) => !language.toLowerCase().startsWith('en');

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is this month's last: 29 in a leap February, 28 otherwise.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? undefined : `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The ISO day of what was typed, '' for nothing, or undefined when it is not a real day in the
 * language's order. An ISO day (pasted from a link or the API) is unambiguous and read as is.
 */
export function readTypedDate(typed: string, language: string): string | undefined {
  const text = typed.trim();
  if (text === '') return '';
  const iso = ISO.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = TYPED.exec(text);
  if (!parts) return undefined;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return dayFirst(language) ? isoDay(year, second, first) : isoDay(year, first, second);
}

/** An ISO day as the language writes it in a field: "26/11/2026" in Spanish. */
export function dateInputText(iso: string, language: string): string {
  const parts = ISO.exec(iso);
  if (!parts) return iso;
  const [year, month, day] = [parts[1], pad(Number(parts[2])), pad(Number(parts[3]))];
  return dayFirst(language) ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * A form's resolver that reads its date fields in the chosen language first: the schema sees
 * ISO days, and a day that cannot be read is refused at its field with `problem`.
 */
export function readingDates<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  fields: readonly (keyof V & string)[],
  language: string,
  problem: string,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const read: Record<string, unknown> = { ...values };
    const bad: string[] = [];
    for (const field of fields) {
      const typed: unknown = values[field];
      if (typeof typed !== 'string') continue;
      const day = readTypedDate(typed, language);
      // A date that cannot be read is said at its field alone: left as typed, it was compared
      // as text with the other end and made that one look wrong too.
      if (day === undefined) {
        bad.push(field);
        read[field] = '';
      } else read[field] = day;
    }
    const result = await resolver(read as V, context, options);
    if (bad.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const field of bad) errors[field] = { type: 'date', message: problem };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

// 24-hour, or 12-hour as the screens show times ("2:30 PM", Spanish "2:30 p.m."): the hints'
// examples are written as the times a person reads elsewhere, so they must read back.
const TIME = /^(\d{1,2}):(\d{2})(?:\s*([ap])\.?\s?m\.?)?$/i;

/**
 * A day and a time of day typed in the language's order ("02/12/2025 10:00" in Spanish), as
 * the local wall time a `datetime-local` field gives ("2025-12-02T10:00"); a day alone is its
 * first minute, or its last for the end of a range. undefined when either part is not real.
 */
export function readTypedDateTime(
  typed: string,
  language: string,
  end = false,
): string | undefined {
  const text = typed.trim().replace('T', ' ');
  const space = text.search(/\s/);
  const dayText = space < 0 ? text : text.slice(0, space);
  const timeText = space < 0 ? undefined : text.slice(space).trim();
  const day = readTypedDate(dayText, language);
  if (!day) return undefined;
  if (timeText === undefined) return `${day}T${end ? '23:59' : '00:00'}`;
  const time = TIME.exec(timeText);
  if (!time || Number(time[2]) > 59) return undefined;
  let hour = Number(time[1]);
  const half = time[3]?.toLowerCase();
  if (half === undefined) {
    if (hour > 23) return undefined;
  } else {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  return `${day}T${pad(hour)}:${time[2]}`;
}

/** A `datetime-local` value as the language writes it in a field: "02/12/2025 10:00" in Spanish. */
export function dateTimeInputText(local: string, language: string): string {
  const [day = '', time] = local.split('T');
  return time ? `${dateInputText(day, language)} ${time}` : '';
}
