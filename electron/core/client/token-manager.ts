import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import { holdClientCredentials, holdSecret } from '../redaction/known-values';
import type { HttpSend } from './http';
import { errorFromOutcome } from './map-error';

export interface TokenSource {
  tokenUrl: string;
  clientId: string;
  /** Read on demand so the secret is held only by the sealed store between refreshes. */
  clientSecret: () => Promise<string>;
  audience?: string;
  deadlineMs: number;
}

/** Refresh this long before expiry so that no call leaves with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * OAuth2 client-credentials tokens, cached in memory only and never logged. Concurrent callers
 * share one refresh in flight.
 */
export class TokenManager {
  private cached: { token: string; expiresAt: number } | undefined;
  private inFlight: Promise<Result<string>> | undefined;

  constructor(
    private readonly source: TokenSource,
    private readonly send: HttpSend,
    private readonly now: () => number = Date.now,
  ) {}

  async token(): Promise<Result<string>> {
    if (this.cached && this.cached.expiresAt - REFRESH_MARGIN_MS > this.now()) {
      return ok(this.cached.token);
    }
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** After a 401 the cached token is no good, whatever its expiry said. */
  invalidate(): void {
    this.cached = undefined;
  }

  private async fetchToken(): Promise<Result<string>> {
    const secret = await this.source.clientSecret();
    // A token endpoint may quote the secret it refused ("client … with secret … is not known").
    holdClientCredentials(this.source.clientId, secret);
    const outcome = await this.send({
      method: 'POST',
      url: this.source.tokenUrl,
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: this.source.clientId,
        client_secret: secret,
        ...(this.source.audience ? { audience: this.source.audience } : {}),
      }),
      deadlineMs: this.source.deadlineMs,
    });
    if (outcome.kind !== 'response' || outcome.status < 200 || outcome.status > 299) {
      const failure = errorFromOutcome(outcome, 'Getting an access token');
      if (outcome.kind === 'response' && outcome.status === 404) {
        failure.error.message = `Getting an access token: ${this.source.tokenUrl} does not exist (HTTP 404): check the token URL`;
      }
      if (failure.error.code === 'validation' || failure.error.code === 'not_found') {
        // A 4xx from the token endpoint is a credentials or configuration problem, not bad input.
        failure.error.code = 'unauthorized';
      }
      return failure;
    }
    const body = outcome.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (typeof body?.access_token !== 'string' || body.access_token === '') {
      return refuse('unauthorized', 'no_access_token');
    }
    holdSecret(body.access_token);
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 300;
    this.cached = { token: body.access_token, expiresAt: this.now() + expiresIn * 1000 };
    return ok(body.access_token);
  }
}
