import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';

/*
 * What a resend does depends on the API, not on the console: only where the operation's profile
 * is known to honour `Idempotency-Key` may a screen call it safe. Everywhere else the words say
 * what could happen.
 */

export const honoursKey = (report: OperationReport) => report.idempotency === 'honoured';

const TWICE: Record<MoneyOperationKind, string> = {
  'payments:authorize': 'charge the card twice',
  'transactions:authorize': 'charge the card twice',
  'transactions:reverse': 'capture, refund or reverse the money twice',
  'pos:cancelOrRefund': 'act on the payment twice',
};

/** "charge the card twice": what a resend may do where the key is not known to be honoured. */
export function duplicateRisk(report: OperationReport): string {
  return TWICE[report.kind];
}

export const NOT_KNOWN_TO_HONOUR =
  'This profile’s API is not known to honour the idempotency key, so it may not recognise a resend.';
