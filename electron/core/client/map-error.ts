import { fail } from '../../../shared/result';
import { type AppError, type ErrorCode, type ErrorReason } from '../../../shared/errors';
import { REASON_WORDS, reasonText } from '../../../shared/error-words';
import { redactText } from '../redact';
import { answerNote } from './answer-limits';
import type { HttpOutcome } from './http';

/*
 * A network failure in the words of someone at a store counter, under a stable reason the screens
 * translate; the socket's own code (UND_ERR_SOCKET, ECONNRESET…) stays in `detail`, for Activity
 * and support, never in the sentence.
 */
const NETWORK_REASONS: Readonly<Record<string, ErrorReason>> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ECONNRESET: 'cut',
  EPIPE: 'cut',
  UND_ERR_SOCKET: 'cut',
  UND_ERR_CLOSED: 'cut',
  UND_ERR_CONNECT_TIMEOUT: 'refused',
  CERT_HAS_EXPIRED: 'tls',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
};

/** The reason and plain sentence for a socket error code, the code itself kept apart. */
export function networkWords(cause: string): {
  reason: ErrorReason;
  message: string;
  detail: string;
} {
  // Own keys only: a cause such as "constructor" must not find Object's.
  const reason = (Object.hasOwn(NETWORK_REASONS, cause) && NETWORK_REASONS[cause]) || 'network';
  return { reason, message: REASON_WORDS[reason], detail: redactText(cause) };
}

export function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'validation';
}

interface ApiWords {
  apiCode?: string;
  message?: string;
  field?: string;
  responseCode?: string;
  responseDescription?: string;
}

/**
 * The API's own words. The reference documents `{error_type, message}` for a 400 and shows
 * `{error_code, message}` for a 409; declines add `response_code` and its description, at the
 * top or under `transaction`. OAuth errors say `error` and `error_description`. Redacted here,
 * where they enter the console: an API may quote the request it refused, card and all.
 */
function apiWords(body: unknown): ApiWords {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? redactText(v) : undefined);
  const code = (v: unknown) => str(v) ?? (typeof v === 'number' ? String(v) : undefined);
  const trx = (typeof b.transaction === 'object' && b.transaction) || {};
  const t = trx as Record<string, unknown>;
  const words: ApiWords = {
    apiCode: str(b.error_code) ?? str(b.error_type) ?? str(b.error),
    message: str(b.message) ?? str(b.error_description),
    field: str(b.field),
    responseCode: code(b.response_code) ?? code(t.response_code),
    responseDescription: str(b.response_code_description) ?? str(t.response_code_description),
  };
  return Object.fromEntries(Object.entries(words).filter(([, v]) => v !== undefined));
}

/** Maps a non-2xx answer, a time-out or a network failure to the shared error shape. */
export function errorFromOutcome(
  outcome: HttpOutcome,
  what: string,
): { ok: false; error: AppError } {
  if (outcome.kind === 'timeout') {
    return fail('timeout', `${what}: ${REASON_WORDS.timeout}`, {
      reason: 'timeout',
      detail: `${outcome.latencyMs} ms`,
    });
  }
  if (outcome.kind === 'network') {
    const { reason, message, detail } = networkWords(outcome.cause);
    return fail('network', `${what}: ${message}`, { reason, detail });
  }
  if (outcome.kind === 'unreadable') {
    // The API did answer, but with more than the console reads: its words are not known.
    return fail('server', `${what}: ${REASON_WORDS.too_large}`, {
      reason: 'too_large',
      status: outcome.status,
      detail: answerNote(outcome.problem, outcome.bytes),
    });
  }
  const { message, field, ...codes } = apiWords(outcome.body);
  const said = message ?? codes.responseDescription;
  // Without the API's own words the sentence is the console's: a reason, so no screen quotes
  // it as the API's, and each says it in the person's language.
  const params = { status: String(outcome.status) };
  const text = said ?? reasonText('http_status', params);
  return fail(codeForStatus(outcome.status), text, {
    status: outcome.status,
    ...codes,
    ...(said === undefined ? { reason: 'http_status' as const, params } : {}),
    ...(field ? { fields: { [field]: text } } : {}),
  });
}
