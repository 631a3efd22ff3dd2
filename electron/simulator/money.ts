import { fieldError } from './http';

/*
 * Money is kept in integer minor units everywhere inside the simulator: floating-point major units
 * would let 0.1 + 0.2 leave a payment one hundredth short and break "refunded ≤ captured".
 * Major units exist only at the edge, in request parsing and response views.
 *
 * Exponents follow api-notes rather than ISO 4217 where they differ: COP is charged in whole pesos
 * by the API ("COP in whole units"), although ISO lists two decimals.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  MXN: 2,
  PEN: 2,
  BRL: 2,
  ARS: 2,
  UYU: 2,
  COP: 0,
  CLP: 0,
  JPY: 0,
};

export const CURRENCIES = Object.keys(CURRENCY_EXPONENTS);

/** {value, currency} as the API shows money: a major-unit number. */
export interface MoneyJson {
  value: number;
  currency: string;
}

export function exponentOf(currency: string): number {
  const exponent = CURRENCY_EXPONENTS[currency];
  if (exponent === undefined) throw new Error(`unknown currency ${currency}`);
  return exponent;
}

export function parseCurrency(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) {
    throw fieldError('invalid_currency', field, `${field} must be an ISO-4217 code such as "USD"`);
  }
  if (CURRENCY_EXPONENTS[value] === undefined) {
    throw fieldError(
      'invalid_currency',
      field,
      `${field} "${value}" is not supported; use one of ${CURRENCIES.join(', ')}`,
    );
  }
  return value;
}

// Twelve integer digits keep every amount, times 100, far inside Number.MAX_SAFE_INTEGER.
const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

/**
 * Major units (a number or a numeric string) to minor units. A number is read through its
 * shortest decimal form, so 99.99 is exactly 9999 and 0.30000000000000004 is refused for having
 * too many decimals instead of being silently rounded.
 */
export function parseMinor(
  value: unknown,
  currency: string,
  field: string,
  { allowZero = false } = {},
): number {
  const exponent = exponentOf(currency);
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) {
    throw fieldError(
      'invalid_amount',
      field,
      `${field} must be a positive decimal number in major units, e.g. 99.99`,
    );
  }
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) {
    throw fieldError(
      'invalid_amount',
      field,
      `${field} has more decimals than ${currency} allows (${exponent})`,
    );
  }
  const minor = Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (minor < 0 || (minor === 0 && !allowZero)) {
    throw fieldError('invalid_amount', field, `${field} must be greater than 0`);
  }
  return minor;
}

export function toMajor(minor: number, currency: string): number {
  // An integer divided by a power of ten prints as the shortest decimal: 9999 / 100 → 99.99.
  return minor / 10 ** exponentOf(currency);
}

export function moneyJson(minor: number, currency: string): MoneyJson {
  return { value: toMajor(minor, currency), currency };
}

/** For messages: "12.50 USD", "85000 COP". */
export function formatMoney(minor: number, currency: string): string {
  return `${toMajor(minor, currency).toFixed(exponentOf(currency))} ${currency}`;
}
