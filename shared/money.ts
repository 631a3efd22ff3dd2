/**
 * Amounts travel in major units (99.99 USD; COP in whole pesos), as the API does. Inside the
 * console they are compared as integers of minor units so that 0.1 + 0.2 never matters.
 */
const ZERO_DECIMAL = new Set(['COP', 'CLP', 'JPY', 'KRW', 'PYG', 'VND', 'ISK', 'UGX']);

/** The currencies the console offers in its forms; the API may know more. */
export const KNOWN_CURRENCIES = ['USD', 'EUR', 'COP', 'MXN', 'CLP', 'PEN', 'BRL', 'ARS'] as const;

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
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

/** "USD 1,234.50" for people; the locale is fixed so that screens and exports agree. */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string | null | undefined,
) {
  if (value === null || value === undefined || value === '') return '—';
  const code = (currency ?? '').toUpperCase();
  const amount = Number(value);
  if (!Number.isFinite(amount)) return `${code} ${value}`.trim();
  const decimals = code ? currencyDecimals(code) : 2;
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return code ? `${code} ${text}` : text;
}
