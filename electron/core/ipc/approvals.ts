import { refuse } from '../../../shared/error-words';
import type { ParsedInputOf } from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import { unreachable } from '../activity/activity-source';
import type { ApprovalDesk } from '../approvals/approval-desk';

const absent = () => Promise.resolve(refuse('internal', 'no_team_store'));

/** The team store's failure as a Result: its words, never a stack. */
export async function storeCall<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    return unreachable(error);
  }
}

/**
 * Four-eyes approvals for the page. The desk names the person from main's session and checks
 * the supervisor's role itself, beside dispatch's check, as the decision is the whole point.
 * Without a team store (now or yet) every call says so.
 */
export function approvalHandlers(desk: () => ApprovalDesk | undefined) {
  const withDesk =
    <T>(run: (desk: ApprovalDesk) => Promise<Result<T>>) =>
    () => {
      const current = desk();
      return current ? storeCall(() => run(current)) : absent();
    };
  return {
    'approvals:pending': withDesk((d) => d.pending()),
    'approvals:mine': withDesk((d) => d.mine()),
    'approvals:decide': (input: ParsedInputOf<'approvals:decide'>) =>
      withDesk((d) => d.decide(input))(),
  };
}
