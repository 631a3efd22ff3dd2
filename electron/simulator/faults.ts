import { FAULT_KINDS, type FaultKind } from '../../shared/schemas/simulator-control';
import { fieldError, isRecord } from './http';

/*
 * Injected failures, so QA and tests can reproduce what the network does to a payment API.
 * "Effect" means the request's state change (payment, ledger): the *_before_effect kinds and the
 * error answers happen before the handler runs, the *_after_effect kinds after it has committed
 * and its answer has been stored for idempotency, so a retry with the same key replays it.
 * The echo kinds play a careless API that quotes the request back, card number, CVV and client
 * secret included: `echo_error` refuses it with a 400 whose message and an unknown field repeat
 * the body; `echo_after_effect` adds that field to the answer it sends. The hostile kinds play an
 * API whose answer no reader should take whole, after the effect (the money moved):
 * `deep_after_effect` adds a field nested 5,000 levels deep, `huge_after_effect` one of 5 MiB.
 */
export { FAULT_KINDS, type FaultKind };

export interface FaultSpec {
  /** Upper-case HTTP method; null matches any. */
  method: string | null;
  /** An exact path, or a prefix when it ends in "*". */
  path: string;
  kind: FaultKind;
  count: number;
  delayMs: number;
  retryAfterS: number;
}

export interface Fault extends FaultSpec {
  id: string;
  remaining: number;
}

export function faultJson(f: Fault) {
  return {
    id: f.id,
    match: { method: f.method, path: f.path },
    kind: f.kind,
    count: f.count,
    remaining: f.remaining,
    delay_ms: f.delayMs,
    retry_after_s: f.retryAfterS,
  };
}

function integer(value: unknown, field: string, min: number, max: number, fallback: number) {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw fieldError('invalid_field', field, `${field} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function parseFaultSpec(body: Record<string, unknown>): FaultSpec {
  const match = body.match;
  if (!isRecord(match)) throw fieldError('invalid_field', 'match', 'match must be {method?, path}');
  const { method, path } = match;
  if (
    method !== undefined &&
    method !== null &&
    (typeof method !== 'string' || !/^[A-Za-z]{1,16}$/.test(method))
  ) {
    throw fieldError('invalid_field', 'match.method', 'match.method must be an HTTP method');
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 512) {
    throw fieldError(
      'invalid_field',
      'match.path',
      'match.path must start with "/" (end it with "*" for a prefix)',
    );
  }
  if (path.startsWith('/_sandbox')) {
    throw fieldError('invalid_field', 'match.path', 'The control API itself cannot be faulted');
  }
  if (!FAULT_KINDS.includes(body.kind as FaultKind)) {
    throw fieldError('invalid_field', 'kind', `kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const kind = body.kind as FaultKind;
  if (kind === 'delay' && (body.delay_ms === undefined || body.delay_ms === null)) {
    throw fieldError('missing_field', 'delay_ms', 'A delay fault needs delay_ms');
  }
  return {
    method: typeof method === 'string' ? method.toUpperCase() : null,
    path,
    kind,
    count: integer(body.count, 'count', 1, 1_000_000, 1),
    delayMs: integer(body.delay_ms, 'delay_ms', 0, 600_000, 0),
    retryAfterS: integer(body.retry_after_s, 'retry_after_s', 0, 86_400, 1),
  };
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private next = 0;

  arm(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `flt-${++this.next}`, remaining: spec.count };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  /** The first armed fault that matches, with one use consumed; oldest armed wins. */
  take(method: string, path: string): Fault | undefined {
    if (this.faults.length === 0) return undefined; // the common case stays O(1)
    const index = this.faults.findIndex(
      (f) =>
        (f.method === null || f.method === method) &&
        (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : path === f.path),
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults.splice(index, 1);
    return { ...fault };
  }
}
