import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, call } from '../../lib/api';
import { usePermissions } from '../../app/permissions';
import { MY_APPROVALS_KEY } from '../../lib/my-approval';

/** How often a supervisor's list is read again when no push arrives (another console's ask). */
export const APPROVALS_POLL_MS = 10_000;

export const approvalKeys = {
  all: ['approvals'] as const,
  pending: ['approvals', 'pending'] as const,
  mine: MY_APPROVALS_KEY,
};

/** Whether main has said this session may use the channel: hidden until it has. */
export function useMayUse(channel: 'approvals:pending' | 'approvals:mine'): boolean {
  return usePermissions()?.allowed.includes(channel) ?? false;
}

/** Requests waiting for a supervisor; only asked for by a session with that role. */
export function usePendingApprovals() {
  const may = useMayUse('approvals:pending');
  return useQuery({
    queryKey: approvalKeys.pending,
    queryFn: () => call(api().approvals.pending()),
    enabled: may,
    refetchInterval: APPROVALS_POLL_MS,
    retry: false,
  });
}

/** This console's own requests and what became of them. */
export function useMyApprovals() {
  const may = useMayUse('approvals:mine');
  return useQuery({
    queryKey: approvalKeys.mine,
    queryFn: () => call(api().approvals.mine()),
    enabled: may,
    retry: false,
  });
}

/** Main's `approvals:changed` push: what this console asked for was decided or sent. */
export function useFollowApprovals(): void {
  const client = useQueryClient();
  useEffect(() => {
    const bridge = (window as Partial<Window>).api;
    return (
      bridge?.approvals?.changed(() => {
        void client.invalidateQueries({ queryKey: approvalKeys.all });
        // A sent approval is a new operation in the journal.
        void client.invalidateQueries({ queryKey: ['outcomes'] });
        void client.invalidateQueries({ queryKey: ['activity'] });
      }) ?? undefined
    );
  }, [client]);
}
