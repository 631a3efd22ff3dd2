import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
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
 * After a write the user is read again rather than taken from the answer: the reference answers
 * `201 {}`, and a removal moves a card from one view to the other, so both views are refetched.
 */
export function userChanged(client: QueryClient, id: string) {
  return client.invalidateQueries({ queryKey: queryKeys.users.detail(id) });
}
