import type { ParsedInputOf } from '../../../shared/contract';
import { MONEY_OPERATION_NAMES, type MoneyOperationName } from '../../../shared/operations/catalog';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { ok, type Result } from '../../../shared/result';
import type { OperationReport } from '../../../shared/schemas/operation';
import type { ApiClient } from '../client/api-client';
import type { ProductionGate } from '../guard/production-gate';
import type { Profile } from '../../../shared/schemas/profile';
import { approvalGate } from '../approvals/approval-rule';
import { pipelineContext, type MoneyPipeline, type MoneyRequest } from '../pipeline/money-pipeline';
import { withSession, type SessionSource } from '../session';
import { amountRefusal } from '../money/amount-rules';
import { extraFieldsRefusal, rawCardRefusal } from '../money/policy';
import { summarizeRequest } from '../money/summary';

export interface MoneyDeps {
  session: SessionSource;
  pipeline: MoneyPipeline;
  gate: ProductionGate;
  /**
   * Saves a request that waits for a supervisor; absent: no team store, such money is refused.
   * `api` is the profile's client, for reading what a request without an amount would move.
   */
  askApproval?: (
    request: MoneyRequest,
    profile: Profile,
    api: ApiClient,
  ) => Promise<Result<OperationReport>>;
  /** Whether a team store is there to ask through now (it may be set up or forgotten later). */
  approvalsOn?: () => boolean;
}

type MoneyHandlers = {
  [C in MoneyOperationName]: (input: ParsedInputOf<C>) => Promise<Result<OperationReport>>;
};

/**
 * The money-moving channels, one per money descriptor. The order matters: the profile's policy
 * on what was typed, the exact body (additional fields merged, protected fields kept), the policy
 * again on that body, the amount rules on that body, then (production only) the person's confirmation of that exact request,
 * and only then the journaled pipeline.
 */
export function moneyHandlers({
  session,
  pipeline,
  gate,
  askApproval,
  approvalsOn = () => askApproval !== undefined,
}: MoneyDeps): MoneyHandlers {
  const handler =
    (kind: MoneyOperationName) =>
    (input: {
      confirmation?: string | undefined;
      above_ceiling_confirmed?: true | undefined;
    }): Promise<Result<OperationReport>> =>
      withSession(session, async (current) => {
        const { profile } = current;
        const refusedExtra = extraFieldsRefusal(profile, input);
        if (refusedExtra) return refusedExtra;
        const call = moneyDescriptor(kind).request(input);
        if (!call.ok) return call;
        const refusedCard = rawCardRefusal(profile, call.value.body);
        if (refusedCard) return refusedCard;
        const request = { kind, ...call.value };
        const refusedAmount = await amountRefusal(current.api, request, input);
        if (refusedAmount) return refusedAmount;
        // Refused before the person is asked to confirm what could never be sent.
        const approval = approvalGate(profile, request, approvalsOn());
        if (approval.action === 'refuse') return { ok: false, error: approval.error };
        const confirmed = await gate({
          channel: kind,
          input,
          profile,
          facts: (language) => summarizeRequest(current.api, request, language),
        });
        if (!confirmed.ok) return confirmed;
        // After the confirmation: the requester confirms the production request they ask for;
        // money a second person must approve is never sent here.
        if (approval.action === 'ask' && askApproval)
          return askApproval(request, profile, current.api);
        return ok(await pipeline.run(pipelineContext(current), request));
      });
  return Object.fromEntries(
    MONEY_OPERATION_NAMES.map((kind) => [kind, handler(kind)]),
  ) as unknown as MoneyHandlers;
}
