import { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '../../../shared/errors';
import { ConsoleError } from './api';

/** One place for every cache key, so invalidation after a write cannot miss a screen. */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  instruments: {
    all: ['instruments'] as const,
    list: () => ['instruments', 'list'] as const,
    detail: (id: string) => ['instruments', 'detail', id] as const,
  },
};

/**
 * Only failures that may go away by themselves are worth a second try; a 4xx-type answer
 * (validation, auth, not found, conflict) will be the same next time.
 */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set([
  'network',
  'timeout',
  'server',
  'outcome_unknown',
]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ConsoleError)) return false;
  const status = error.error.status;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return TRANSIENT.has(error.code);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // Refetching every loaded page of a long list on each window focus is costly.
        refetchOnWindowFocus: false,
      },
      // Writes move real money: a retried create could make a second instrument.
      mutations: { retry: false },
    },
  });
}
