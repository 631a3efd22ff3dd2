import { operatorLabel } from '../../../shared/operator-label';
import { ok, type Result } from '../../../shared/result';
import type { ApprovalRequest } from '../../../shared/schemas/approval';
import type { OperationReport } from '../../../shared/schemas/operation';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import type { ApprovalStore } from './approval-store';

/** The money pipeline's `run`, bound to the profile the request was approved for. */
export type SendMoney = (request: MoneyRequest) => Promise<OperationReport>;

export interface SentApproval {
  approval: ApprovalRequest;
  report: OperationReport;
}

/**
 * Sends one approved request: taken in the team store first (so neither a second poll nor a
 * restarted console sends it again), then exactly its stored body with the key it was asked
 * with, through the money pipeline, which journals it before it leaves.
 */
export async function sendApproved(
  store: ApprovalStore,
  id: string,
  send: SendMoney,
): Promise<Result<SentApproval>> {
  const taken = await store.take(id);
  if (!taken.ok) return taken;
  const { approval: asked } = taken.value;
  const report = await send({
    ...taken.value.request,
    idempotencyKey: taken.value.idempotencyKey,
    approval: {
      id,
      requester: operatorLabel(asked.requester),
      approver: asked.approver ? operatorLabel(asked.approver) : '',
      requester_identity: asked.requester,
      ...(asked.approver ? { approver_identity: asked.approver } : {}),
      asked_at: asked.requestedAt,
      decided_at: asked.decidedAt ?? '',
      ...(asked.note ? { note: asked.note } : {}),
    },
  });
  const approval = (await store.sent(id)) ?? taken.value.approval;
  return ok({ approval, report });
}

/** Every approved request of this console, each sent once; what could not be, with its reason. */
export async function sendAllApproved(
  store: ApprovalStore,
  send: SendMoney,
): Promise<Result<SentApproval>[]> {
  const results: Result<SentApproval>[] = [];
  for (const id of await store.approvedForMe()) results.push(await sendApproved(store, id, send));
  return results;
}
