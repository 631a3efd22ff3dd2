import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

/** The active profile, with what it allows (raw cards, additional fields) and its merchant. */
export function useActiveProfile() {
  return useQuery({
    queryKey: queryKeys.money.profiles,
    queryFn: () => call(api().profiles.list()),
    select: (answer) => answer.profiles.find((p) => p.id === answer.activeId),
  });
}

export function usePayment(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.money.payment(id ?? ''),
    queryFn: () => call(api().payments.get({ id: id ?? '' })),
    enabled: id !== undefined,
    // A payment's state is what a money decision rests on: never act on a 30 s old picture.
    staleTime: 0,
  });
}

export function useTransaction(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.money.transaction(id ?? ''),
    queryFn: () => call(api().transactions.get({ id: id ?? '' })),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

export const UNRESOLVED_POLL_MS = 10_000;

/** Shared by the header badge and the list, so both always show the same count. */
export function useUnresolved() {
  return useQuery({
    queryKey: queryKeys.money.unresolved,
    queryFn: () => call(api().operations.unresolved()),
    refetchInterval: UNRESOLVED_POLL_MS,
    staleTime: 0,
  });
}

/** Stored instruments for the authorization form's select (the first 100 are plenty for QA). */
export function useInstrumentChoices() {
  return useQuery({
    queryKey: queryKeys.money.instrumentChoices,
    queryFn: () => call(api().instruments.list({ page: 1, page_size: 100 })),
  });
}
