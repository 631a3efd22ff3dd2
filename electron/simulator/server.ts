import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuth } from './auth';
import { settleDueCaptures } from './capture-settlement';
import { SimulatorClock } from './clock';
import type { SimulatorDeps } from './deps';
import { DialectSetting, type DialectName } from './dialect';
import { FaultRegistry } from './faults';
import { Router } from './http';
import { IdempotencyStore } from './idempotency';
import { Ledger } from './ledger';
import { createPipeline } from './pipeline';
import { RequestLog } from './request-log';
import { controlRoutes, createControl, type SimulatorControl } from './routes/control';
import { instrumentRoutes } from './routes/instruments';
import { addOperationRoutes, type OperationRoutes } from './routes/operation-routes';
import { paymentRoutes } from './routes/payments';
import { posRoutes } from './routes/pos';
import { transactionRoutes } from './routes/transactions';
import { userRoutes } from './routes/users';
import { seedAll } from './seed-all';
import { SimulatorStore } from './store';

// Not `import http from 'node:http'`: the module facade reads every export and one loads
// undici, ~70 ms of every launch (see electron/core/node-http.ts).
const nodeHttp = process.getBuiltinModule('node:http');

export type { SimulatorControl } from './routes/control';

export interface SimulatorOptions {
  clientId?: string;
  clientSecret?: string;
  /** Default 3600, the API's usual `expires_in`. */
  tokenTtlSeconds?: number;
  /** Clock in ms, so tests can expire tokens and cards without waiting. */
  now?: () => number;
  /** Load the seed (instruments, users, payments; default true); tests that count start empty. */
  seed?: boolean;
  /** `--seed-payments N`: a year of N more payments, built when read (bulk-payments.ts). */
  seedPayments?: number;
  /** The control API's token (default: made for this launch). */
  controlToken?: string;
  /** Whether the control API answers at all, asked on each call (default: always). */
  controlEnabled?: () => boolean;
  /** How the API answers (dialect.ts): `friendly` by default, or as the reference does. */
  dialect?: DialectName;
}

export interface RunningSimulator {
  /** e.g. http://127.0.0.1:54321 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Faults, reset, ledger and request log, as under /_sandbox but in-process. */
  control: SimulatorControl;
  /** Sent as `x-control-token` on every /_sandbox call over HTTP. */
  controlToken: string;
  close(): Promise<void>;
}

export interface SimulatorListener {
  listener: http.RequestListener;
  clientId: string;
  clientSecret: string;
  /** The live state, for tests and diagnostics; holds no PAN or CVV. */
  store: SimulatorStore;
  control: SimulatorControl;
  controlToken: string;
}

export function createSimulatorListener(options: SimulatorOptions = {}): SimulatorListener {
  const clientId = options.clientId ?? `sandbox-${randomBytes(6).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url');
  // Tokens, idempotency keys and the request log keep real time: moving the simulator's clock
  // to settle a capture must not log the console out or forget its keys.
  const now = options.now ?? Date.now;
  const clock = new SimulatorClock(now);
  const store = new SimulatorStore();
  const dialect = new DialectSetting(options.dialect);
  const deps: SimulatorDeps = {
    store,
    ledger: new Ledger(clock.now),
    now: clock.now,
    speaksReference: () => dialect.get().name === 'reference',
    // Separate from the token key: a fingerprint must never help forge a token.
    fingerprintKey: randomBytes(32),
  };
  const auth = createAuth({
    clientId,
    clientSecret,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    now,
    grantTypeOptional: deps.speaksReference,
  });
  const faults = new FaultRegistry();
  const idempotency = new IdempotencyStore(now);
  const requests = new RequestLog(now);
  const reseed = () => {
    store.clear();
    if (options.seed ?? true)
      seedAll(store, clientId, deps.fingerprintKey, options.seedPayments ?? 0);
  };
  const control = createControl({
    faults,
    ledger: deps.ledger,
    idempotency,
    requests,
    reseed,
    dialect,
    clock,
    settle: () => settleDueCaptures(deps),
  });

  const router = new Router();
  router.add('POST', '/oauth/token', (ctx) => auth.issueToken(ctx));
  addOperationRoutes(router, {
    ...instrumentRoutes(deps),
    ...userRoutes(deps),
    ...paymentRoutes(deps),
    ...transactionRoutes(deps),
    ...posRoutes(deps),
  } satisfies OperationRoutes);
  controlRoutes(router, control, {
    token: controlToken,
    enabled: options.controlEnabled ?? (() => true),
  });
  reseed();

  const listener = createPipeline({
    router,
    auth,
    faults,
    idempotency,
    requests,
    dialect,
    beforeRequest: () => settleDueCaptures(deps),
  });
  return { listener, clientId, clientSecret, store, control, controlToken };
}

/** Serves the simulator on 127.0.0.1 only; `port` 0 or absent picks a free port. */
export async function startSimulator(
  options: SimulatorOptions & { port?: number } = {},
): Promise<RunningSimulator> {
  const { listener, clientId, clientSecret, control, controlToken } =
    createSimulatorListener(options);
  const server = nodeHttp.createServer(listener);
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
    control,
    controlToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (and hung requests) would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
