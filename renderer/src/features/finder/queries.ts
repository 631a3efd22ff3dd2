import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export const FINDER_PAGE_SIZE = 50;

/**
 * A search of the active profile's payments mirror, page by page (`next` continues it). No
 * search is asked for while `search` is undefined (nothing typed yet, or a field is wrong).
 */
export function useFinderPages(search: PaymentSearchInput | undefined) {
  const asked = search ?? {};
  return useInfiniteQuery({
    queryKey: queryKeys.finder.search(asked),
    queryFn: ({ pageParam }) =>
      call(
        api().finder.search({
          limit: FINDER_PAGE_SIZE,
          ...asked,
          ...(pageParam ? { after: pageParam } : {}),
        }),
      ),
    initialPageParam: undefined as PaymentSearchInput['after'],
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: search !== undefined,
    // The mirror changes as it syncs; a search repeated a while later is asked again.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}
