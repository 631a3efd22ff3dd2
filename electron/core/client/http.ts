import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { nodeHttp, nodeHttps } from '../node-http';
import {
  MAX_ANSWER_BYTES,
  MAX_ANSWER_DEPTH,
  nestsDeeperThan,
  type AnswerProblem,
} from './answer-limits';

/**
 * One HTTP exchange with an explicit deadline: every call carries an AbortSignal; what went
 * wrong on the wire is returned as data, not thrown.
 * An answer is read only up to its limits (answer-limits.ts): past them it is `unreadable`,
 * its size noted and its bytes dropped.
 */
export type HttpOutcome =
  | {
      kind: 'response';
      status: number;
      headers: Record<string, string>;
      body: unknown;
      latencyMs: number;
    }
  | {
      kind: 'unreadable';
      status: number;
      headers: Record<string, string>;
      problem: AnswerProblem;
      /** How many bytes were seen (or declared) before reading stopped. */
      bytes: number;
      latencyMs: number;
    }
  | { kind: 'timeout'; latencyMs: number }
  | { kind: 'network'; cause: string; latencyMs: number };

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Already serialized, so that a retry can send byte-identical bytes. */
  body?: string;
  deadlineMs: number;
}

export type HttpSend = (request: HttpRequest) => Promise<HttpOutcome>;

export const sendHttp: HttpSend = (request) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return exchange(request).then(
    (answer) => ({ ...answer, latencyMs: elapsed() }),
    (error: unknown) =>
      isTimeout(error)
        ? { kind: 'timeout', latencyMs: elapsed() }
        : { kind: 'network', cause: networkCause(error), latencyMs: elapsed() },
  );
};

/**
 * Node's own client rather than fetch: fetch is undici, whose first use costs ~100 ms of
 * loading (with HTTP/2 and web streams the console never uses), and the first screen's first
 * call waited for it. Redirects are not followed (credentials stay where they were sent).
 */
function exchange(request: HttpRequest): Promise<DistributiveOmit<HttpOutcome, 'latencyMs'>> {
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? nodeHttps : url.protocol === 'http:' ? nodeHttp : null;
  if (!client) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  return new Promise((answered, failed) => {
    const outgoing = client.request(url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(body.length) }),
        ...request.headers,
      },
      signal: AbortSignal.timeout(request.deadlineMs),
    });
    outgoing.on('error', failed);
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location !== undefined) {
        response.resume();
        failed(new Error('redirect refused: the console does not follow redirects'));
        return;
      }
      const headers = flatHeaders(response.headers);
      readBounded(response).then(
        (read) =>
          answered(
            read.ok
              ? { kind: 'response', status, headers, body: read.body }
              : { kind: 'unreadable', status, headers, problem: read.problem, bytes: read.bytes },
          ),
        failed,
      );
    });
    outgoing.end(body);
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** As fetch gave them: lower-case names, repeated values joined (set-cookie included). */
function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

type BoundedRead =
  { ok: true; body: unknown } | { ok: false; problem: AnswerProblem; bytes: number };

/**
 * The body, counted as it arrives: reading stops at the byte limit, so a body of any size
 * costs at most the limit in memory. A declared length over it is not read at all.
 */
function readBounded(response: IncomingMessage): Promise<BoundedRead> {
  const declared = Number(response.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_ANSWER_BYTES) {
    response.destroy();
    return Promise.resolve({ ok: false, problem: 'too_large', bytes: declared });
  }
  return new Promise((read, failed) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    response.on('data', (chunk: Buffer) => {
      bytes += chunk.byteLength;
      if (bytes > MAX_ANSWER_BYTES) {
        response.destroy();
        read({ ok: false, problem: 'too_large', bytes });
        return;
      }
      chunks.push(chunk);
    });
    response.on('error', failed);
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (nestsDeeperThan(text, MAX_ANSWER_DEPTH)) read({ ok: false, problem: 'too_deep', bytes });
      else read({ ok: true, body: parseBody(text) });
    });
  });
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isTimeout(error: unknown): boolean {
  // Node's client rejects with an AbortError whose cause is the signal's TimeoutError.
  const named = (e: unknown) =>
    e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
  return named(error) || named((error as { cause?: unknown } | undefined)?.cause);
}

/** The socket's code (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED…) is what a user can act on. */
function networkCause(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && code !== '') return code;
  return error instanceof Error ? error.message : 'unknown network error';
}
