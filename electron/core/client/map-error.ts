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
    return fail('timeout', `${what}: no answer before the deadline (${outcome.latencyMs} ms)`);
  }
  if (outcome.kind === 'network') {
    const hint = NETWORK_HINTS[outcome.cause] ?? redactText(outcome.cause);
    return fail('network', `${what}: could not reach the API: ${hint}`);
  }
  const { message, field, ...codes } = apiWords(outcome.body);
  const text = message ?? codes.responseDescription ?? `the API answered HTTP ${outcome.status}`;
  return fail(codeForStatus(outcome.status), text, {
    status: outcome.status,
    ...codes,
    ...(field ? { fields: { [field]: text } } : {}),
  });
}
