import { QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '../../../shared/errors';
import type { ActivityFilter, ActivityScope } from '../../../shared/schemas/activity';
import type { PaymentSearchInput } from '../../../shared/schemas/payment-search';
import { ConsoleError } from './api';

/** One place for every cache key, so invalidation after a write cannot miss a screen. */
export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  /** What the session's roles allow now (`roles:permissions`, kept current by its push). */
  permissions: ['roles', 'permissions'] as const,
  roleMap: ['roles', 'map'] as const,
  /** Settings → Sign-in provider: what main stored, never the secret. */
  signInProvider: ['identity', 'provider'] as const,
  instruments: {
    all: ['instruments'] as const,
    list: () => ['instruments', 'list'] as const,
    detail: (id: string) => ['instruments', 'detail', id] as const,
    /** The authorization form's stored-instrument select. */
    choices: ['instruments', 'choices'] as const,
    /** The header search's look-up of a card's last four among the latest instruments. */
    lastFour: ['instruments', 'last-four'] as const,
  },
  users: {
    all: ['users'] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
    view: (id: string, showInactive: boolean) => ['users', 'detail', id, { showInactive }] as const,
  },
  /*
   * Payments and transactions, shared by every screen that shows one (payments, transactions,
   * POS, results): a money operation invalidates both prefixes and every screen reads again.
   */
  payments: {
    all: ['payments'] as const,
    list: (filters: { status?: string; merchant_id?: string }) =>
      ['payments', 'list', filters] as const,
    detail: (id: string) => ['payments', 'detail', id] as const,
    transactions: ['transactions'] as const,
    transaction: (id: string) => ['transactions', 'detail', id] as const,
  },
  /* Money operations' outcomes (`outcomes:*`): unknown ones (the header badge), retries. */
  outcomes: {
    all: ['outcomes'] as const,
    unresolved: ['outcomes', 'unresolved'] as const,
    unresolvedCount: ['outcomes', 'unresolved', 'count'] as const,
    /** What the API shows about one unknown outcome ("Check status"). */
    statusCheck: (operationId: string) => ['outcomes', 'status', operationId] as const,
  },
  profiles: {
    all: ['profiles'] as const,
    list: () => ['profiles', 'list'] as const,
  },
  /* The Activity view over the journal; invalidate `all` after any money operation. */
  activity: {
    all: ['activity'] as const,
    list: (filter: ActivityFilter, scope: ActivityScope = 'console') =>
      ['activity', 'list', scope, filter] as const,
    /** The profiles the journal has operations of, removed ones too. */
    profiles: ['activity', 'profiles'] as const,
    /** A team row is named by its console too: ids are unique per console only. */
    detail: (operationId: string, consoleId?: string) =>
      consoleId === undefined
        ? (['activity', 'detail', operationId] as const)
        : (['activity', 'detail', operationId, consoleId] as const),
  },
  /*
   * The local mirror of the API's payments (`finder:*`). A search sits under `payments`, so a
   * money operation's invalidation finds it too and a cancelled payment is not listed as charged.
   */
  finder: {
    search: (search: PaymentSearchInput) => ['payments', 'finder', search] as const,
    status: ['finder', 'status'] as const,
  },
  /* The simulator behind the active profile (`simulator:*`): whether it can be driven, and what it holds. */
  simulator: {
    all: ['simulator'] as const,
    status: ['simulator', 'status'] as const,
    faults: ['simulator', 'faults'] as const,
    ledger: (paymentId: string) => ['simulator', 'ledger', paymentId] as const,
    requests: ['simulator', 'requests'] as const,
    dialect: ['simulator', 'dialect'] as const,
  },
  /* The team store's state: the header's audit badge and Settings → Team store. */
  team: {
    status: ['team', 'status'] as const,
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
