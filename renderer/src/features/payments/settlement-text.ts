import type { TFunction } from 'i18next';
import { currencyDecimals } from '../../../../shared/money';
import { formatAmount, localeOf } from '../../i18n/format';
import type { Settlement } from './settlement';

/** "200.00" for USD, "200.000" for COP in Spanish: the amount without its code, after one with it. */
export function amountNumber(value: number, currency: string | undefined, language: string) {
  const decimals = currency ? currencyDecimals(currency) : 2;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** One line a store manager can trust: "Charged USD 80.00 of 200.00". */
export function settlementText(settlement: Settlement, t: TFunction, language: string): string {
  const money = (value: number | undefined) =>
    formatAmount(value, settlement.currency ?? null, language);
  // Nothing says how much was taken: the plain word, no invented amount.
  if (!settlement.capturedKnown) return t(`payments.badge.${settlement.state}`);
  return t(`payments.state.${settlement.state}`, {
    authorized: money(settlement.authorized),
    authorizedNumber: amountNumber(settlement.authorized ?? 0, settlement.currency, language),
    captured: money(settlement.captured),
    refunded: money(settlement.refunded),
    status: settlement.status ?? '—',
  });
}
