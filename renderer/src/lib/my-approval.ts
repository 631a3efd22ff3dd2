import { useQuery } from '@tanstack/react-query';
import { api, call } from './api';

/** This console's own approval requests: the Approvals area's list and a waiting notice share it. */
export const MY_APPROVALS_KEY = ['approvals', 'mine'] as const;

/** How often a waiting notice asks again: a supervisor decides on another console. */
const FOLLOW_EVERY_MS = 10_000;

/**
 * One request this console made, as the team store has it now, followed until it is decided:
 * a notice that still said "waiting" after a rejection would have the person ask again.
 */
export function useMyApprovalRequest(id: string | undefined) {
  return useQuery({
    queryKey: MY_APPROVALS_KEY,
    queryFn: () => call(api().approvals.mine()),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const request = query.state.data?.find((r) => r.id === id);
      return !request ||
        request.state === 'pending' ||
        request.state === 'approved' ||
        request.state === 'sending'
        ? FOLLOW_EVERY_MS
        : false;
    },
    retry: false,
    select: (requests) => requests.find((r) => r.id === id),
  });
}
