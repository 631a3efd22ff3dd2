import { formatMoney } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';

const DASH = '—';

type AmountValue = Payment['current_amount'];

/**
 * The API sends an amount as a number, a numeric string or `{value, currency}` depending on the
 * endpoint (api-notes), so every amount on screen goes through here. A bare number takes the
 * payment's currency.
 */
export function formatAmount(amount: AmountValue, fallbackCurrency: string | null | undefined) {
  if (amount === null || amount === undefined) return DASH;
  if (typeof amount === 'object') {
    return formatMoney(amount.value ?? null, amount.currency ?? fallbackCurrency);
  }
  return formatMoney(amount, fallbackCurrency);
}

/** The currency a payment is in, also when only its amounts carry it. */
export function currencyOf(payment: Payment): string | undefined {
  if (payment.currency) return payment.currency;
  for (const amount of [payment.current_amount, payment.initial_amount]) {
    if (amount && typeof amount === 'object' && amount.currency) return amount.currency;
  }
  return undefined;
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * Payments and transactions carry Unix seconds, users ISO strings; both are shown in the local
 * time of whoever reads the screen. Epoch milliseconds are told apart by magnitude.
 */
export function toDate(value: string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  const date = Number.isNaN(numeric)
    ? new Date(String(value))
    : new Date(numeric < 1e12 ? numeric * 1000 : numeric);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatWhen(
  value: string | number | null | undefined,
  { dayOnly = false }: { dayOnly?: boolean } = {},
): string {
  const date = toDate(value);
  if (date) return (dayOnly ? DAY : WHEN).format(date);
  return value === null || value === undefined || value === '' ? DASH : String(value);
}

export function text(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? DASH : value;
}

/** "Visa •••• 1111": the payment answer carries only brand and last four. */
export function paymentCard(payment: Payment): string {
  const card = payment.payment_instrument;
  if (!card?.last_four_digits && !card?.card_brand) return DASH;
  return [card.card_brand, card.last_four_digits ? `•••• ${card.last_four_digits}` : '']
    .filter(Boolean)
    .join(' ');
}

/** Only APPROVED is a success; DECLINED, REJECTED and anything unknown are not. */
export type TransactionOutcome = 'approved' | 'declined' | 'pending';

export function outcomeOf(status: string | null | undefined): TransactionOutcome {
  const s = (status ?? '').toUpperCase();
  if (s === 'APPROVED') return 'approved';
  if (s === 'DECLINED' || s === 'REJECTED' || s === 'FAILED') return 'declined';
  return 'pending';
}
