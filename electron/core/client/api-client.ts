import { ok, type Result } from '../../../shared/result';
import { classifyKey } from '../redaction/key-names';
import { rememberSentBody, rememberSentSecret } from '../redaction/known-values';
import type { HttpOutcome, HttpSend } from './http';
import { errorFromOutcome } from './map-error';
import type { TokenManager } from './token-manager';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path under the base URL, starting with `/v1/`; ids in it are already validated. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** An already serialized body, sent as is: retries of money-moving calls must be byte-identical. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Used in error messages: "Creating an instrument: …". */
  what: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  latencyMs: number;
}

export interface ApiClientOptions {
  baseUrl: string;
  deadlineMs: number;
  /** Sent on every call, e.g. `Client-Id`. */
  extraHeaders?: Record<string, string>;
}

/**
 * Authenticated calls to the payments API. Answers come back as values; the body is kept as
 * the API sent it so that fields this console does not know survive to the screen.
 */
export class ApiClient {
  constructor(
    private readonly options: ApiClientOptions,
    private readonly tokens: TokenManager,
    private readonly send: HttpSend,
  ) {}

  /**
   * Has a token ready before the first call: the first screen asks for one within half a
   * second of launch anyway, and fetching it meanwhile (with fetch's own start-up) takes that
   * off the wait. A failure is not reported here; the first call meets it and says so.
   */
  async prepare(): Promise<void> {
    try {
      await this.tokens.token();
    } catch {
      // A secret gone or unreadable: the first call reports it as 'unauthorized'.
    }
  }

  async call(call: ApiCall): Promise<Result<ApiAnswer>> {
    const outcome = await this.exchange(call);
    if (!outcome.ok) return outcome;
    const answer = outcome.value;
    if (answer.kind === 'response' && answer.status >= 200 && answer.status < 300) {
      return ok({
        status: answer.status,
        body: answer.body,
        headers: answer.headers,
        latencyMs: answer.latencyMs,
      });
    }
    return errorFromOutcome(answer, call.what);
  }

  /**
   * One authenticated exchange, whatever its status: the money pipeline classifies the raw
   * outcome itself. Fails only when no token could be had, i.e. nothing was sent.
   */
  async exchange(call: ApiCall): Promise<Result<HttpOutcome>> {
    const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
    this.rememberSent(call);
    const outcome = await this.attempt(call, body);
    if (!outcome.ok) return outcome;
    if (outcome.value.kind === 'response' && outcome.value.status === 401) {
      // A 401 is answered before anything is processed, so one retry with a fresh token is safe.
      this.tokens.invalidate();
      return this.attempt(call, body);
    }
    return outcome;
  }

  /** The headers a call carries, with the bearer token replaced: for the journal and cURL. */
  describeHeaders(call: Pick<ApiCall, 'headers' | 'body' | 'rawBody'>): Record<string, string> {
    const hasBody = call.body !== undefined || call.rawBody !== undefined;
    return {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...this.options.extraHeaders,
      ...call.headers,
      authorization: 'Bearer [REDACTED]',
    };
  }

  /** The full URL a call goes to, for the journal and copy-as-cURL. */
  urlOf(call: Pick<ApiCall, 'path' | 'query'>): string {
    return this.url(call);
  }

  /** What this call sends that its answer must not show back: card data and secret headers. */
  private rememberSent(call: ApiCall): void {
    let body = call.body;
    if (call.rawBody !== undefined) {
      try {
        body = JSON.parse(call.rawBody) as unknown;
      } catch {
        // Not JSON: no field names to find card data by; the scan by shape still runs.
      }
    }
    rememberSentBody(body);
    for (const [name, value] of Object.entries({ ...this.options.extraHeaders, ...call.headers })) {
      if (classifyKey(name) === 'secret') rememberSentSecret(value);
    }
  }

  private async attempt(call: ApiCall, body: string | undefined): Promise<Result<HttpOutcome>> {
    const token = await this.tokens.token();
    if (!token.ok) return token;
    rememberSentSecret(token.value);
    return ok(
      await this.send({
        method: call.method,
        url: this.url(call),
        headers: {
          ...this.options.extraHeaders,
          ...call.headers,
          authorization: `Bearer ${token.value}`,
        },
        body,
        deadlineMs: this.options.deadlineMs,
      }),
    );
  }

  private url(call: Pick<ApiCall, 'path' | 'query'>): string {
    const url = new URL(call.path.replace(/^\//, ''), this.options.baseUrl.replace(/\/?$/, '/'));
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }
}
