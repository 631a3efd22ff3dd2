import { refuse } from '../../../shared/error-words';
import { toMinorUnits } from '../../../shared/money';
import { moneyDescriptor } from '../../../shared/operations/registry';
import type { ApprovalRule } from '../../../shared/schemas/approval';
import type { AppError } from '../../../shared/errors';
import type { MoneyRequest } from '../pipeline/money-pipeline';

export interface GatedProfile {
  name: string;
  production: boolean;
  approval?: ApprovalRule;
}

/** What happens to a money request before it may leave: sent, asked for, or refused. */
export type ApprovalGate =
  { action: 'send' } | { action: 'ask'; threshold: number } | { action: 'refuse'; error: AppError };

const isRefund = (request: MoneyRequest) =>
  request.kind === 'pos:cancelOrRefund' ||
  moneyDescriptor(request.kind).typeOf?.(request.body) === 'REFUND';

/**
 * Whether a second person must approve this request first. Only production money waits. A body
 * that names no amount (a full reversal) moves what the payment holds, which the console does not
 * know: it waits rather than risk letting a large one through.
 */
export function approvalGate(
  profile: GatedProfile,
  request: MoneyRequest,
  teamStore: boolean,
): ApprovalGate {
  const rule = profile.approval;
  if (!profile.production || !rule) return { action: 'send' };
  const thresholds = [rule.moneyAbove, isRefund(request) ? rule.refundAbove : undefined].filter(
    (t): t is number => t !== undefined,
  );
  if (thresholds.length === 0) return { action: 'send' };
  const threshold = Math.min(...thresholds);
  if (request.amount) {
    const { value, currency } = request.amount;
    const moved = toMinorUnits(value, currency);
    const limit = toMinorUnits(threshold, currency);
    if (moved !== null && limit !== null && moved <= limit) return { action: 'send' };
  }
  // Refused, not sent: without a team store nobody could approve it, and sending it would
  // skip the second person the profile asks for.
  if (!teamStore)
    return {
      action: 'refuse',
      error: refuse('forbidden', 'approval_needs_team_store', { profile: profile.name }).error,
    };
  return { action: 'ask', threshold };
}
