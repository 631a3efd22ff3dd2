import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, isRecord, parseJson, type Reply, type RouteContext } from './http';

export interface AuthConfig {
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  now: () => number;
  /** Whether a token request without `grant_type` is client credentials (the reference dialect). */
  grantTypeOptional?: () => boolean;
}

export interface Auth {
  /** Handler for `POST /oauth/token`. */
  issueToken(ctx: RouteContext): Reply;
  /** Returns the token's `sub` (the client id) or throws 401 `unauthorized`. */
  authenticate(req: IncomingMessage): string;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

/** Equal-length digests let timingSafeEqual compare strings of any length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function unauthorized(message: string): HttpError {
  return new HttpError(
    401,
    'unauthorized',
    message,
    {},
    { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
  );
}

function readTokenRequest(req: IncomingMessage, text: string): Record<string, unknown> {
  // Some OAuth clients only speak the RFC 6749 form encoding.
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  const body = parseJson(text);
  if (!isRecord(body)) {
    throw new HttpError(400, 'invalid_request', 'The body must be a JSON object');
  }
  return body;
}

export function createAuth(config: AuthConfig): Auth {
  // Per instance: tokens from another simulator (or an earlier run) never verify here.
  const key = randomBytes(32);
  const sign = (data: string) => createHmac('sha256', key).update(data).digest();
  const nowSeconds = () => Math.floor(config.now() / 1000);

  function issueToken({ req, body: text }: RouteContext): Reply {
    const body = readTokenRequest(req, text);
    // Akua's own example backend asks with only {client_id, client_secret} (api-notes), which the
    // reference dialect takes as the client credentials grant it is.
    const grant = body.grant_type ?? (config.grantTypeOptional?.() ? 'client_credentials' : null);
    if (grant !== 'client_credentials') {
      throw new HttpError(
        400,
        'unsupported_grant_type',
        'Only grant_type "client_credentials" is supported',
      );
    }
    const id = typeof body.client_id === 'string' ? body.client_id : '';
    const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
    // Both comparisons always run, so the timing does not tell which one failed.
    const idOk = sameSecret(id, config.clientId);
    const secretOk = sameSecret(secret, config.clientSecret);
    if (!idOk || !secretOk) {
      throw new HttpError(401, 'invalid_client', 'Unknown client or wrong client secret');
    }
    const iat = nowSeconds();
    const payload = base64url(
      JSON.stringify({
        sub: id,
        iat,
        exp: iat + config.tokenTtlSeconds,
        jti: randomBytes(8).toString('hex'),
      }),
    );
    const signature = sign(`${HEADER}.${payload}`).toString('base64url');
    return {
      status: 200,
      body: {
        access_token: `${HEADER}.${payload}.${signature}`,
        token_type: 'Bearer',
        expires_in: config.tokenTtlSeconds,
      },
    };
  }

  // Tokens whose signature already verified, so a busy client costs one Map lookup, not an HMAC.
  // Expiry is still checked on every request; the cache only skips re-proving the signature.
  const verified = new Map<string, { sub: string; exp: number }>();

  function authenticate(req: IncomingMessage): string {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Missing bearer token: send "Authorization: Bearer <token>"');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match?.[1] ?? '';
    const claims = verified.get(token) ?? verify(token);
    if (nowSeconds() >= claims.exp) throw unauthorized('Expired bearer token: request a new one');
    return claims.sub;
  }

  function verify(token: string): { sub: string; exp: number } {
    const parts = token.split('.');
    const [head, payload, signature] = parts;
    if (
      parts.length !== 3 ||
      !head ||
      !payload ||
      !signature ||
      !parts.every((p) => SEGMENT.test(p))
    ) {
      throw unauthorized('Malformed bearer token: expected a JWT (header.payload.signature)');
    }
    const expected = sign(`${head}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('Malformed bearer token: the signature does not verify');
    }
    const claims = decodeClaims(payload);
    if (verified.size >= 1000) verified.clear();
    verified.set(token, claims);
    return claims;
  }

  return { issueToken, authenticate };
}

function decodeClaims(payload: string): { sub: string; exp: number } {
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    claims = null;
  }
  if (!isRecord(claims) || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
    throw unauthorized('Malformed bearer token: missing claims');
  }
  return { sub: claims.sub, exp: claims.exp };
}
