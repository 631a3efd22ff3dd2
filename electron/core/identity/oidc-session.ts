import * as client from 'openid-client';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import { ROLES, type Operator, type Role } from '../../../shared/schemas/operator';
import { logError } from '../log';
import type { OperatorSession } from './operator-session';

/** The claim that carries roles when the installation names none. */
export const DEFAULT_ROLES_CLAIM = 'roles';
/** A provider that already says `store-manager`, `qa`… needs no mapping. */
export const DEFAULT_ROLE_MAP: Readonly<Record<string, Role>> = Object.fromEntries(
  ROLES.map((role) => [role, role]),
);

/** One installation's provider, as Settings or the host's flags give it. */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Unsealed by the caller, used only toward the token endpoint; absent for a public client. */
  clientSecret?: string;
  rolesClaim?: string;
  roleMap?: Readonly<Record<string, Role>>;
}

/**
 * A sign-in begun and not yet back: the browser carries only `state`; the verifier and the
 * nonce stay here, so a callback made elsewhere cannot complete it (RFC 7636, OIDC nonce).
 */
interface Pending {
  verifier: string;
  nonce: string;
  redirectUri: string;
  at: number;
}

interface SignedIn {
  operator: Extract<Operator, { kind: 'verified' }>;
  roles: Role[];
  accessToken: string;
  refreshToken?: string;
  /** Epoch ms; refreshed a minute before, so a call never carries a token about to lapse. */
  expiresAt: number;
}

/** A login page left open longer than this is asked to start again. */
const PENDING_MS = 10 * 60_000;
const REFRESH_MARGIN_MS = 60_000;

/**
 * The roles a claim grants: an array or a space-separated string (both are seen in the wild),
 * each value through the installation's map; a value the map does not name grants nothing.
 */
export function rolesFromClaims(
  claims: Record<string, unknown>,
  claim = DEFAULT_ROLES_CLAIM,
  map: Readonly<Record<string, Role>> = DEFAULT_ROLE_MAP,
): Role[] {
  const raw = claims[claim];
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\s+/) : [];
  const roles = new Set<Role>();
  for (const value of values) {
    if (typeof value === 'string' && Object.hasOwn(map, value)) roles.add(map[value] as Role);
  }
  return ROLES.filter((role) => roles.has(role));
}

/**
 * Sign-in with the company's OpenID provider: authorization code with PKCE, the browser sent to
 * the provider and back to a loopback address (RFC 8252). Tokens live only here, in main: the
 * page learns who is signed in, never a token.
 */
export class OidcOperatorSession implements OperatorSession {
  private config?: Promise<client.Configuration>;
  private readonly pending = new Map<string, Pending>();
  private current?: SignedIn;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(
    private readonly settings: OidcSettings,
    deps: { now?: () => number } = {},
  ) {
    this.now = deps.now ?? Date.now;
  }

  get issuer(): string {
    return this.settings.issuer;
  }

  signedIn(): boolean {
    return this.current !== undefined;
  }

  operator(): Operator {
    // Signed out, nothing may be recorded: main refuses every call before one could be.
    return this.current?.operator ?? { kind: 'local', name: 'signed out' };
  }

  roles(): readonly Role[] {
    return this.current?.roles ?? [];
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The provider's address to send the browser to, and the state it will bring back. */
  async begin(redirectUri: string): Promise<Result<{ url: string }>> {
    const config = await this.configuration();
    if (!config.ok) return config;
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const state = client.randomState();
    this.dropStale();
    this.pending.set(state, { verifier, nonce, redirectUri, at: this.now() });
    const url = client.buildAuthorizationUrl(config.value, {
      redirect_uri: redirectUri,
      scope: `openid profile email offline_access ${this.settings.rolesClaim ?? DEFAULT_ROLES_CLAIM}`,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'login consent',
    });
    return ok({ url: url.href });
  }

  /** True when the address carries a state this console began: only then is it its callback. */
  ownsCallback(callback: URL): boolean {
    const state = callback.searchParams.get('state');
    return state !== null && this.pending.has(state);
  }

  /**
   * The browser's return: the state must be one begun here, and openid-client checks the
   * nonce in the ID token and sends the PKCE verifier with the code.
   */
  async complete(callback: URL): Promise<Result<Operator>> {
    const state = callback.searchParams.get('state') ?? '';
    this.dropStale();
    const pending = this.pending.get(state);
    if (!pending) return refuse('unauthorized', 'sign_in_failed', { detail: 'state' });
    this.pending.delete(state);
    const config = await this.configuration();
    if (!config.ok) return config;
    // The callback is read as the redirect the provider was given, whatever Host it came by.
    const current = new URL(pending.redirectUri);
    current.search = callback.search;
    try {
      const tokens = await client.authorizationCodeGrant(config.value, current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return refuse('unauthorized', 'sign_in_failed', { detail: 'id_token' });
      this.current = {
        operator: {
          kind: 'verified',
          issuer: claims.iss,
          subject: claims.sub,
          ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
          ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        },
        roles: rolesFromClaims(claims, this.settings.rolesClaim, this.settings.roleMap),
        accessToken: tokens.access_token,
        ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
        expiresAt: this.now() + (tokens.expiresIn() ?? 300) * 1000,
      };
      this.changed();
      return ok(this.current.operator);
    } catch (error) {
      return refuse('unauthorized', 'sign_in_failed', { detail: providerWords(error) });
    }
  }

  /**
   * Keeps the access token fresh with the refresh token; a provider that refuses (revoked, the
   * person disabled) signs the console out, so the next call asks for a new sign-in.
   */
  async ensureFresh(): Promise<boolean> {
    const current = this.current;
    if (!current) return false;
    if (current.expiresAt - REFRESH_MARGIN_MS > this.now()) return true;
    if (!current.refreshToken) return this.forget();
    const config = await this.configuration();
    if (!config.ok) return this.forget();
    try {
      const tokens = await client.refreshTokenGrant(config.value, current.refreshToken);
      if (this.current !== current) return this.signedIn();
      current.accessToken = tokens.access_token;
      if (tokens.refresh_token) current.refreshToken = tokens.refresh_token;
      current.expiresAt = this.now() + (tokens.expiresIn() ?? 300) * 1000;
      return true;
    } catch (error) {
      logError('sign-in refresh refused', error);
      return this.forget();
    }
  }

  /** Revokes what the provider lets us revoke, then forgets the tokens whatever it answered. */
  async signOut(): Promise<void> {
    const current = this.current;
    if (!current) return;
    this.forget();
    const config = await this.configuration();
    if (!config.ok || !config.value.serverMetadata().revocation_endpoint) return;
    for (const token of [current.refreshToken, current.accessToken]) {
      if (!token) continue;
      await client.tokenRevocation(config.value, token).catch((error: unknown) => {
        logError('sign-out revocation refused', error);
      });
    }
  }

  /** For tests and diagnostics only: whether a token is held, never the token. */
  holdsRefreshToken(): boolean {
    return this.current?.refreshToken !== undefined;
  }

  private forget(): false {
    if (this.current) {
      this.current = undefined;
      this.changed();
    }
    return false;
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }

  private dropStale() {
    for (const [state, pending] of this.pending) {
      if (this.now() - pending.at > PENDING_MS) this.pending.delete(state);
    }
  }

  private async configuration(): Promise<Result<client.Configuration>> {
    this.config ??= client.discovery(
      new URL(this.settings.issuer),
      this.settings.clientId,
      undefined,
      this.settings.clientSecret
        ? client.ClientSecretPost(this.settings.clientSecret)
        : client.None(),
      // A provider on loopback (a test, a local Keycloak) speaks plain HTTP; anywhere else, TLS.
      isLoopback(this.settings.issuer) ? { execute: [client.allowInsecureRequests] } : {},
    );
    try {
      return ok(await this.config);
    } catch (error) {
      // Not kept: the provider may be back on the next try.
      this.config = undefined;
      return refuse('network', 'sign_in_failed', { detail: providerWords(error) });
    }
  }
}

function isLoopback(address: string): boolean {
  const host = new URL(address).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/** The provider's error code (never a stack, never a token) for the refusal's detail. */
function providerWords(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return error.error;
  if (error instanceof client.AuthorizationResponseError) return error.error;
  if (error instanceof Error && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'provider';
}
