import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { firstScreenSettled } from '../../lib/first-screen';
import { queryKeys } from '../../lib/query';

/** The active profile, with what it allows (raw cards, additional fields) and its merchant. */
export function useActiveProfile() {
  return useQuery({
    queryKey: queryKeys.profiles.list(),
    queryFn: () => call(api().profiles.list()),
    select: (answer) => answer.profiles.find((p) => p.id === answer.activeId),
  });
}

export const UNRESOLVED_POLL_MS = 10_000;

/** The Unknown outcomes screen's list: the newest ones, read in full. */
export function useUnresolved() {
  return useQuery({
    queryKey: queryKeys.outcomes.unresolved,
    queryFn: () => call(api().outcomes.unresolved()),
    refetchInterval: UNRESOLVED_POLL_MS,
    staleTime: 0,
  });
}

/**
 * How many there are, for the header's badge and the screen's "newest N of M": a number, where
 * the list is hundreds of operations read, checked and sent every 10 s. Invalidated with the list
 * (same key prefix), so both follow a money operation at once. Asked once the first screen is up
 * (first-screen.ts): a badge a second late is nothing; rows a third of a second late are felt.
 */
export function useUnresolvedCount() {
  return useQuery({
    queryKey: queryKeys.outcomes.unresolvedCount,
    queryFn: async () => {
      await firstScreenSettled();
      return call(api().outcomes.unresolvedCount());
    },
    refetchInterval: UNRESOLVED_POLL_MS,
    staleTime: 0,
    select: (answer) => answer.count,
  });
}

/** Stored instruments for the authorization form's select (the first 100 are plenty for QA). */
export function useInstrumentChoices() {
  return useQuery({
    queryKey: queryKeys.instruments.choices,
    queryFn: () => call(api().instruments.list({ page: 1, page_size: 100 })),
  });
}
