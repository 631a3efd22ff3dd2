import { useQuery } from '@tanstack/react-query';
import { formatMoney, fromMinorUnits } from '../../../../shared/money';
import type { Payment } from '../../../../shared/schemas/payment';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';
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

/** How long a payment read for its badge answers again for the same row. */
const BADGE_READ_FRESH_MS = 30_000;

/**
 * A mirrored payment's badge word, the Payments list's own: a CAPTURED one may have been
 * charged in part or refunded in part, which only its amounts tell and the mirror does not keep,
 * so that payment is read from the API (the status alone meanwhile, or if the read fails). Other
 * statuses read the same from the status alone, and nothing is asked for them.
 */
export function useFoundSettlement(row: FoundPayment): Settlement {
  // A captured payment's amounts, and whether a failed one's issuer declined it (then it reads
  // "Declined", as its page does), are only in the payment itself.
  const needsAmounts = ['CAPTURED', 'FAILED'].includes(row.status.toUpperCase());
  const read = useQuery({
    queryKey: queryKeys.payments.detail(row.id),
    queryFn: () => call(api().payments.get({ id: row.id })),
    enabled: needsAmounts,
    staleTime: BADGE_READ_FRESH_MS,
    retry: false,
  });
  return needsAmounts && read.data ? settlementOf(read.data) : foundSettlement(row);
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
