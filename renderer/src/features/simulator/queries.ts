import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';

/** Whether the active profile's simulator can be driven (the nav's entry, the area itself). */
export function useSimulatorStatus() {
  return useQuery({
    queryKey: queryKeys.simulator.status,
    queryFn: () => call(api().simulator.status()),
  });
}
