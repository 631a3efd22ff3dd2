import { formatMoney } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';

/** Payment amounts come as a number, a numeric string or `{value, currency}`. */
export function moneyText(value: unknown, currency: string | null | undefined): string {
  if (typeof value === 'object' && value !== null) {
    const money = value as { value?: string | number | null; currency?: string | null };
    return formatMoney(money.value, money.currency ?? currency);
  }
  return formatMoney(value as string | number | null | undefined, currency);
}

export function moneyNumber(value: unknown): number | undefined {
  const raw =
    typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value;
  const number = typeof raw === 'string' ? Number(raw) : raw;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** "Visa ending 1111": what a store manager reads on the card itself. */
export function cardText(payment: Payment): string {
  const instrument = payment.payment_instrument;
  const brand = instrument?.card_brand ? capitalized(instrument.card_brand) : 'Card';
  return instrument?.last_four_digits ? `${brand} ending ${instrument.last_four_digits}` : brand;
}

function capitalized(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1).toLowerCase()}`;
}

/** API timestamps are Unix seconds (sometimes ISO text); people read a date. */
export function plainDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'an unknown date';
  const date =
    typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
