import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

/** Main answers from memory (never the network), so polling it is cheap. */
export const TEAM_STATUS_POLL_MS = 5_000;
/** While it connects, what the role may do is about to be known: ask again sooner. */
export const TEAM_CONNECTING_POLL_MS = 1_000;

/** The team store's state, for the header badge, Settings and Activity's scope switch. */
export function useTeamStatus() {
  return useQuery({
    queryKey: queryKeys.team.status,
    queryFn: () => call(api().team.status()),
    refetchInterval: (query) =>
      query.state.data?.state === 'connecting' ? TEAM_CONNECTING_POLL_MS : TEAM_STATUS_POLL_MS,
    staleTime: 0,
  });
}
