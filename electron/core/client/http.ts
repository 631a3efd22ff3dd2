/**
 * One HTTP exchange with an explicit deadline. undici's own timeouts are minutes long, so every
 * call carries an AbortSignal; what went wrong on the wire is returned as data, not thrown.
 */
export type HttpOutcome =
  | {
      kind: 'response';
      status: number;
      headers: Record<string, string>;
      body: unknown;
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
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: parseBody(text),
      latencyMs: elapsed(),
    };
  } catch (error) {
    if (isTimeout(error)) return { kind: 'timeout', latencyMs: elapsed() };
    return { kind: 'network', cause: networkCause(error), latencyMs: elapsed() };
  }
};

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
