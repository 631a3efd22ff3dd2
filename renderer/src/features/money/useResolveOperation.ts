import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkResolvedInput, OperationReport } from '../../../../shared/schemas/operation';
import { api, ConsoleError } from '../../lib/api';
import { invalidateAfterMoney } from './send';
import { useMainConfirmation } from './useMainConfirmation';

/**
 * `operations:markResolved`: main records the operator's conclusion (and who they are) in the
 * journal, so the operation leaves the unknown outcomes and the header badge. On a production
 * profile main confirms it with the person first, like the money it settles; `dialog` is the
 * code prompt to render while it asks.
 */
export function useResolveOperation(onDone?: (report: OperationReport) => void) {
  const client = useQueryClient();
  const confirmation = useMainConfirmation();
  const mutation = useMutation({
    mutationFn: async (input: MarkResolvedInput) => {
      const done = await confirmation.confirmThrough((code) =>
        api().operations.markResolved(code ? { ...input, confirmation: code } : input),
      );
      if (done.status === 'refused') throw new ConsoleError(done.error);
      return done.status === 'sent' ? done.value : undefined;
    },
    onSuccess: (report) => {
      if (report) onDone?.(report);
    },
    onSettled: () => invalidateAfterMoney(client),
  });
  return Object.assign(mutation, { dialog: confirmation.dialog });
}
