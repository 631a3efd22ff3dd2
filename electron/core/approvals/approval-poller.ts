import type { Result } from '../../../shared/result';
import type { ApprovalsChanged, ApprovalRequest } from '../../../shared/schemas/approval';
import { logError } from '../log';
import type { ApprovalStore } from './approval-store';
import { sendApproved, type SendMoney, type SentApproval } from './approved-sender';

/** How often the requester's console asks the team store what was decided. */
export const APPROVAL_POLL_MS = 5_000;

export interface ApprovalPollerDeps {
  /** The team store's approvals now; absent: none set up, nothing to ask. */
  store: () => ApprovalStore | undefined;
  /** Only the active profile's money is sent: the pipeline sends with its credentials. */
  activeProfileId: () => string;
  send: SendMoney;
  /**
   * Whether this console can send on the active profile now (its credentials are there).
   * Checked before a request is taken: a request taken and then not sent would wait as
   * "sending" forever, since a taken request is never taken twice.
   */
  canSend?: () => Result<unknown>;
  /** Told of each request of this console whose state changed since the last pass. */
  onChange: (change: ApprovalsChanged) => void;
  /** Told when the count of approved requests waiting for a profile's credentials changes. */
  onWaiting?: () => void;
  /**
   * Whether the store said this login may not use approval requests: then no pass asks it
   * again (nor logs it again) until a new connection, which may have the grants.
   */
  refused?: () => boolean;
  everyMs?: number;
}

/**
 * The requester's side: asks the team store at start (a console restarted after an approval
 * sends it then) and every few seconds, and sends each approved request of this console once
 * through approved-sender. Passes never overlap; a rejected or expired request sends nothing.
 */
export class ApprovalPoller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result<SentApproval>[]> | undefined;
  private readonly seen = new Map<string, ApprovalRequest['state']>();
  /** The first pass only learns the states: a page asks for the list when it opens. */
  private learned = false;
  /** Per profile, approved requests this console cannot send until its credentials are back. */
  private readonly waiting = new Map<string, number>();

  constructor(private readonly deps: ApprovalPollerDeps) {}

  start(): void {
    void this.poll();
    this.timer = setInterval(() => void this.poll(), this.deps.everyMs ?? APPROVAL_POLL_MS);
    // The poll never keeps a closing console alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One pass; a call while one runs joins it. Failures are logged and retried next pass. */
  poll(): Promise<Result<SentApproval>[]> {
    this.running ??= this.pass()
      .catch((error: unknown) => {
        // A login without the grants is said once, where it was found, and in Settings.
        if (!this.deps.refused?.()) logError('approvals: the team store could not be asked', error);
        return [];
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * How many approved requests of this console wait for this profile's credentials, as the last
   * pass found them: Settings says so where the secret is set again.
   */
  waitingFor(profileId: string): number {
    return this.waiting.get(profileId) ?? 0;
  }

  /** Resolves when the pass in progress, if any, is over (tests, and closing). */
  async settled(): Promise<void> {
    await this.running;
  }

  private async pass(): Promise<Result<SentApproval>[]> {
    const store = this.deps.store();
    if (!store || this.deps.refused?.()) return [];
    const mine = await store.mine();
    this.tell(mine);
    this.learned = true;
    const active = this.deps.activeProfileId();
    const results: Result<SentApproval>[] = [];
    const approved = mine.filter((r) => r.state === 'approved' && r.profile.id === active).length;
    const ready =
      approved > 0 ? (this.deps.canSend?.() ?? { ok: true, value: undefined }) : undefined;
    // Approved, but this console cannot send yet (a secret to set again): it stays approved,
    // untaken, and goes on the first pass after.
    this.setWaiting(active, ready && !ready.ok ? approved : 0);
    if (ready && !ready.ok) return [ready];
    for (const request of mine) {
      // Sent with the profile it was asked for, or not yet: another profile's credentials and
      // address must never carry it.
      if (request.state !== 'approved' || request.profile.id !== active) continue;
      const sent = await sendApproved(store, request.id, this.deps.send);
      results.push(sent);
      if (sent.ok) this.tell([sent.value.approval]);
    }
    return results;
  }

  private setWaiting(profileId: string, count: number): void {
    if (this.waitingFor(profileId) === count) return;
    if (count > 0) this.waiting.set(profileId, count);
    else this.waiting.delete(profileId);
    this.deps.onWaiting?.();
  }

  private tell(requests: ApprovalRequest[]): void {
    for (const { id, state } of requests) {
      if (this.seen.get(id) === state) continue;
      this.seen.set(id, state);
      if (this.learned) this.deps.onChange({ id, state });
    }
  }
}
