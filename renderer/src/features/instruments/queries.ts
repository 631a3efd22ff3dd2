import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export const PAGE_SIZE = 50;

/** The list's pages: read by its screen, and started by its route before the screen renders. */
export const instrumentPages = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.instruments.list(),
    queryFn: ({ pageParam }) =>
      call(api().instruments.list({ page: pageParam, page_size: PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });

export function useInstrumentPages() {
  return useInfiniteQuery(instrumentPages());
}

export function useInstrument(id: string) {
  return useQuery({
    queryKey: queryKeys.instruments.detail(id),
    queryFn: () => call(api().instruments.get({ id })),
  });
}
