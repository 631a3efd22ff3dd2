import { formatMoney } from '../../../shared/money';
import {
  amountOf,
  rawText,
  textOf,
  timestampOf,
  type Amount,
  type Read,
} from '../../../shared/schemas/normalize';
import type { Payment, Transaction } from '../../../shared/schemas/payment';
import { fieldOf, notAnObject } from '../../../shared/schemas/set-aside';
import { cardMask } from './card-mask';

const DASH = '—';

export type AmountField =
  'initial_amount' | 'current_amount' | 'authorized_amount' | 'captured_amount' | 'refunded_amount';

/** The currency a payment is in, also when only its amounts carry it. */
export function currencyOf(payment: Payment): string | undefined {
  const own = textOf(payment.currency);
  if (own.state === 'value') return own.value;
  for (const amount of [payment.current_amount, payment.initial_amount]) {
    const read = amountOf(amount);
    if (read.state === 'value' && read.value.currency) return read.value.currency;
  }
  return undefined;
}

/**
 * One of a payment's amounts, whatever shape it came in (api-notes: a number, a numeric string
 * or `{value, currency}`); a bare number takes the payment's currency.
 */
export function paymentAmount(payment: Payment, field: AmountField): Read<Amount> {
  return fieldOf(payment, field, (raw) => amountOf(raw, currencyOf(payment)));
}

/** A transaction's amount, in the payment's currency unless it carries its own. */
export function transactionAmount(
  transaction: Transaction,
  currency: string | undefined,
): Read<Amount> {
  return fieldOf(transaction, 'amount', (raw) => amountOf(raw, currency));
}

/**
 * "Amex •••• 0005" through the console's one card mask; the sandbox's payment answer names only
 * the rail (`payment_instrument.rail.id`, e.g. MASTERCARD), which then stands for the brand.
 */
export function paymentCardRead(payment: Payment): Read<string> {
  const card = payment.payment_instrument;
  const whole = notAnObject(card);
  if (whole) return { state: 'unexpected', raw: whole.raw };
  const brand = textOf(card?.card_brand);
  const rail = textOf(card?.rail?.id);
  const last4 = textOf(card?.last_four_digits);
  const named = brand.state === 'value' ? brand.value : rail.state === 'value' ? rail.value : '';
  const digits = last4.state === 'value' ? last4.value : '';
  if (!named && !digits) return { state: 'absent' };
  return {
    state: 'value',
    value: named ? cardMask({ brand: named, last4: digits }) : `•••• ${digits}`,
  };
}

/*
 * Plain-text forms of the readers, for places that show a value in a sentence or a fact without
 * the "unexpected shape" mark (the mark lives in ui/Shown.tsx): what does not read is shown as
 * sent, an absent value as a dash.
 */

/** The card as text: brand (or rail) and last four, a dash when the answer names neither. */
export function paymentCard(payment: Payment): string {
  const read = paymentCardRead(payment);
  return read.state === 'value' ? read.value : read.state === 'absent' ? DASH : rawText(read.raw);
}

/** An amount in any of the API's shapes, in the chosen language; a bare number takes `fallbackCurrency`. */
export function apiAmountText(
  amount: unknown,
  fallbackCurrency: string | null | undefined,
  language: string,
) {
  const read = amountOf(amount, fallbackCurrency);
  if (read.state === 'value') return formatMoney(read.value.value, read.value.currency, language);
  return read.state === 'absent' ? DASH : rawText(read.raw);
}

/** Unix seconds, milliseconds or ISO text as a Date; undefined when it is none of them. */
export function toDate(value: unknown): Date | undefined {
  const read = timestampOf(value);
  return read.state === 'value' ? read.value : undefined;
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A time from Unix seconds, milliseconds or ISO text, in the reader's local zone. */
export function formatWhen(value: unknown, { dayOnly = false }: { dayOnly?: boolean } = {}) {
  const read = timestampOf(value);
  if (read.state === 'value') return (dayOnly ? DAY : WHEN).format(read.value);
  return read.state === 'absent' ? DASH : rawText(read.raw);
}

/** Text for people: a dash stands for null, a missing value and the API's `""`. */
export function text(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? DASH : value;
}
