import { refuse } from '../../../shared/error-words';
import type { Result } from '../../../shared/result';
import type { JournalEntry, JournalFinish } from '../../../shared/schemas/journal';
import type { Resolution } from '../../../shared/schemas/operation';
import type { PipelineContext } from './money-pipeline';

/*
 * What may be done with an operation whose outcome is unknown: send it again (same key, same
 * bytes) or settle it by hand. Kept apart from the sending so the rules read in one place.
 */

export interface RetryOptions {
  /** The operator confirmed a resend that may charge twice (the API is not known to dedupe). */
  acceptDuplicateRisk?: boolean;
  /** Runs last, once nothing else stands in the way (on production, the person's step). */
  confirm?: (entry: JournalEntry) => Promise<Result<void>>;
}

/** What an operator decided after checking the API, and the outcome it amounts to. */
export interface ManualResolution {
  outcome: 'succeeded' | 'declined' | 'failed';
  resolution: Omit<Resolution, 'by'>;
}

/** Only a profile known to honour the key may have a request resent without asking anyone. */
export const honoursKey = (ctx: PipelineContext) => ctx.profile.idempotency === 'honoured';

function ended(
  entry: JournalEntry,
  nothingTo: 'ended_nothing_to_retry' | 'ended_nothing_to_resolve',
): Result<never> | undefined {
  return entry.finish && entry.finish.outcome !== 'unknown'
    ? refuse('conflict', nothingTo, { outcome: entry.finish.outcome })
    : undefined;
}

/** Why this operation cannot be sent again now; undefined when it can. */
export function resendRefusal(
  entry: JournalEntry,
  ctx: PipelineContext,
  state: {
    onTheWire: boolean;
    body: string | undefined;
    /** Where the profile would send it now. */
    sendsTo: string;
  } & Pick<RetryOptions, 'acceptDuplicateRisk'>,
): Result<never> | undefined {
  if (state.onTheWire) {
    return refuse('conflict', 'being_sent');
  }
  const over = ended(entry, 'ended_nothing_to_retry');
  if (over) return over;
  if (entry.begin.profile.id !== ctx.profile.id) {
    return refuse('conflict', 'made_on_other_profile', { profile: entry.begin.profile.name });
  }
  // The profile may have been pointed elsewhere since: the bytes and key belong to that server.
  if (state.sendsTo !== entry.begin.request.url) {
    return refuse('conflict', 'sent_elsewhere', {
      url: entry.begin.request.url,
      profile: ctx.profile.name,
      sendsTo: state.sendsTo,
    });
  }
  if (state.body === undefined) {
    return refuse('conflict', 'card_data_not_kept');
  }
  if (!honoursKey(ctx) && !state.acceptDuplicateRisk) {
    return refuse(
      'forbidden',
      'duplicate_risk',
      { profile: ctx.profile.name },
      { apiCode: 'duplicate_risk_not_accepted' },
    );
  }
  return undefined;
}

/** Why this operation cannot be settled by hand now; undefined when it can. */
export function resolutionRefusal(
  entry: JournalEntry,
  onTheWire: boolean,
): Result<never> | undefined {
  // A resend's answer would say more than anyone's reading of the payments list.
  if (onTheWire) {
    return refuse('conflict', 'being_sent');
  }
  return ended(entry, 'ended_nothing_to_resolve');
}

/**
 * The `finish` that settles it: the same attempts and last HTTP status, the operator's outcome,
 * and who decided.
 */
export function resolutionFinish(
  entry: JournalEntry,
  decided: ManualResolution,
  by: string,
  at: Date,
): JournalFinish {
  return {
    v: 1,
    type: 'finish',
    operation_id: entry.begin.operation_id,
    operation: entry.begin.operation,
    at: at.toISOString(),
    outcome: decided.outcome,
    attempts: entry.finish?.attempts ?? entry.attempts.length,
    latency_ms:
      entry.finish?.latency_ms ?? entry.attempts.reduce((sum, a) => sum + a.latency_ms, 0),
    ...(entry.finish?.http_status !== undefined ? { http_status: entry.finish.http_status } : {}),
    resolution: { by, ...decided.resolution },
  };
}
