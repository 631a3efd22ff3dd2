import { formatMoney } from '../../../../shared/money';

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
