import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserView } from '../../../../shared/schemas/user';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export function useUser(id: string, showInactive: boolean) {
  return useQuery({
    queryKey: queryKeys.users.view(id, showInactive),
    queryFn: () => call(api().users.get({ user_id: id, show_inactive: showInactive })),
    // Toggling "show inactive" keeps the table on screen while the other view loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write the API answers with the user's active view; both views are refetched because
 * a removal moves a card from one to the other.
 */
export function userChanged(client: QueryClient, id: string, activeView?: UserView) {
  if (activeView) client.setQueryData(queryKeys.users.view(id, false), activeView);
  return client.invalidateQueries({ queryKey: queryKeys.users.detail(id) });
}
