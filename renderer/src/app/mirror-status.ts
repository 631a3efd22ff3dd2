import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MirrorStatus } from '../../../shared/schemas/payment-search';
import { api, call } from '../lib/api';
import { queryKeys } from '../lib/query';

/**
 * How fresh the active profile's payments mirror is: main's `finder:changed` push as it comes,
 * and one `finder:status` read once the screen is up, for a page opened mid-sync. Neither comes
 * before the first screen: the frame renders without it and the figure appears when it is here.
 */
export function useMirrorStatus(): MirrorStatus | undefined {
  const client = useQueryClient();
  useEffect(() => {
    const bridge = (window as Partial<Window>).api;
    const stop = bridge?.finder?.changed((status) =>
      client.setQueryData(queryKeys.finder.status, status),
    );
    return stop;
  }, [client]);
  return useQuery({
    queryKey: queryKeys.finder.status,
    queryFn: () => call(api().finder.status()),
    // Asked when the frame subscribes, after its first render; the frame never waits for it.
    // The push keeps it current; a read again is only for a page that missed the pushes.
    staleTime: Infinity,
    retry: false,
  }).data;
}
