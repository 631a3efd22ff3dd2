import { formatMoney, fromMinorUnits } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { settlementOf, type Settlement } from '../payments/settlement';

/**
 * What a mirrored payment is, in the badges' words (Not charged yet, Charged, Refunded…): the
 * same reading of the API's status the Payments list gives, from the status alone, since the
 * mirror keeps no captured or refunded sums. A status the console does not know is shown as sent.
 */
export function foundSettlement(row: FoundPayment): Settlement {
  const payment: Payment = { id: row.id, status: row.status };
  return settlementOf(payment);
}

/** "USD 12.50" in the reader's language and the currency's digits; a dash when not known. */
export function foundAmountText(row: FoundPayment, language: string): string {
  if (row.amountMinor === null || row.currency === null) return '—';
  return formatMoney(fromMinorUnits(row.amountMinor, row.currency), row.currency, language);
}

/** Candidates for what a person remembers: nearest to `at` first, the newest of a tie first. */
export function closestFirst<R extends FoundPayment>(rows: readonly R[], at: number): R[] {
  return [...rows].sort(
    (a, b) => Math.abs(a.createdAt - at) - Math.abs(b.createdAt - at) || b.createdAt - a.createdAt,
  );
}
