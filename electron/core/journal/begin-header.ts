import { randomBytes } from 'node:crypto';
import type { Operator } from '../../../shared/schemas/operator';
import type { JournalBegin } from '../../../shared/schemas/journal';

/**
 * What every operation's first journal line starts with, money or back-office change alike:
 * a fresh operation id, when, who, and which build. The caller adds what was done, to what.
 */
export function beginHeader(
  who: { operator: string; operatorIdentity?: Operator; appVersion: string },
  now: Date,
): Pick<
  JournalBegin,
  'v' | 'type' | 'operation_id' | 'at' | 'operator' | 'operator_identity' | 'app_version'
> {
  return {
    v: 1,
    type: 'begin',
    operation_id: `op-${randomBytes(12).toString('base64url')}`,
    at: now.toISOString(),
    operator: who.operator,
    ...(who.operatorIdentity ? { operator_identity: who.operatorIdentity } : {}),
    app_version: who.appVersion,
  };
}
