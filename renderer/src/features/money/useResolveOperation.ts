import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkResolvedInput, OperationReport } from '../../../../shared/schemas/operation';
import { api } from '../../lib/api';
import { invalidateAfterMoney } from './send';
import { useConfirmedChange } from './useConfirmedChange';

/**
 * `outcomes:markResolved`: main records the operator's conclusion (and who they are) in the
 * journal, so the operation leaves the unknown outcomes and the header badge. On a production
 * profile main confirms it with the person first, like the money it settles; `dialog` is the
 * code prompt to render while it asks.
 */
export function useResolveOperation(onDone?: (report: OperationReport) => void) {
  const client = useQueryClient();
  const confirmed = useConfirmedChange();
  const mutation = useMutation({
    mutationFn: (input: MarkResolvedInput) =>
      confirmed.send((code) => api().outcomes.markResolved({ ...input, ...code })),
    onSuccess: (report) => {
      if (report) onDone?.(report);
    },
    onSettled: () => invalidateAfterMoney(client),
  });
  return Object.assign(mutation, { dialog: confirmed.dialog });
}
