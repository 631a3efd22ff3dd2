/**
 * Dates for people, in the chosen language's conventions through `Intl`; money and counts come
 * from `shared/money.ts`, the one formatter main's words share. Screens pass `i18n.language`;
 * exports keep their own fixed, machine-readable formats.
 */
const LOCALES = { en: 'en-US', es: 'es-419' } as const;

export function localeOf(language: string): string {
  return LOCALES[language as keyof typeof LOCALES] ?? LOCALES.en;
}

type Moment = Date | string | number;

/** The moment a value names, or undefined for one that names none: that one is shown as sent. */
function asMoment(date: Moment): Date | undefined {
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? undefined : value;
}

/** One date format everywhere: "22 Nov 2026, 14:05" in the chosen locale. */
export function formatDateTime(date: Moment, language: string): string {
  const value = asMoment(date);
  if (!value) return String(date);
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(value);
}

/**
 * The one time of day of the console, "2:05 PM" / "2:05 p.m.": the same hours as formatDateTime
 * writes, so a language never shows one moment 24-hour on one screen and AM/PM on another.
 */
export function formatTimeOfDay(date: Moment, language: string): string {
  const value = asMoment(date);
  if (!value) return String(date);
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(value);
}

/** A moment cut to its day: "Nov 22, 2026" / "22 nov 2026"; its exact time goes on hover. */
export function formatDate(date: Moment, language: string): string {
  const value = asMoment(date);
  if (!value) return String(date);
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(value);
}

/**
 * For a narrow column: the time of day when it is today ("14:05:09"), else the short date
 * ("23/11/26"). The full moment goes in a title beside it (formatDateTime).
 */
export function formatCompactMoment(
  date: Moment,
  language: string,
  now: Date = new Date(),
): string {
  const value = asMoment(date);
  if (!value) return String(date);
  const today = value.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    localeOf(language),
    today ? { timeStyle: 'medium' } : { dateStyle: 'short' },
  ).format(value);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Clocks disagree by this much without anyone having moved one. */
const CLOCK_SKEW_S = 60;

/**
 * "3 min ago" / "hace 3 min"; the exact time goes in a title beside it. Only what happened is
 * shown this way, so a moment ahead of this computer's clock (a simulator whose clock QA moved
 * forward, another machine's skew) is never "in 9 min": "now" within a minute, else the exact time.
 */
export function formatRelative(date: Moment, language: string, now: Date = new Date()): string {
  const value = asMoment(date);
  if (!value) return String(date);
  const seconds = Math.round((value.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(language), {
    numeric: 'auto',
    style: 'short',
  });
  if (seconds > CLOCK_SKEW_S) return formatDateTime(value, language);
  if (seconds > 0) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
