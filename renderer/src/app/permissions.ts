import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Channel } from '../../../shared/channels';
import type { SessionPermissions } from '../../../shared/schemas/permissions';
import { api, call } from '../lib/api';
import { queryKeys } from '../lib/query';

/**
 * What the session's roles allow now: main's `roles:permissions`, then its `roles:changed` push
 * (a sign-in, the role map, a production profile made active). Only what is shown follows it:
 * main refuses anything else whatever the page sends.
 */
export function usePermissions(): SessionPermissions | undefined {
  return useQuery({
    queryKey: queryKeys.permissions,
    queryFn: () => call(api().roles.permissions()),
    staleTime: Infinity,
    retry: false,
  }).data;
}

/**
 * Whether any of `channels` may be used now. Until main has said, everything is shown: hiding is
 * a convenience, and a console that could not ask must not look empty.
 */
export function useAllowed(): (...channels: readonly Channel[]) => boolean {
  const permissions = usePermissions();
  return (...channels) =>
    permissions === undefined || channels.some((c) => permissions.allowed.includes(c));
}

/**
 * Follows main's `roles:changed` push, once for the whole page (App): a listener per screen
 * would hold a connection each to the browser host, and the page's calls would queue behind them.
 */
export function followPermissionChanges(client: QueryClient): () => void {
  const bridge = (window as Partial<Window>).api;
  return (
    bridge?.roles?.changed((permissions) =>
      client.setQueryData(queryKeys.permissions, permissions),
    ) ?? (() => undefined)
  );
}
