import { refuse } from '../../../shared/error-words';
import type { Result } from '../../../shared/result';
import {
  planParams,
  type ApprovalDecision,
  type ApprovalRequest,
} from '../../../shared/schemas/approval';
import type { Profile } from '../../../shared/schemas/profile';
import type { ApiClient } from '../client/api-client';
import type { OperatorSession } from '../identity/operator-session';
import { newIdempotencyKey } from '../pipeline/idempotency-key';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { readPlan } from './approval-plan';
import type { ApprovalStore, Asked } from './approval-store';

/**
 * Main's side of four-eyes approvals for the channels: who is at the console comes from the
 * operator session on every call, never from the page, and only a supervisor lists or decides.
 */
export class ApprovalDesk {
  constructor(
    private readonly store: ApprovalStore,
    private readonly session: OperatorSession,
  ) {}

  /**
   * Saves the request in place of sending it, with the key it will be sent with. `api`, the
   * profile's client, reads the payment of a request that names no amount, so the supervisor
   * sees what it would move; it only reads.
   */
  ask(request: MoneyRequest, profile: Profile, api?: ApiClient): Promise<Result<Asked>> {
    return this.store.ask({
      requester: this.session.operator(),
      profile: { id: profile.id, name: profile.name, baseUrl: profile.baseUrl },
      request,
      idempotencyKey: newIdempotencyKey(),
      ...(profile.approval ? { expiryMinutes: profile.approval.expiryMinutes } : {}),
      ...(api ? { plan: () => readPlan(api, request) } : {}),
    });
  }

  /**
   * The money channels' answer for a request that now waits: not a report, as nothing was
   * sent, but the reason and until when, so the page says it and no one sends it again by hand.
   */
  async askInstead(
    request: MoneyRequest,
    profile: Profile,
    api?: ApiClient,
  ): Promise<Result<never>> {
    const asked = await this.ask(request, profile, api);
    if (!asked.ok) return asked;
    // The requester reads what the supervisor will: the body's amount needs no more words.
    const planned = asked.value.amount ? {} : planParams(asked.value.plan);
    if (asked.value.already)
      return refuse('conflict', 'approval_already_waiting', {
        profile: profile.name,
        request: asked.value.id,
        since: asked.value.requestedAt,
        expires: asked.value.expiresAt,
        ...planned,
      });
    // A body without an amount always waits (approvalGate): it must not read as above a threshold.
    const reason = asked.value.amount ? 'approval_waiting' : 'approval_waiting_no_amount';
    return refuse('conflict', reason, {
      profile: profile.name,
      // Which request: the page follows it to its decision.
      request: asked.value.id,
      expires: asked.value.expiresAt,
      ...planned,
    });
  }

  async pending(): Promise<Result<ApprovalRequest[]>> {
    if (!this.isSupervisor()) return refuse('forbidden', 'approval_not_supervisor');
    return { ok: true, value: await this.store.pending(this.session.operator()) };
  }

  /** This console's own requests: any role that may move money sees what it asked for. */
  async mine(): Promise<Result<ApprovalRequest[]>> {
    return { ok: true, value: await this.store.mine() };
  }

  decide(decision: ApprovalDecision): Promise<Result<ApprovalRequest>> {
    if (!this.isSupervisor())
      return Promise.resolve(refuse('forbidden', 'approval_not_supervisor'));
    return this.store.decide(decision, this.session.operator());
  }

  private isSupervisor(): boolean {
    return this.session.roles().includes('supervisor');
  }
}
