import { fail, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
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

function ended(entry: JournalEntry, nothingTo: string): Result<never> | undefined {
  return entry.finish && entry.finish.outcome !== 'unknown'
    ? fail(
        'conflict',
        `This operation already ended (${entry.finish.outcome}); there is nothing to ${nothingTo}`,
      )
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
    return fail('conflict', 'This operation is being sent right now: wait for its answer');
  }
  const over = ended(entry, 'retry');
  if (over) return over;
  if (entry.begin.profile.id !== ctx.profile.id) {
    return fail(
      'conflict',
      `This operation was made on profile “${entry.begin.profile.name}”: switch to it to retry`,
    );
  }
  // The profile may have been pointed elsewhere since: the bytes and key belong to that server.
  if (state.sendsTo !== entry.begin.request.url) {
    return fail(
      'conflict',
      `This operation was sent to ${entry.begin.request.url}; profile “${ctx.profile.name}” would now send it to ${state.sendsTo}. It is never resent elsewhere: point the profile back, or resolve the payment with cancel-or-refund.`,
    );
  }
  if (state.body === undefined) {
    return fail(
      'conflict',
      'This operation carried card data, which the console never stores, so it cannot be resent after a restart. Resolve the payment with cancel-or-refund instead.',
    );
  }
  if (!honoursKey(ctx) && !state.acceptDuplicateRisk) {
    return fail(
      'forbidden',
      `“${ctx.profile.name}” is not known to honour the idempotency key: sending again may charge twice. Check the payment's status first, or confirm that you accept the risk.`,
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
    return fail('conflict', 'This operation is being sent again right now: wait for its answer');
  }
  return ended(entry, 'resolve');
}
