import type { ConnectionReport, Profile } from '../../../shared/schemas/profile';
import { REASON_WORDS } from '../../../shared/error-words';
import { answerNote } from '../client/answer-limits';
import type { HttpOutcome, HttpSend } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { networkWords } from '../client/map-error';
import { redactText } from '../redact';

type Target = Pick<Profile, 'tokenUrl' | 'clientId' | 'audience' | 'deadlineMs'>;

/**
 * "Test connection" in Settings: fetches one token exactly as the client will (the request is
 * built by TokenManager itself) and says which step failed, in words an admin can act on. Each
 * call uses a fresh TokenManager, so nothing is cached and the secret is held only for the call.
 */
export async function testConnection(
  profile: Target,
  secret: string | undefined,
  send: HttpSend,
): Promise<ConnectionReport> {
  if (secret === undefined || secret === '') {
    return {
      ok: false,
      stage: 'no_secret',
      message: 'No client secret is set for this profile: enter it, then test again.',
      missing: 'not_set',
    };
  }
  let outcome: HttpOutcome | undefined;
  const recording: HttpSend = async (request) => (outcome = await send(request));
  const tokens = new TokenManager(
    {
      tokenUrl: profile.tokenUrl,
      clientId: profile.clientId,
      clientSecret: async () => secret,
      ...(profile.audience ? { audience: profile.audience } : {}),
      deadlineMs: profile.deadlineMs,
    },
    recording,
  );
  await tokens.token();
  if (!outcome) {
    return {
      ok: false,
      stage: 'answer',
      message: 'No token request was sent.',
      problem: 'not_sent',
      url: profile.tokenUrl,
    };
  }
  return reportFor(outcome, profile, secret);
}

function reportFor(outcome: HttpOutcome, profile: Target, secret: string): ConnectionReport {
  const url = profile.tokenUrl;
  const host = hostOf(url);
  if (outcome.kind === 'timeout') {
    return {
      ok: false,
      stage: 'timeout',
      message: `${url} did not answer within the profile's deadline (${profile.deadlineMs} ms).`,
      reason: 'timeout',
      host,
      detail: `${profile.deadlineMs} ms`,
      latencyMs: outcome.latencyMs,
    };
  }
  if (outcome.kind === 'network') return networkReport(outcome.cause, url, host);
  if (outcome.kind === 'unreadable') {
    return {
      ok: false,
      stage: 'answer',
      problem: 'unexpected',
      message: `The token endpoint answered HTTP ${outcome.status}, but ${REASON_WORDS.too_large.toLowerCase()}`,
      reason: 'too_large',
      detail: answerNote(outcome.problem, outcome.bytes),
      url,
      status: outcome.status,
      latencyMs: outcome.latencyMs,
    };
  }
  const { status, body, latencyMs } = outcome;
  const words = serverWords(body, secret);
  // The facts every answered outcome shares; the server's words only when it sent some.
  const answered = {
    url,
    status,
    latencyMs,
    ...(words.code ? { serverCode: words.code } : {}),
    ...(words.text ? { serverText: words.text } : {}),
  };
  if (status === 404 || status === 405) {
    return {
      ok: false,
      stage: 'token_url',
      problem: 'not_found',
      message:
        `The token URL ${url} answered HTTP ${status}: no token endpoint there. Check the ` +
        'token URL (by default it is the base URL followed by /oauth/token).',
      ...answered,
    };
  }
  if (status === 401 || status === 403 || (status === 400 && isCredentialsCode(words.code))) {
    return {
      ok: false,
      stage: 'credentials',
      message:
        `The token endpoint refused the client id "${profile.clientId}" or its secret ` +
        `(HTTP ${status}${words.code ? `, ${words.code}` : ''}${words.text ? `: ${words.text}` : ''}). ` +
        'Check the client id and enter the secret again.',
      clientId: profile.clientId,
      ...answered,
    };
  }
  if (status < 200 || status > 299) {
    return {
      ok: false,
      stage: 'answer',
      problem: status >= 500 ? 'server_failed' : 'unexpected',
      message:
        `The token endpoint answered HTTP ${status}` +
        `${words.code ? ` (${words.code})` : ''}${words.text ? `: ${words.text}` : ''}.` +
        (status >= 500 ? ' The server failed; try again later.' : ''),
      ...answered,
    };
  }
  const token = body as { access_token?: unknown; expires_in?: unknown } | undefined;
  if (typeof token !== 'object' || token === null) {
    return {
      ok: false,
      stage: 'answer',
      problem: 'not_json',
      message: `${url} answered HTTP ${status} but not with JSON: is this really the token URL?`,
      url,
      status,
      latencyMs,
    };
  }
  if (typeof token.access_token !== 'string' || token.access_token === '') {
    return {
      ok: false,
      stage: 'answer',
      problem: 'no_token',
      message: `${url} answered HTTP ${status} without an access_token.`,
      url,
      status,
      latencyMs,
    };
  }
  const expiresInSeconds = typeof token.expires_in === 'number' ? token.expires_in : undefined;
  // The token itself is never part of the report: only that one was issued, and for how long.
  return {
    ok: true,
    stage: 'ok',
    message:
      `Connected: ${host} issued a token in ${latencyMs} ms` +
      (expiresInSeconds === undefined ? '.' : `, valid for ${expiresInSeconds} s.`),
    host,
    url,
    clientId: profile.clientId,
    status,
    latencyMs,
    ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }),
  };
}

/** OAuth error codes (RFC 6749 §5.2, plus the API's own) that mean "wrong client or secret". */
function isCredentialsCode(code: string | undefined): boolean {
  return code === 'invalid_client' || code === 'unauthorized_client' || code === 'unauthorized';
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EAI_NODATA']);

/** Certificate and handshake failures, as Node/undici report them in `error.cause.code`. */
const TLS_CODE =
  /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|SELF_SIGNED_|DEPTH_ZERO_|HOSTNAME_MISMATCH|EPROTO$)/;

const TLS_WORDS: Record<string, string> = {
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  CERT_NOT_YET_VALID: 'its TLS certificate is not valid yet (check this machine’s clock)',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed, so it cannot be trusted',
  SELF_SIGNED_CERT_IN_CHAIN:
    'its TLS certificate chain ends in a self-signed root this machine does not trust (a proxy that inspects TLS?)',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    'its TLS certificate cannot be verified (the server may not send its intermediate certificates)',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    'its TLS certificate was issued by an authority this machine does not trust',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host name',
  CERT_REVOKED: 'its TLS certificate has been revoked',
};

/*
 * A failure before the token endpoint answered: the sentence names the host and what to check,
 * the reason is the one every other screen translates, and the socket's code is kept apart as
 * the technical detail (an admin acts on the words; support reads the code).
 */
function networkReport(cause: string, url: string, host: string): ConnectionReport {
  const detail = redactText(cause);
  if (DNS_CODES.has(cause)) {
    return {
      ok: false,
      stage: 'dns',
      message: `The host name ${host} could not be resolved: check the URL's spelling and this machine's network or DNS.`,
      reason: 'dns',
      host,
      detail,
    };
  }
  if (TLS_CODE.test(cause)) {
    const words = TLS_WORDS[cause] ?? 'the secure (TLS) connection could not be established';
    return {
      ok: false,
      stage: 'tls',
      message: `${host} was reached, but ${words}.`,
      reason: 'tls',
      host,
      detail,
    };
  }
  if (/redirect/i.test(cause)) {
    return {
      ok: false,
      stage: 'token_url',
      problem: 'redirect',
      message: `The token URL ${url} redirects elsewhere; the console does not follow redirects with credentials. Enter the final URL.`,
      url,
      host,
    };
  }
  const { reason } = networkWords(cause);
  return {
    ok: false,
    stage: 'connect',
    message:
      reason === 'refused'
        ? `Nothing accepts connections at ${host}: check the host and port, and that the service is running.`
        : `The connection to ${host} failed: check the address, the network and any firewall or proxy.`,
    reason,
    host,
    detail,
  };
}

/**
 * The server's error words, redacted: a server that echoes the request must not put the secret
 * on screen, so the secret itself is cut out as well as anything that looks like a credential.
 */
function serverWords(body: unknown, secret: string): { code?: string; text?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const str = (v: unknown) =>
    typeof v === 'string' && v !== ''
      ? redactText(v.split(secret).join('[REDACTED]')).slice(0, 300)
      : undefined;
  return {
    code: str(b.error_code) ?? str(b.error),
    text: str(b.message) ?? str(b.error_description),
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
