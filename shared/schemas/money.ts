import { z } from 'zod';
import {
  CURRENCY_DIGITS,
  currencyDecimals,
  fromMinorUnits,
  KNOWN_CURRENCIES,
  toMinorUnits,
} from '../money';
import { fieldReason } from '../validation-words';

/** What the API sends: a number or, on some endpoints, a numeric string. */
export const Money = z.looseObject({
  value: z.union([z.number(), z.string()]).nullish(),
  currency: z.string().nullish(),
});
export type Money = z.infer<typeof Money>;

export const Currency = z
  .string({ error: fieldReason('chooseCurrency') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, fieldReason('currency'))
  // A code of the right form the API does not charge in ("XXX") is refused here, not by the API
  // after the call went out: the forms offer only these, and a scenario's step may type any.
  .refine((code) => !/^[A-Z]{3}$/.test(code) || Object.hasOwn(CURRENCY_DIGITS, code), {
    error: (issue) =>
      fieldReason('currencyNotTaken', {
        currency: String(issue.input),
        currencies: KNOWN_CURRENCIES.join(', '),
      }),
  });

/** What `toMinorUnits` reads: more would lose cents in a JavaScript number. */
export const AMOUNT_MAX_DIGITS = 12;

/** A positive amount typed by a person, in major units; checked against its currency later. */
export const AmountText = z
  .string({ error: fieldReason('enterAmount') })
  .trim()
  .min(1, fieldReason('enterAmount'))
  // Before the format check, so a minus sign gets its own reason rather than the generic one.
  .refine((text) => !text.startsWith('-'), fieldReason('negativeAmount'))
  // Before the format check too: thirteen digits is a number, just one the API cannot take.
  .refine(
    (text) => !/^\d{13,}(\.\d*)?$/.test(text),
    fieldReason('amountTooLong', { digits: AMOUNT_MAX_DIGITS }),
  )
  .regex(/^\d{1,12}(\.\d+)?$/, fieldReason('amountFormat'));

/**
 * The person's "yes, this amount" for one above its currency's ceiling (shared/amount-ceilings):
 * without it main refuses such an amount, so a slipped finger is stopped even if a page forgets.
 */
export const AboveCeilingConfirmed = z.literal(true).optional();

/**
 * Why an amount has too many decimals for its currency. A currency without decimals (JPY, COP,
 * CLP) takes none: "at most 0 decimals" read as a riddle.
 */
export function tooManyDecimals(currency: string): string {
  const decimals = currencyDecimals(currency);
  return decimals === 0
    ? fieldReason('wholeNumbers', { currency })
    : fieldReason('decimals', { currency, decimals });
}

/** Checks the decimals against the currency and turns the text into the API's number. */
export function checkedAmount(
  value: string,
  currency: string,
  ctx: z.RefinementCtx,
  path: (string | number)[],
  { allowZero = false } = {},
): number | undefined {
  const minor = toMinorUnits(value, currency);
  if (minor === null) {
    ctx.addIssue({ code: 'custom', path, message: tooManyDecimals(currency) });
    return undefined;
  }
  if (minor === 0 && !allowZero) {
    ctx.addIssue({ code: 'custom', path, message: fieldReason('amountZero') });
    return undefined;
  }
  return fromMinorUnits(minor, currency);
}
