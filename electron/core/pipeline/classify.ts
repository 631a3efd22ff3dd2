import type { AppError, ErrorReason } from '../../../shared/errors';
import type { Outcome } from '../../../shared/schemas/operation';
import type { HttpOutcome } from '../client/http';
import { REASON_WORDS, reasonText } from '../../../shared/error-words';
import { answerNote } from '../client/answer-limits';
import { errorFromOutcome, networkWords } from '../client/map-error';

export interface Classified {
  outcome: Outcome;
  /** Whether the pipeline may send again on its own (same key, same bytes): at most once. */
  autoRetry: boolean;
  error?: AppError;
}

/** Errors raised before a byte of the request could reach the server: nothing can have happened. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

// Said of every profile, so it promises nothing about what a resend does: that depends on
// whether the API honours the key, which the screens say next to their buttons.
const UNKNOWN_ADVICE =
  'The money may or may not have moved. Check its status, send it again with the same idempotency key, or resolve the payment with cancel-or-refund.';

/**
 * The rule the console lives by: a time-out, a reset connection or a 5xx is "outcome unknown",
 * never "failed". Only answers that prove nothing happened (a 4xx, a refused connection) fail.
 */
export function classify(outcome: HttpOutcome, what: string): Classified {
  if (outcome.kind === 'timeout') {
    return unknownOutcome(what, 'timeout', false, {
      detail: `${outcome.latencyMs} ms`,
    });
  }
  if (outcome.kind === 'network') {
    if (NOT_SENT.has(outcome.cause)) {
      return { outcome: 'failed', autoRetry: false, error: errorFromOutcome(outcome, what).error };
    }
    const { reason, detail } = networkWords(outcome.cause);
    return unknownOutcome(what, reason, true, { detail });
  }
  if (outcome.kind === 'unreadable') {
    // Whatever its status, the answer may have said the money moved: a resend would get the
    // same unreadable replay, so a person looks it up instead.
    return unknownOutcome(what, 'too_large', false, {
      status: outcome.status,
      detail: answerNote(outcome.problem, outcome.bytes),
    });
  }
  const { status } = outcome;
  if (status >= 200 && status < 300) return { outcome: 'succeeded', autoRetry: false };
  const error = errorFromOutcome(outcome, what).error;
  if (status >= 500) {
    return unknownOutcome(what, 'server', true, error);
  }
  if (status === 409 && error.apiCode === 'idempotency_request_in_progress') {
    // The first request with this key is still running somewhere: its outcome is not known yet.
    return unknownOutcome(what, 'in_progress', false, error);
  }
  if (status === 429) {
    const after = outcome.headers['retry-after'];
    // Its own reason replaces the bare status's, and that reason's params with it.
    const { reason: _status, params: _named, ...apiFacts } = error;
    return {
      outcome: 'failed',
      autoRetry: false,
      error: {
        ...apiFacts,
        code: 'rate_limited',
        // The wait the API asked for is a param of its own words, never spliced into prose.
        ...(after
          ? {
              reason: 'rate_limited_for',
              params: { seconds: after },
              message: `${what}: ${reasonText('rate_limited_for', { seconds: after })}`,
              detail: `retry-after: ${after}`,
            }
          : { reason: 'rate_limited', message: `${what}: ${REASON_WORDS.rate_limited}` }),
      },
    };
  }
  return { outcome: 'failed', autoRetry: false, error };
}

/** An unknown outcome in the words every money screen shows, with the advice that goes with it. */
export function unknownOutcome(
  what: string,
  reason: ErrorReason,
  autoRetry: boolean,
  from?: Pick<AppError, 'status' | 'apiCode' | 'detail'>,
): Classified {
  const said = from?.status
    ? `${REASON_WORDS[reason].replace(/\.$/, '')} (HTTP ${from.status}).`
    : REASON_WORDS[reason];
  return {
    outcome: 'unknown',
    autoRetry,
    error: {
      code: 'outcome_unknown',
      reason,
      message: `${what}: ${said} ${UNKNOWN_ADVICE}`,
      ...(from?.status ? { status: from.status } : {}),
      ...(from?.apiCode ? { apiCode: from.apiCode } : {}),
      ...(from?.detail ? { detail: from.detail } : {}),
    },
  };
}
