import { fail } from '../../../shared/result';
import { type AppError, type ErrorCode } from '../../../shared/errors';
import { redactText } from '../redact';
import type { HttpOutcome } from './http';

const NETWORK_HINTS: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening at that address',
  ENOTFOUND: 'the host name does not resolve (DNS)',
  EAI_AGAIN: 'the host name could not be resolved right now (DNS)',
  ECONNRESET: 'the connection was reset',
  UND_ERR_SOCKET: 'the connection was closed unexpectedly',
  CERT_HAS_EXPIRED: 'the server’s TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the server’s TLS certificate is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the server’s TLS certificate cannot be verified',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the TLS certificate does not match the host name',
};

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

/**
 * The API's own words, when its error body has the `{error_code, message}` convention. Redacted
 * here, where they enter the console: an API may quote the request it refused, card and all.
 */
function apiWords(body: unknown): { apiCode?: string; message?: string; field?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? redactText(v) : undefined);
  return {
    apiCode: str(b.error_code) ?? str(b.error),
    message: str(b.message) ?? str(b.error_description),
    field: str(b.field),
  };
}

/** Maps a non-2xx answer, a time-out or a network failure to the shared error shape. */
export function errorFromOutcome(
  outcome: HttpOutcome,
  what: string,
): { ok: false; error: AppError } {
  if (outcome.kind === 'timeout') {
    return fail('timeout', `${what}: no answer before the deadline (${outcome.latencyMs} ms)`);
  }
  if (outcome.kind === 'network') {
    const hint = NETWORK_HINTS[outcome.cause] ?? redactText(outcome.cause);
    return fail('network', `${what}: could not reach the API: ${hint}`);
  }
  const { apiCode, message, field } = apiWords(outcome.body);
  const text = message ?? `the API answered HTTP ${outcome.status}`;
  return fail(codeForStatus(outcome.status), text, {
    status: outcome.status,
    ...(apiCode ? { apiCode } : {}),
    ...(field ? { fields: { [field]: text } } : {}),
  });
}
