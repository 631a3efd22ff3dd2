import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth } from './auth';
import { HttpError, Router, sendError } from './http';
import { instrumentRoutes } from './routes/instruments';
import { seedInstruments } from './seed';
import { SandboxStore } from './store';

export interface SandboxOptions {
  clientId?: string;
  clientSecret?: string;
  /** Default 3600, the API's usual `expires_in`. */
  tokenTtlSeconds?: number;
  /** Clock in ms, so tests can expire tokens and cards without waiting. */
  now?: () => number;
  /** Load SEED_INSTRUMENTS (default true); tests that count items start empty. */
  seed?: boolean;
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:54321 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface SandboxListener {
  listener: http.RequestListener;
  clientId: string;
  clientSecret: string;
  /** The live state, for tests and diagnostics; holds no PAN or CVV. */
  store: SandboxStore;
}

export function createSandboxListener(options: SandboxOptions = {}): SandboxListener {
  const clientId = options.clientId ?? `sandbox-${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const now = options.now ?? Date.now;
  const store = new SandboxStore();
  // Separate from the token key: a fingerprint must never help forge a token.
  const fingerprintKey = randomBytes(32);
  const auth = createAuth({
    clientId,
    clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    now,
  });

  const router = new Router();
  router.add('POST', '/oauth/token', (ctx) => auth.issueToken(ctx));
  instrumentRoutes(router, { store, fingerprintKey, now });
  if (options.seed ?? true) seedInstruments(store, clientId, fingerprintKey);

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const method = req.method ?? 'GET';
    // Authentication comes before routing, so an unauthenticated caller learns nothing.
    const isApi = url.pathname === '/v1' || url.pathname.startsWith('/v1/');
    const caller = isApi ? auth.authenticate(req) : '';
    const { handler, params } = router.resolve(method, url.pathname);
    await handler({ req, res, params, query: url.searchParams, clientId: caller });
  }

  const listener: http.RequestListener = (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof HttpError) {
        sendError(res, error.status, error.errorCode, error.message, error.extra, error.headers);
      } else {
        // Only the class of failure is reported: request bodies may carry card data.
        console.error('[sandbox] internal error:', error instanceof Error ? error.name : 'unknown');
        sendError(res, 500, 'internal_error', 'The sandbox failed to handle this request');
      }
    });
  };
  return { listener, clientId, clientSecret, store };
}

/** Serves the sandbox on 127.0.0.1 only; `port` 0 or absent picks a free port. */
export async function startSandbox(
  options: SandboxOptions & { port?: number } = {},
): Promise<RunningSandbox> {
  const { listener, clientId, clientSecret } = createSandboxListener(options);
  const server = http.createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
