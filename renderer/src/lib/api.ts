import type { ConsoleApi } from '../../../shared/api-surface';
import type { AppError, ErrorCode } from '../../../shared/errors';
import type { Result } from '../../../shared/result';

declare global {
  interface Window {
    /** Set by the Electron preload or the browser bridge before the app starts. */
    api: ConsoleApi;
  }
}

/** A failed `Result` turned into a throwable, so React Query sees it as a failure. */
export class ConsoleError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super(error.message);
    this.name = 'ConsoleError';
    this.error = error;
  }

  get code(): ErrorCode {
    return this.error.code;
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new ConsoleError(result.error);
}

/** Awaits an api call and unwraps it: the shape every query and mutation function uses. */
export async function call<T>(pending: Promise<Result<T>>): Promise<T> {
  return unwrap(await pending);
}

/**
 * Read at call time rather than captured at import, so a missing bridge becomes a readable
 * error on screen instead of a crash before React mounts (and tests can swap the fake).
 */
export function api(): ConsoleApi {
  const bridge = (window as Partial<Window>).api;
  if (!bridge) {
    throw new ConsoleError({
      code: 'internal',
      message: 'The console bridge (window.api) is not available. Restart the console.',
      reason: 'bridge_missing',
    });
  }
  return bridge;
}

/** The AppError behind any thrown value, so screens can show one shape of message. */
export function toAppError(error: unknown): AppError {
  if (error instanceof ConsoleError) return error.error;
  // A page fault's own text is the browser's English: said by its reason, kept as the detail.
  const text = error instanceof Error && error.message ? error.message : undefined;
  return {
    code: 'internal',
    message: text ?? 'Something unexpected went wrong.',
    reason: 'unexpected',
    ...(text ? { detail: text } : {}),
  };
}

/** Runs a call that throws `ConsoleError` and answers a Result instead: for flows that branch on why. */
export async function settle<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (caught) {
    return { ok: false, error: toAppError(caught) };
  }
}
