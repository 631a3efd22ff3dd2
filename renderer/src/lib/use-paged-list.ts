import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** The part of a `useInfiniteQuery` result that a paged list reads. */
export type PagedQuery<P> = {
  data: InfiniteData<P> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Every row loaded so far, and `loadMore` for a list's scroll to call: it asks for the next
 * page only when there is one and no request for it is running or has just failed (a failed
 * page waits for the user's click, not for the next scroll event).
 * `rowsOf` must be stable (module level): the rows are rebuilt only when the pages change.
 */
export function usePagedList<P, R>(pages: PagedQuery<P>, rowsOf: (page: P) => readonly R[]) {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const loaded = useMemo(() => data?.pages.flatMap(rowsOf) ?? [], [data, rowsOf]);
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return { loaded, loadMore };
}
