import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ActivityFilter,
  ActivityRef,
  ActivityScope,
} from '../../../../shared/schemas/activity';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { wireRef } from './filter-url';

export const ACTIVITY_PAGE_SIZE = 100;

/**
 * Newest first, 100 at a time; `before` is the previous page's `next`. The journal grows with
 * every money operation made elsewhere in the console, so the view is refetched on every visit.
 */
export function useActivityPages(filter: ActivityFilter, scope: ActivityScope = 'console') {
  return useInfiniteQuery({
    queryKey: queryKeys.activity.list(filter, scope),
    queryFn: ({ pageParam }) =>
      call(
        api().activity.query({
          ...(scope === 'team' ? { scope } : {}),
          filter,
          limit: ACTIVITY_PAGE_SIZE,
          ...(pageParam !== undefined ? { before: pageParam } : {}),
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
}

/** An unknown outcome can be retried from another screen, so the inspector never trusts its cache. */
export function useActivityDetail(ref: ActivityRef) {
  return useQuery({
    queryKey: queryKeys.activity.detail(ref.operation_id, ref.console_id),
    queryFn: () => call(api().activity.get(wireRef(ref))),
    staleTime: 0,
  });
}

/** Same key and answer as the other screens' profile lists, so they share one cache entry. */
export function useProfileChoices() {
  return useQuery({
    queryKey: queryKeys.profiles.list(),
    queryFn: () => call(api().profiles.list()),
  });
}

export interface FilterProfile {
  id: string;
  name: string;
  production: boolean;
  /** Gone from Settings, still in the journal: its operations must stay findable. */
  removed: boolean;
}

/**
 * What Activity can filter by: every profile in Settings, then those only the journal still
 * names. Either list failing leaves the other usable; `isError` is Settings' list.
 */
export function useFilterProfiles() {
  const settings = useProfileChoices();
  const journal = useQuery({
    queryKey: queryKeys.activity.profiles,
    queryFn: () => call(api().activity.profiles()),
    staleTime: 0,
  });
  const current = settings.data?.profiles ?? [];
  const removed = settings.isSuccess
    ? (journal.data ?? []).filter((p) => !current.some((c) => c.id === p.id))
    : [];
  const profiles: FilterProfile[] = [
    ...current.map((p) => ({ id: p.id, name: p.name, production: p.production, removed: false })),
    ...removed.map((p) => ({ ...p, production: false, removed: true })),
  ];
  return { profiles, isSuccess: settings.isSuccess, isError: settings.isError };
}
