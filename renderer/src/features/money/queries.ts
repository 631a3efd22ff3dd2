import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
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

/** Shared by the header badge and the list, so both always show the same count. */
export function useUnresolved() {
  return useQuery({
    queryKey: queryKeys.outcomes.unresolved,
    queryFn: () => call(api().outcomes.unresolved()),
    refetchInterval: UNRESOLVED_POLL_MS,
    staleTime: 0,
  });
}

/** Stored instruments for the authorization form's select (the first 100 are plenty for QA). */
export function useInstrumentChoices() {
  return useQuery({
    queryKey: queryKeys.instruments.choices,
    queryFn: () => call(api().instruments.list({ page: 1, page_size: 100 })),
  });
}
