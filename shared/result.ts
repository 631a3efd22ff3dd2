import type { AppError, ErrorCode } from './errors';

/**
 * Errors as values. Zod-free at run time (types only) so that the preload and the browser bridge
 * can build failures without bundling the schemas.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (
  code: ErrorCode,
  message: string,
  extra: Omit<AppError, 'code' | 'message'> = {},
): { ok: false; error: AppError } => ({ ok: false, error: { code, message, ...extra } });
