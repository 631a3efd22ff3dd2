/**
 * Amounts travel in major units (99.99 USD; COP in whole pesos), as the API does. Inside the
 * console they are compared as integers of minor units so that 0.1 + 0.2 never matters.
 */

/**
 * Every currency the API charges in (the simulator refuses any other), with its minor digits as
 * the API counts them: COP travels in whole pesos (api-notes) although ISO 4217 gives it two, so
 * Intl's data alone would ask a clerk for centavos the API then refuses. One list, so no form
 * offers a currency another lacks (JPY was missing from all of them).
 */
export const CURRENCY_DIGITS = {
  USD: 2,
  EUR: 2,
  COP: 0,
  MXN: 2,
  CLP: 0,
  PEN: 2,
  BRL: 2,
  ARS: 2,
  UYU: 2,
  GBP: 2,
  CAD: 2,
  JPY: 0,
} as const satisfies Readonly<Record<string, number>>;

export type KnownCurrency = keyof typeof CURRENCY_DIGITS;

/** The currencies the console offers in its forms, in the order they are offered. */
export const KNOWN_CURRENCIES = Object.keys(CURRENCY_DIGITS) as readonly KnownCurrency[];

const API_DECIMALS: Readonly<Record<string, number>> = CURRENCY_DIGITS;

const decimalsSeen = new Map<string, number>();

/** Minor digits of a currency: JPY 0, USD 2, BHD 3, from Intl's ISO 4217 data; 2 for a code Intl refuses. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  const known = API_DECIMALS[code] ?? decimalsSeen.get(code);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // Not a well-formed code ("US", "12"): the API never sends one, a typed filter may.
  }
  decimalsSeen.set(code, digits);
  return digits;
}

/** "99.99" → 9999 for USD; null when the text has more decimals than the currency allows. */
export function toMinorUnits(value: string | number, currency: string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const decimals = currencyDecimals(currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/**
 * Numbers for people in the chosen language. Spanish writes amounts as the API's own country does
 * ("1.234,56", COP "350.000"); English as en-US. An unknown language reads as English.
 */
const NUMBER_LOCALES: Readonly<Record<string, string>> = { en: 'en-US', es: 'es-CO' };

export function numberLocaleOf(language: string): string {
  return NUMBER_LOCALES[language] ?? 'en-US';
}

/** A plain count or duration in the chosen language's digits ("1,234" / "1.234"). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocaleOf(language)).format(value);
}

/** "1,234.50" / "1.234,50": an amount without its code, in its currency's digits. */
export function formatMoneyNumber(
  value: number,
  currency: string | null | undefined,
  language: string,
): string {
  const decimals = currency ? currencyDecimals(currency) : 2;
  return new Intl.NumberFormat(numberLocaleOf(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * The console's one money format, for main's words and the page alike: "USD 1,234.50" in English,
 * "USD 1.234,50" in Spanish, "JPY 1,235" with the currency's own digits. The code comes first so no
 * one mistakes one dollar for another; a value that is not a number is shown as sent, nothing as a
 * dash. Exports keep their own machine-readable form.
 */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string | null | undefined,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const code = (currency ?? '').toUpperCase();
  const amount = Number(value);
  if (!Number.isFinite(amount)) return `${code} ${String(value)}`.trim();
  const text = formatMoneyNumber(amount, code || undefined, language);
  return code ? `${code} ${text}` : text;
}
