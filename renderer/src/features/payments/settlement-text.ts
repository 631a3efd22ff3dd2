import type { TFunction } from 'i18next';
import { formatMoney, formatMoneyNumber } from '../../../../shared/money';
import { settlementWord, type Settlement } from './settlement';

/** One line a store manager can trust: "Charged USD 80.00 of 200.00". */
export function settlementText(settlement: Settlement, t: TFunction, language: string): string {
  const money = (value: number | undefined) =>
    formatMoney(value, settlement.currency ?? null, language);
  // Nothing says how much was taken: the plain word, no invented amount.
  if (!settlement.capturedKnown) return settlementWord(t, settlement);
  const line = settlement.issuerDeclined ? 'issuerDeclined' : settlement.state;
  return t(`payments.state.${line}`, {
    word: settlementWord(t, settlement),
    authorized: money(settlement.authorized),
    authorizedNumber: formatMoneyNumber(settlement.authorized ?? 0, settlement.currency, language),
    captured: money(settlement.captured),
    refunded: money(settlement.refunded),
    status: settlement.status ?? '—',
  });
}
