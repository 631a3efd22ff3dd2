import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityFilter } from '../../../../shared/schemas/activity';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export const ACTIVITY_PAGE_SIZE = 100;

/**
 * Newest first, 100 at a time; `before` is the previous page's `next`. The journal grows with
 * every money operation made elsewhere in the console, so the view is refetched on every visit.
 */
export function useActivityPages(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity.list(filter),
    queryFn: ({ pageParam }) =>
      call(
        api().activity.query({
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
export function useActivityDetail(operationId: string) {
  return useQuery({
    queryKey: queryKeys.activity.detail(operationId),
    queryFn: () => call(api().activity.get({ operation_id: operationId })),
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
