import { faultJson, parseFaultSpec, type FaultRegistry } from '../faults';
import { HttpError, parseJsonObject, type Reply, type Router } from '../http';
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
}

export interface ControlParts {
  faults: FaultRegistry;
  ledger: Ledger;
  idempotency: IdempotencyStore;
  requests: RequestLog;
  /** Clears the store and loads the seed again. */
  reseed: () => void;
}

export function createControl(parts: ControlParts): SimulatorControl {
  const { faults, ledger, idempotency, requests } = parts;
  return {
    armFault: (spec) => faultJson(faults.arm(parseFaultSpec(spec))),
    listFaults: () => faults.list().map(faultJson),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
    reset: () => {
      parts.reseed();
      ledger.clear();
      faults.clear();
      idempotency.clear();
      requests.clear();
    },
    ledger: (paymentId) => ledger.list(paymentId),
    requests: () => requests.list(),
    clearRequests: () => requests.clear(),
  };
}

/** Off the /v1 auth on purpose: the simulator listens on loopback only and holds no real money. */
export function controlRoutes(router: Router, control: SimulatorControl): void {
  router.add('POST', '/_sandbox/faults', ({ body }): Reply => {
    return { status: 201, body: control.armFault(parseJsonObject(body)) };
  });
  router.add('GET', '/_sandbox/faults', (): Reply => ({
    status: 200,
    body: { data: control.listFaults() },
  }));
  router.add('DELETE', '/_sandbox/faults', (): Reply => {
    control.clearFaults();
    return { status: 204 };
  });
  router.add('DELETE', '/_sandbox/faults/:id', ({ params }): Reply => {
    if (!control.removeFault(params.id ?? '')) {
      throw new HttpError(404, 'fault_not_found', `No armed fault ${params.id}`);
    }
    return { status: 204 };
  });
  router.add('POST', '/_sandbox/reset', (): Reply => {
    control.reset();
    return { status: 200, body: { reset: true } };
  });
  router.add('GET', '/_sandbox/ledger', ({ query }): Reply => {
    const paymentId = query.get('payment_id') ?? undefined;
    return { status: 200, body: { data: control.ledger(paymentId) } };
  });
  router.add('GET', '/_sandbox/requests', (): Reply => ({
    status: 200,
    body: { data: control.requests() },
  }));
  router.add('DELETE', '/_sandbox/requests', (): Reply => {
    control.clearRequests();
    return { status: 204 };
  });
}
