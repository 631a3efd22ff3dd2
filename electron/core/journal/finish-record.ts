import type { AppError } from '../../../shared/errors';
import type { JournalBegin, JournalEntry, JournalFinish } from '../../../shared/schemas/journal';
import type { Outcome, Resolution } from '../../../shared/schemas/operation';

/*
 * The one builder of journal finish records: the money pipeline, a back-office change, marking an
 * unknown outcome resolved and the settling a cancel-or-refund does all end an operation here.
 * The journal is years of history read back as JSON, so the fields keep their names and order
 * (v, type, operation_id, at, operation, outcome, attempts, latency_ms, http_status, response,
 * error, resolution) and an absent fact is left out, never written as null.
 */

export interface FinishFacts {
  begin: Pick<JournalBegin, 'operation_id' | 'operation'>;
  at: Date;
  outcome: Outcome;
  attempts: number;
  latencyMs: number;
  /** The answer's status; taken from `response` when only that is given. */
  httpStatus?: number;
  response?: JournalFinish['response'];
  error?: AppError | JournalFinish['error'];
  resolution?: Resolution;
}

export function finishRecord(facts: FinishFacts): JournalFinish {
  const httpStatus = facts.httpStatus ?? facts.response?.status;
  return {
    v: 1,
    type: 'finish',
    operation_id: facts.begin.operation_id,
    at: facts.at.toISOString(),
    operation: facts.begin.operation,
    outcome: facts.outcome,
    attempts: facts.attempts,
    latency_ms: facts.latencyMs,
    ...(httpStatus !== undefined ? { http_status: httpStatus } : {}),
    ...(facts.response ? { response: facts.response } : {}),
    ...(facts.error ? { error: journalError(facts.error) } : {}),
    ...(facts.resolution ? { resolution: facts.resolution } : {}),
  };
}

/**
 * The finish that settles an unknown outcome without sending anything (by hand, or by a
 * cancel-or-refund on its payment): the attempts, time and last HTTP status it already had, the
 * outcome decided and who decided it.
 */
export function settlingFinish(
  entry: JournalEntry,
  settled: { outcome: Outcome; resolution: Resolution; at: Date; keepError?: boolean },
): JournalFinish {
  const last = entry.finish;
  return finishRecord({
    begin: entry.begin,
    at: settled.at,
    outcome: settled.outcome,
    attempts: last?.attempts ?? entry.attempts.length,
    latencyMs: last?.latency_ms ?? entry.attempts.reduce((sum, a) => sum + a.latency_ms, 0),
    ...(last?.http_status !== undefined ? { httpStatus: last.http_status } : {}),
    ...(settled.keepError && last?.error ? { error: last.error } : {}),
    resolution: settled.resolution,
  });
}

/** Only the fields the journal keeps of an error: never a stack or whatever else it carried. */
function journalError(
  error: NonNullable<FinishFacts['error']>,
): NonNullable<JournalFinish['error']> {
  return {
    code: error.code,
    message: error.message,
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.apiCode !== undefined ? { apiCode: error.apiCode } : {}),
    ...(error.reason !== undefined ? { reason: error.reason } : {}),
    // Without its params a reason's words would read "HTTP {{status}}" in the inspector.
    ...(error.reason !== undefined && error.params !== undefined ? { params: error.params } : {}),
    ...(error.fields !== undefined ? { fields: error.fields } : {}),
  };
}
