import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkResolvedInput, OperationReport } from '../../../../shared/schemas/operation';
import { api, call } from '../../lib/api';
import { invalidateAfterMoney } from './send';

/**
 * `operations:markResolved`: main records the operator's conclusion (and who they are) in the
 * journal, so the operation leaves the unknown outcomes and the header badge.
 */
export function useResolveOperation(onDone?: (report: OperationReport) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkResolvedInput) => call(api().operations.markResolved(input)),
    onSuccess: (report) => onDone?.(report),
    onSettled: () => invalidateAfterMoney(client),
  });
}
