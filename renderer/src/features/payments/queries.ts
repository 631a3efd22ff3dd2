import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export const PAGE_SIZE = 50;

export interface PaymentFilters {
  status?: string;
  merchant_id?: string;
}

export function usePaymentPages(filters: PaymentFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.payments.list(filters),
    queryFn: ({ pageParam }) =>
      call(api().payments.list({ ...filters, page: pageParam, page_size: PAGE_SIZE })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    // Changing a filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * One payment, read fresh: its state is what a money decision rests on (capture, refund,
 * cancel-or-refund), so a 30 s old picture is never acted on. Nothing is read without an id.
 */
export function usePayment(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.payments.detail(id ?? ''),
    queryFn: () => call(api().payments.get({ id: id ?? '' })),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export function useTransaction(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.payments.transaction(id ?? ''),
    queryFn: () => call(api().transactions.get({ id: id ?? '' })),
    enabled: enabled && id !== undefined,
    staleTime: 0,
  });
}
