import { fieldReason } from './validation-words';

/**
 * Above these a typed amount gets a second look before it is sent: a person who meant 100.00
 * and typed 10000000 should be stopped, while a real large sale still goes through once they
 * say yes. Roughly USD 100,000 in each currency, rounded to what a clerk there would recognise.
 */
export const AMOUNT_CEILINGS: Readonly<Record<string, number>> = {
  USD: 100_000,
  EUR: 100_000,
  COP: 400_000_000,
  MXN: 2_000_000,
  CLP: 90_000_000,
  PEN: 400_000,
  BRL: 500_000,
  ARS: 100_000_000,
  UYU: 4_000_000,
  GBP: 80_000,
  CAD: 140_000,
  JPY: 15_000_000,
};

/** The ceiling in major units; undefined for a currency the table does not know (no guess). */
export function ceilingOf(currency: string): number | undefined {
  return AMOUNT_CEILINGS[currency.trim().toUpperCase()];
}

/**
 * Whether an amount (major units, text or number) is above its currency's ceiling. Compared as
 * numbers, not minor units: the ceilings are whole, and a value too long to convert must count
 * as above, never as "not judged".
 */
export function aboveCeiling(value: string | number, currency: string): boolean {
  const ceiling = ceilingOf(currency);
  return ceiling !== undefined && Number(value) > ceiling;
}

/** Main's refusal when the page sent an amount above the ceiling without the person's yes. */
export const aboveCeilingMessage = (currency: string) =>
  fieldReason('aboveCeiling', { ceiling: { value: ceilingOf(currency) ?? 0, currency } });
