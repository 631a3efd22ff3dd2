import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export function useProfiles() {
  return useQuery({
    queryKey: queryKeys.profiles.list(),
    queryFn: () => call(api().profiles.list()),
  });
}

/**
 * Every cached answer came from the previous profile's API (or was read with its credentials):
 * shown after a switch, it would pass one server's data off as another's. So all of it goes,
 * and the header's profile is fetched again before anything else is drawn.
 */
export async function clearCachedResponses(client: QueryClient) {
  // Reset, not cleared: clear() dropped the queries the header and the page on view were
  // watching, so they waited on answers no longer in the cache ("Loading profile…", a frozen
  // count) until a reload. Reset, every one on view is told and reads again.
  client.getMutationCache().clear();
  client.removeQueries({ type: 'inactive' });
  await client.resetQueries();
}

export function profilesChanged(client: QueryClient) {
  return client.invalidateQueries({ queryKey: queryKeys.profiles.all });
}
