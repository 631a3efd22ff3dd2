import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { api, call } from '../../lib/api';
import { invalidateAfterMoney } from './send';

/**
 * `operations:retry`: main resends the journaled body with the same idempotency key, so the API
 * applies it at most once. Guarded against a double click like every money submit.
 */
export function useRetryOperation(onDone?: (report: OperationReport) => void) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (operationId: string) =>
      call(api().operations.retry({ operation_id: operationId })),
    onSuccess: (report) => onDone?.(report),
    onSettled: () => invalidateAfterMoney(client),
  });
  const retry = (operationId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(operationId, {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
  return { retry, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
