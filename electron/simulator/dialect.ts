import type { OutgoingHttpHeaders } from 'node:http';
import { DIALECT_NAMES, type DialectName } from '../../shared/schemas/dialect';
import { isRecord, type HttpError, type Reply } from './http';

/*
 * How the simulator speaks, shaped at its edge: the state machine, routes and seed are the same
 * in every dialect, only answers and errors are reshaped on their way out.
 *
 * - friendly (the default): `{value, currency}` amounts, ISO text for instruments and users,
 *   nulls, `{error_code, message, field}` errors, views after writes, Idempotency-Key replays.
 * - reference: what the public reference documents and the real sandbox was seen to send
 *   (api-notes; shared/testing/api-observed): transaction amounts as plain numbers (as text in
 *   authorization answers), epoch seconds, `""` for absent values, `201 {}` for an instrument
 *   added to a user, `{error_type, message}` errors (`error_code` on a 409, as in the official
 *   example), and no Idempotency-Key replay: a resend is a new request, as no public page
 *   promises otherwise.
 */

export { DIALECT_NAMES, type DialectName };

export function isDialectName(value: unknown): value is DialectName {
  return (DIALECT_NAMES as readonly unknown[]).includes(value);
}

export interface ApiRequest {
  method: string;
  path: string;
  /** The request body as text, as the handler read it. */
  body: string;
}

export interface Dialect {
  readonly name: DialectName;
  /** Whether a repeated Idempotency-Key replays the first answer instead of running again. */
  readonly replaysIdempotencyKey: boolean;
  /** A handler's (successful or refused) answer, reshaped for the wire. */
  answer(request: ApiRequest, reply: Reply): Reply;
  /** The JSON body of an error the simulator raises. */
  errorBody(error: HttpError): Record<string, unknown>;
}

const friendly: Dialect = {
  name: 'friendly',
  replaysIdempotencyKey: true,
  answer: (_request, reply) => reply,
  errorBody: (error) => ({ ...error.extra, error_code: error.errorCode, message: error.message }),
};

/** Keys whose value is an object (or nothing): a null there stays null, it is not text. */
const OBJECT_KEYS = new Set([
  'billing_address',
  'user_data',
  'terminal',
  'network_data',
  'capture',
  'payment_instrument',
  'card',
  'bin_data',
  'rail',
  'payment',
  'transaction',
  'user',
  'validation',
]);

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

interface Shaping {
  /** Authorization answers carry `transaction.amount` as text (`"100"`), as integrations saw. */
  authorization: boolean;
}

const isTransaction = (o: Record<string, unknown>) => 'type' in o && 'status' in o;

function plainAmount(value: unknown): unknown {
  return isRecord(value) && typeof value.value === 'number' ? value.value : value;
}

function reshape(value: unknown, key: string, shaping: Shaping): unknown {
  if (Array.isArray(value)) return value.map((item) => reshape(item, key, shaping));
  if (value === null) return OBJECT_KEYS.has(key) ? null : '';
  if (typeof value === 'string' && key.endsWith('_at') && ISO.test(value)) {
    return Math.floor(Date.parse(value) / 1000);
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'amount' && isTransaction(value)) {
      const amount = plainAmount(v);
      out[k] =
        key === 'transaction' && shaping.authorization && typeof amount === 'number'
          ? String(amount)
          : amount;
    } else {
      out[k] = reshape(v, k, shaping);
    }
  }
  return out;
}

const AUTHORIZATION = /^\/v1\/(payments|transactions)\/authorizations$/;
const REVERSAL = /^\/v1\/transactions\/[^/]+\/reversals$/;

/**
 * Capture and reversal answers as public clients of the real API read them (api-notes):
 * `{payment_id, transaction: {id, type, status, amount, …}}`, the payment not included.
 */
function wrapTransaction(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { payment_id: paymentId, payment: _payment, ...transaction } = body;
  return { payment_id: paymentId, transaction };
}
const USER_INSTRUMENTS = /^\/v1\/users\/[^/]+\/instruments$/;

/** `POST /v1/users/{id}/instruments` with `instrument_id`: adding one, not creating a user. */
function addsAnInstrument(request: ApiRequest): boolean {
  if (request.method !== 'POST' || !USER_INSTRUMENTS.test(request.path)) return false;
  try {
    const body: unknown = JSON.parse(request.body);
    return isRecord(body) && body.instrument_id !== undefined;
  } catch {
    return false;
  }
}

const reference: Dialect = {
  name: 'reference',
  replaysIdempotencyKey: false,
  answer: (request, reply) => {
    if (reply.status >= 300 || reply.body === undefined) return reply;
    if (reply.status === 201 && addsAnInstrument(request)) return { ...reply, body: {} };
    const wrapped =
      request.method === 'POST' && REVERSAL.test(request.path)
        ? { ...reply, body: wrapTransaction(reply.body) }
        : reply;
    const shaping = {
      authorization: request.method === 'POST' && AUTHORIZATION.test(request.path),
    };
    return { ...wrapped, body: reshape(wrapped.body, '', shaping) };
  },
  errorBody: (error) =>
    error.status === 409
      ? { error_code: error.errorCode, message: error.message }
      : { error_type: error.errorCode, message: error.message },
};

export const DIALECTS: Readonly<Record<DialectName, Dialect>> = { friendly, reference };

/** The dialect in use, switchable while the simulator runs (the console's Settings do). */
export class DialectSetting {
  private current: Dialect;

  constructor(name: DialectName = 'friendly') {
    this.current = DIALECTS[name];
  }

  get(): Dialect {
    return this.current;
  }

  set(name: DialectName): void {
    this.current = DIALECTS[name];
  }
}

/** An error as this dialect words it, with the error's own headers (Retry-After, Allow…). */
export function errorReplyIn(dialect: Dialect, error: HttpError): Reply {
  const headers: OutgoingHttpHeaders = error.headers;
  return { status: error.status, body: dialect.errorBody(error), headers };
}
