import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Bodies above this answer 413; the API's own limit is unpublished, 1 MB is generous for JSON. */
export const MAX_BODY_BYTES = 1024 * 1024;
// Past this much discarded input the socket is dropped instead of drained to the end.
const MAX_DRAIN_BYTES = 16 * MAX_BODY_BYTES;

/** Thrown by handlers and helpers; the server words it as its dialect does (dialect.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: OutgoingHttpHeaders = {},
  ) {
    super(message);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  sendText(res, status, status === 204 ? '' : JSON.stringify(body), headers);
}

/** Sends already-serialised JSON; an empty text sends no body (204). */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  // Tokens and card data must not sit in any cache.
  const common = { ...headers, 'Cache-Control': 'no-store' };
  if (text === '') {
    res.writeHead(status, common);
    res.end();
    return;
  }
  res.writeHead(status, {
    ...common,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A 400 that names the offending field, as every validation error does. */
export function fieldError(code: string, field: string, message: string): HttpError {
  return new HttpError(400, code, message, { field });
}

/** Runs a parser for a nested object, so its errors name the full path, e.g. `instrument.card.cvv`. */
export function withFieldPrefix<T>(prefix: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof HttpError && typeof error.extra.field === 'string') {
      const field = `${prefix}${error.extra.field}`;
      throw new HttpError(error.status, error.errorCode, error.message, { ...error.extra, field });
    }
    throw error;
  }
}

/**
 * Reads the whole body as UTF-8. An oversized body is still drained (up to a cap) so that the
 * client finishes sending and can read the 413, instead of seeing a reset connection.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const tooLarge = () => new HttpError(413, 'payload_too_large', `The body exceeds ${limit} bytes`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        reject(tooLarge());
        req.destroy();
      }
    });
    req.on('end', () => {
      if (size > limit) reject(tooLarge());
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'invalid_json', 'The body is empty');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body is not valid JSON');
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body that must be an object; arrays and scalars are a client error, not invalid JSON. */
export function parseJsonObject(text: string): Record<string, unknown> {
  const body = parseJson(text);
  if (!isRecord(body)) {
    throw new HttpError(400, 'invalid_request', 'The body must be a JSON object');
  }
  return body;
}

/** What a handler answers; the pipeline serialises it once, so idempotency can store the text. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: OutgoingHttpHeaders;
}

export interface RouteContext {
  req: IncomingMessage;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The whole request body as text, read by the pipeline before the handler runs. */
  body: string;
  /** The authenticated caller (token `sub`); empty on public routes. */
  clientId: string;
  /** The request's `Idempotency-Key`, for the ledger; null when absent. */
  idempotencyKey: string | null;
}

/*
 * Handlers are synchronous once the body is read, on purpose: validation and the state change
 * then happen in one turn of the event loop, so two requests can never interleave half-way.
 */
export type Handler = (ctx: RouteContext) => Reply;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

/** Method + path patterns such as `/v1/instruments/:id`; a `:param` matches one non-empty segment. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method: method.toUpperCase(), segments: split(pattern), handler });
    return this;
  }

  /** Throws 404 `route_not_found` or 405 `method_not_allowed` (with `Allow`). */
  resolve(method: string, pathname: string): { handler: Handler; params: Record<string, string> } {
    const path = split(pathname);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, path);
      if (!params) continue;
      if (route.method === method.toUpperCase()) return { handler: route.handler, params };
      allowed.push(route.method);
    }
    if (allowed.length > 0) {
      throw new HttpError(
        405,
        'method_not_allowed',
        `${method} is not allowed on ${pathname}`,
        {},
        { Allow: allowed.join(', ') },
      );
    }
    throw new HttpError(404, 'route_not_found', `No route for ${method} ${pathname}`);
  }
}

const split = (path: string) => path.split('/').slice(1);

function matchSegments(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [i, want] of pattern.entries()) {
    const got = path[i] ?? '';
    if (!want.startsWith(':')) {
      if (want !== got) return null;
      continue;
    }
    if (got === '') return null;
    try {
      params[want.slice(1)] = decodeURIComponent(got);
    } catch {
      return null; // malformed %-escape: no resource can have that id
    }
  }
  return params;
}
