import type { TFunction } from 'i18next';
import { operationKey } from '../../../../shared/operations/presentation';
import type { OperationReport } from '../../../../shared/schemas/operation';

/*
 * What a resend does depends on the API, not on the console: only where the operation's profile
 * is known to honour `Idempotency-Key` may a screen call it safe. Everywhere else the words say
 * what could happen.
 */

export const honoursKey = (report: OperationReport) => report.idempotency === 'honoured';

/** "charge the card twice": what a resend may do where the key is not known to be honoured. */
export function duplicateRisk(report: OperationReport, t: TFunction): string {
  return t(`money.risk.twice.${operationKey(report.kind)}`);
}
