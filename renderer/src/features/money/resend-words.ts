import type { TFunction } from 'i18next';
import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';

/*
 * What a resend does depends on the API, not on the console: only where the operation's profile
 * is known to honour `Idempotency-Key` may a screen call it safe. Everywhere else the words say
 * what could happen.
 */

export const honoursKey = (report: OperationReport) => report.idempotency === 'honoured';

const TWICE = {
  'payments:authorize': 'money.risk.charge',
  'transactions:authorize': 'money.risk.charge',
  'transactions:reverse': 'money.risk.reverse',
  'pos:cancelOrRefund': 'money.risk.pos',
} as const satisfies Record<MoneyOperationKind, string>;

/** "charge the card twice": what a resend may do where the key is not known to be honoured. */
export function duplicateRisk(report: OperationReport, t: TFunction): string {
  return t(TWICE[report.kind]);
}
