import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AppError } from '../../../../shared/errors';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { useShownProfile } from '../../app/ShownProfile';
import { api, call, settle } from '../../lib/api';
import { invalidateAfterMoney } from './send';
import { useMainConfirmation } from './useMainConfirmation';

export interface RetryOptions {
  /** The operator confirmed a resend that may charge twice: the API is not known to dedupe. */
  acceptDuplicateRisk?: boolean;
}

/**
 * `outcomes:retry`: main resends the journaled body with the same idempotency key. Where the
 * API honours the key it applies it at most once; elsewhere main refuses unless the operator
 * accepted the risk. On production main confirms the resend with the person first. Guarded
 * against a double click like every money submit.
 */
export function useRetryOperation(onDone?: (report: OperationReport) => void) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const confirmation = useMainConfirmation();
  const shown = useShownProfile();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AppError>();
  const mutation = useMutation({
    mutationFn: async (input: {
      operation_id: string;
      confirmation?: string;
      accept_duplicate_risk?: boolean;
    }) => call(api().outcomes.retry({ ...input, shownProfile: await shown.stamp() })),
    onSettled: () => invalidateAfterMoney(client),
  });
  const retry = async (operationId: string, { acceptDuplicateRisk = false }: RetryOptions) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      const done = await confirmation.confirmThrough((code) =>
        settle(() =>
          mutation.mutateAsync({
            operation_id: operationId,
            ...(acceptDuplicateRisk ? { accept_duplicate_risk: true } : {}),
            ...(code ? { confirmation: code } : {}),
          }),
        ),
      );
      if (done.status === 'sent') onDone?.(done.value);
      if (done.status === 'refused') setError(done.error);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return {
    retry: (operationId: string, options: RetryOptions = {}) => void retry(operationId, options),
    pending,
    error,
    reset: () => setError(undefined),
    /**
     * Render it beside the button: the code prompt, when main asks for one, and the notice that
     * the active profile changed since this screen showed it.
     */
    dialog: (
      <>
        {shown.notice}
        {confirmation.dialog}
      </>
    ),
  };
}
