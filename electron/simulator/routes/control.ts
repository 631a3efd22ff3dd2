import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parseAdvance, type ClockJson, type SimulatorClock } from '../clock';
import { DIALECT_NAMES, isDialectName, type DialectName, type DialectSetting } from '../dialect';
import { faultJson, parseFaultSpec, type FaultRegistry } from '../faults';
import { HttpError, parseJsonObject, type Handler, type Reply, type Router } from '../http';
import type { IdempotencyStore } from '../idempotency';
import type { Ledger, LedgerEntry } from '../ledger';
import type { LoggedRequest, RequestLog } from '../request-log';

/** The same control as the HTTP API under /_sandbox, for in-process tests. */
export interface SimulatorControl {
  /** Takes the body of POST /_sandbox/faults; throws an HttpError (400) when it is invalid. */
  armFault(spec: Record<string, unknown>): ReturnType<typeof faultJson>;
  listFaults(): ReturnType<typeof faultJson>[];
  /** False when no armed fault has that id (already consumed, or never armed). */
  removeFault(id: string): boolean;
  clearFaults(): void;
  /** Back to the seed: state, ledger, faults, idempotency keys and the request log. */
  reset(): void;
  ledger(paymentId?: string): LedgerEntry[];
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** How the API answers (dialect.ts); a reset keeps it: it is configuration, not state. */
  dialect(): DialectName;
  setDialect(name: DialectName): void;
  /** The simulator's now (real time plus what was advanced); a reset goes back to real time. */
  clock(): ClockJson;
  /** Moves the clock forward and settles what became due; throws a 400 for a bad `advance_s`. */
  advanceClock(body: Record<string, unknown>): ClockJson;
}

export interface ControlParts {
  faults: FaultRegistry;
  ledger: Ledger;
  idempotency: IdempotencyStore;
  requests: RequestLog;
  /** Clears the store and loads the seed again. */
  reseed: () => void;
  dialect: DialectSetting;
  clock: SimulatorClock;
  /** Settles the captures the clock made due (capture-settlement.ts). */
  settle: () => void;
}

export function createControl(parts: ControlParts): SimulatorControl {
  const { faults, ledger, idempotency, requests } = parts;
  return {
    armFault: (spec) => faultJson(faults.arm(parseFaultSpec(spec))),
    listFaults: () => faults.list().map(faultJson),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
    reset: () => {
      parts.clock.reset();
      parts.reseed();
      ledger.clear();
      faults.clear();
      idempotency.clear();
      requests.clear();
    },
    ledger: (paymentId) => {
      parts.settle();
      return ledger.list(paymentId);
    },
    requests: () => requests.list(),
    clearRequests: () => requests.clear(),
    dialect: () => parts.dialect.get().name,
    setDialect: (name) => parts.dialect.set(name),
    clock: () => parts.clock.json(),
    advanceClock: (body) => {
      parts.clock.advance(parseAdvance(body));
      parts.settle();
      return parts.clock.json();
    },
  };
}

/** The header that carries the control API's per-launch token. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

export interface ControlAccess {
  /** Made for this launch; printed by the standalone simulator, handed to tests by the core. */
  token: string;
  /** False: the control API answers 404, as if it did not exist (a packaged app off the simulator). */
  enabled: () => boolean;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Faults and reset can make the console believe anything about money, so the control API is
 * not open to whoever reaches the port: a loopback `Host` (no DNS rebinding from a web page),
 * this launch's token in a header (a page cannot add one without a preflight nobody answers),
 * and nothing at all where the embedder switched it off.
 */
export function checkControlAccess(req: IncomingMessage, access: ControlAccess): void {
  if (!access.enabled()) {
    throw new HttpError(404, 'route_not_found', 'The control API is off in this console');
  }
  const host = req.headers.host ?? '';
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  if (!LOOPBACK_HOSTS.has(hostname ?? '')) {
    throw new HttpError(421, 'unknown_host', 'The control API answers only to a loopback Host');
  }
  const given = req.headers[CONTROL_TOKEN_HEADER];
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(access.token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new HttpError(
      401,
      'control_token_required',
      `The control API needs this launch's token in the ${CONTROL_TOKEN_HEADER} header`,
    );
  }
}

/** Off the /v1 auth on purpose (its own token instead): the simulator holds no real money. */
export function controlRoutes(router: Router, control: SimulatorControl, access: ControlAccess) {
  const add = (method: string, path: string, handler: Handler) =>
    router.add(method, path, (ctx) => {
      checkControlAccess(ctx.req, access);
      return handler(ctx);
    });
  add('POST', '/_sandbox/faults', ({ body }): Reply => {
    return { status: 201, body: control.armFault(parseJsonObject(body)) };
  });
  add('GET', '/_sandbox/faults', (): Reply => ({
    status: 200,
    body: { data: control.listFaults() },
  }));
  add('DELETE', '/_sandbox/faults', (): Reply => {
    control.clearFaults();
    return { status: 204 };
  });
  add('DELETE', '/_sandbox/faults/:id', ({ params }): Reply => {
    if (!control.removeFault(params.id ?? '')) {
      throw new HttpError(404, 'fault_not_found', `No armed fault ${params.id}`);
    }
    return { status: 204 };
  });
  add('POST', '/_sandbox/reset', (): Reply => {
    control.reset();
    return { status: 200, body: { reset: true } };
  });
  add('GET', '/_sandbox/ledger', ({ query }): Reply => {
    const paymentId = query.get('payment_id') ?? undefined;
    return { status: 200, body: { data: control.ledger(paymentId) } };
  });
  add('GET', '/_sandbox/requests', (): Reply => ({
    status: 200,
    body: { data: control.requests() },
  }));
  add('DELETE', '/_sandbox/requests', (): Reply => {
    control.clearRequests();
    return { status: 204 };
  });
  add('GET', '/_sandbox/clock', (): Reply => ({ status: 200, body: control.clock() }));
  add('POST', '/_sandbox/clock', ({ body }): Reply => ({
    status: 200,
    body: control.advanceClock(parseJsonObject(body)),
  }));
  add('GET', '/_sandbox/dialect', (): Reply => ({
    status: 200,
    body: { dialect: control.dialect() },
  }));
  add('PUT', '/_sandbox/dialect', ({ body }): Reply => {
    const wanted = parseJsonObject(body).dialect;
    if (!isDialectName(wanted)) {
      throw new HttpError(
        400,
        'invalid_dialect',
        `dialect must be one of ${DIALECT_NAMES.join(', ')}`,
        {
          field: 'dialect',
        },
      );
    }
    control.setDialect(wanted);
    return { status: 200, body: { dialect: control.dialect() } };
  });
}
