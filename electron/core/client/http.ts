import {
  MAX_ANSWER_BYTES,
  MAX_ANSWER_DEPTH,
  nestsDeeperThan,
  type AnswerProblem,
} from './answer-limits';

/**
 * One HTTP exchange with an explicit deadline. undici's own timeouts are minutes long, so every
 * call carries an AbortSignal; what went wrong on the wire is returned as data, not thrown.
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

export const sendHttp: HttpSend = async (request) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(request.deadlineMs),
    });
    const status = response.status;
    const headers = Object.fromEntries(response.headers);
    const read = await readBounded(response);
    if (!read.ok) return { kind: 'unreadable', status, headers, ...read, latencyMs: elapsed() };
    return { kind: 'response', status, headers, body: read.body, latencyMs: elapsed() };
  } catch (error) {
    if (isTimeout(error)) return { kind: 'timeout', latencyMs: elapsed() };
    return { kind: 'network', cause: networkCause(error), latencyMs: elapsed() };
  }
};

type BoundedRead =
  { ok: true; body: unknown } | { ok: false; problem: AnswerProblem; bytes: number };

/**
 * The body, streamed and counted as it arrives: reading stops at the byte limit, so a body of
 * any size costs at most the limit in memory. A declared length over it is not read at all.
 */
async function readBounded(response: Response): Promise<BoundedRead> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, problem: 'too_large', bytes: declared };
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > MAX_ANSWER_BYTES) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, problem: 'too_large', bytes };
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (nestsDeeperThan(text, MAX_ANSWER_DEPTH)) return { ok: false, problem: 'too_deep', bytes };
  return { ok: true, body: parseBody(text) };
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
  return (
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
  );
}

/** fetch wraps the socket error in `cause`; its code (ECONNREFUSED, ENOTFOUND…) is what a user can act on. */
function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : 'unknown network error';
}
