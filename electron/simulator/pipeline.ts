import type http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Auth } from './auth';
import { DIALECTS, errorReplyIn, type Dialect, type DialectSetting } from './dialect';
import type { Fault, FaultRegistry } from './faults';
import {
  HttpError,
  readBody,
  sendJson,
  sendText,
  type Handler,
  type RouteContext,
  type Router,
} from './http';
import {
  parseIdempotencyKey,
  requestFingerprint,
  type IdempotencyStore,
  type StoredAnswer,
  type Ticket,
} from './idempotency';
import type { RequestLog } from './request-log';

export interface PipelineDeps {
  router: Router;
  auth: Auth;
  faults: FaultRegistry;
  idempotency: IdempotencyStore;
  requests: RequestLog;
  /** How answers and errors are worded (dialect.ts); read per request, so it can change live. */
  dialect: DialectSetting;
  /** Brings time-driven state (pending captures) up to now before anything reads it. */
  beforeRequest?: () => void;
}

/*
 * One request's way through the simulator:
 *   control (/_sandbox) → served directly: its own token and Host check, no log, no faults,
 *   no dialect;
 *   /v1 → authenticate → log → route → Idempotency-Key check → take a fault → read the body →
 *   before-effect faults → idempotency (replay / 422 / 409 / own the key) → hang or delay →
 *   handler (the effect) → store the answer → after-effect faults → send.
 * An answer is stored for its key unless it is a 5xx without effect, so a retry with the same key
 * either replays what happened or runs for the first time: money never moves twice. In a dialect
 * that does not replay (the reference's), the key is only logged and a resend runs again.
 */

const BEFORE_EFFECT = new Set(['reset_before_effect', 'error_500', 'rate_limit', 'echo_error']);

interface Answer extends StoredAnswer {
  /** A 5xx from a crash, not a handler decision: never stored, a retry runs again. */
  crashed?: boolean;
}

function toAnswer(reply: { status: number; body?: unknown; headers?: http.OutgoingHttpHeaders }) {
  return {
    status: reply.status,
    text: reply.status === 204 ? '' : JSON.stringify(reply.body),
    headers: reply.headers ?? {},
  };
}

function run(handler: Handler, ctx: RouteContext, dialect: Dialect, path: string): Answer {
  const request = { method: (ctx.req.method ?? 'GET').toUpperCase(), path, body: ctx.body };
  try {
    return toAnswer(dialect.answer(request, handler(ctx)));
  } catch (error) {
    if (error instanceof HttpError) return toAnswer(errorReplyIn(dialect, error));
    // Only the class of failure is reported: request bodies may carry card data.
    console.error('[simulator] internal error:', error instanceof Error ? error.name : 'unknown');
    const crash = errorReplyIn(
      dialect,
      new HttpError(500, 'internal_error', 'The simulator failed to handle this request'),
    );
    return { ...toAnswer(crash), crashed: true };
  }
}

function sendErrorIn(res: http.ServerResponse, dialect: Dialect, error: HttpError): void {
  const reply = errorReplyIn(dialect, error);
  sendJson(res, reply.status, reply.body, reply.headers);
}

const injected = (fault: Fault) => `Injected fault ${fault.id} (${fault.kind})`;

/** What the echo faults quote: the body as sent, parsed when it is JSON. */
function echoOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Before-effect faults answer (or drop the connection) without running the handler. */
function failBeforeEffect(
  res: http.ServerResponse,
  fault: Fault,
  body: string,
  dialect: Dialect,
): void {
  if (fault.kind === 'echo_error') {
    const message = `Could not process ${body}. ${injected(fault)}`;
    const echo = { request_echo: echoOf(body) };
    sendErrorIn(res, dialect, new HttpError(400, 'invalid_request', message, echo));
  } else if (fault.kind === 'reset_before_effect') {
    res.destroy();
  } else if (fault.kind === 'rate_limit') {
    const retryAfter = { 'Retry-After': String(fault.retryAfterS) };
    const message = `Too many requests. ${injected(fault)}`;
    sendErrorIn(res, dialect, new HttpError(429, 'rate_limited', message, {}, retryAfter));
  } else {
    const message = `The simulator failed. ${injected(fault)}`;
    sendErrorIn(res, dialect, new HttpError(500, 'internal_error', message));
  }
}

function finish(
  res: http.ServerResponse,
  fault: Fault | undefined,
  answer: Answer,
  replayed: boolean,
  body = '',
  dialect: Dialect = DIALECTS.friendly,
) {
  if (fault?.kind === 'reset_after_effect') {
    res.destroy();
  } else if (fault?.kind === 'error_500_after_effect') {
    const message = `The simulator failed after processing. ${injected(fault)}`;
    sendErrorIn(res, dialect, new HttpError(500, 'internal_error', message));
  } else {
    const headers = replayed
      ? { ...answer.headers, 'Idempotent-Replayed': 'true' }
      : answer.headers;
    // Only what is sent carries the echo; the answer stored for the key stays as it was.
    const text =
      fault?.kind === 'echo_after_effect' && answer.text.startsWith('{')
        ? JSON.stringify({ ...(JSON.parse(answer.text) as object), request_echo: echoOf(body) })
        : answer.text;
    sendText(res, answer.status, withHostileField(text, fault), headers);
  }
}

/** The hostile faults' field, written as text: the deep one is more than JSON.stringify can write. */
function withHostileField(text: string, fault: Fault | undefined): string {
  if (!text.startsWith('{') || text === '{}') return text;
  if (fault?.kind === 'deep_after_effect') {
    return `${text.slice(0, -1)},"nested":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
  }
  if (fault?.kind === 'huge_after_effect') {
    return `${text.slice(0, -1)},"padding":"${'x'.repeat(5 * 1024 * 1024)}"}`;
  }
  return text;
}

function clientGone(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (res.destroyed || req.socket.destroyed) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()));
}

async function handle(d: PipelineDeps, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;
  const base = { req, query: url.searchParams, clientId: '', idempotencyKey: null };
  d.beforeRequest?.();

  if (path === '/_sandbox' || path.startsWith('/_sandbox/')) {
    const { handler, params } = d.router.resolve(method, path);
    const body = await readBody(req);
    const answer = run(handler, { ...base, params, body }, DIALECTS.friendly, path);
    finish(res, undefined, answer, false);
    return;
  }

  // Authentication comes before routing, so an unauthenticated caller learns nothing.
  const isApi = path === '/v1' || path.startsWith('/v1/');
  // The token endpoint is the simulator's own OAuth: only the API speaks a dialect.
  const dialect = isApi ? d.dialect.get() : DIALECTS.friendly;
  const clientId = isApi ? d.auth.authenticate(req) : '';
  const rawKey = req.headers['idempotency-key'];
  if (isApi)
    d.requests.add(method, `${path}${url.search}`, typeof rawKey === 'string' ? rawKey : null);
  const { handler, params } = d.router.resolve(method, path);
  const key = isApi && method === 'POST' ? keyOf(rawKey, dialect) : null;
  const fault = d.faults.take(method, path);
  const body = await readBody(req);
  if (fault && BEFORE_EFFECT.has(fault.kind)) return failBeforeEffect(res, fault, body, dialect);

  let ticket: Ticket | null = null;
  let replay: StoredAnswer | null = null;
  if (key !== null && dialect.replaysIdempotencyKey) {
    const begun = d.idempotency.begin(clientId, key, requestFingerprint(method, path, body));
    if (begun.kind === 'reused') {
      throw new HttpError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used with another request; use a new key',
      );
    }
    if (begun.kind === 'in_progress') {
      throw new HttpError(
        409,
        'idempotency_request_in_progress',
        'A request with this Idempotency-Key is still being processed; retry later',
        {},
        { 'Retry-After': '1' },
      );
    }
    if (begun.kind === 'replay') replay = begun.answer;
    else ticket = begun.ticket;
  }
  try {
    if (fault?.kind === 'hang') {
      await clientGone(req, res);
      if (ticket) d.idempotency.abandon(ticket);
      return;
    }
    if (fault?.kind === 'delay') await sleep(fault.delayMs);
    if (replay) return finish(res, fault, replay, true, body, dialect);
    const ctx = { ...base, params, body, clientId, idempotencyKey: key };
    const answer = run(handler, ctx, dialect, path);
    if (ticket) {
      if (answer.crashed || answer.status >= 500) d.idempotency.abandon(ticket);
      else d.idempotency.complete(ticket, answer);
    }
    finish(res, fault, answer, false, body, dialect);
  } catch (error) {
    if (ticket) d.idempotency.abandon(ticket);
    throw error;
  }
}

/**
 * The key a request carries. A dialect without replay only logs it (for the ledger), so a key the
 * friendly dialect would refuse as malformed is simply not one.
 */
function keyOf(header: string | string[] | undefined, dialect: Dialect): string | null {
  if (dialect.replaysIdempotencyKey) return parseIdempotencyKey(header);
  try {
    return parseIdempotencyKey(header);
  } catch {
    return null;
  }
}

export function createPipeline(deps: PipelineDeps): http.RequestListener {
  return (req, res) => {
    handle(deps, req, res).catch((error: unknown) => {
      const path = new URL(req.url ?? '/', 'http://sandbox.invalid').pathname;
      // The control API and the token endpoint are the simulator's own: always friendly.
      const dialect = /^\/v1(\/|$)/.test(path) ? deps.dialect.get() : DIALECTS.friendly;
      if (res.headersSent || res.destroyed) {
        res.destroy();
      } else if (error instanceof HttpError) {
        sendErrorIn(res, dialect, error);
      } else {
        console.error(
          '[simulator] internal error:',
          error instanceof Error ? error.name : 'unknown',
        );
        const crash = new HttpError(
          500,
          'internal_error',
          'The simulator failed to handle this request',
        );
        sendErrorIn(res, dialect, crash);
      }
    });
  };
}
