import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { InputOf } from '../../../../shared/contract';
import type { AppError } from '../../../../shared/errors';
import type { Confirmation, OperationReport } from '../../../../shared/schemas/operation';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ProductionConfirmDialog } from './ProductionConfirmDialog';
import { invalidateAfterMoney, sendMoney, type MoneyChannel } from './send';

/** How a submit ended; `ignored` means another one was still running, so nothing was sent. */
export type MoneySubmit =
  | { status: 'sent'; report: OperationReport }
  | { status: 'refused'; error: AppError }
  | { status: 'cancelled' }
  | { status: 'ignored' };

type ConfirmationValue = z.infer<typeof Confirmation>;

async function attempt<T>(
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: AppError }> {
  try {
    return { ok: true, value: await run() };
  } catch (caught) {
    return { ok: false, error: toAppError(caught) };
  }
}

/** When the profile cannot be read, asking main for a confirmation is the safe guess. */
async function isProduction(client: QueryClient): Promise<boolean> {
  const info = await attempt(() =>
    client.ensureQueryData({ queryKey: queryKeys.appInfo, queryFn: () => call(api().app.info()) }),
  );
  return info.ok ? info.value.profile.production : true;
}

/**
 * Sends one money operation. On a production profile main mints a confirmation for this exact
 * input first; the user sees main's summary and only "Confirm" sends the channel with its code.
 * A second submit while one runs is ignored (the disabled button alone loses to a fast double
 * click), and every outcome refreshes payments and the unknown-outcomes list.
 */
export function useMoneyOperation<C extends MoneyChannel>(channel: C) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const answer = useRef<((yes: boolean) => void) | undefined>(undefined);
  const [asking, setAsking] = useState<ConfirmationValue>();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<OperationReport>();
  const [error, setError] = useState<AppError>();
  const mutation = useMutation({
    mutationFn: (input: InputOf<C>) => call(sendMoney(channel, input)),
    onSettled: () => invalidateAfterMoney(client),
  });

  // A page left while the dialog is open must not leave a promise (and the busy flag) hanging.
  useEffect(() => {
    const pending = answer;
    return () => pending.current?.(false);
  }, []);

  const send = async (input: InputOf<C>): Promise<MoneySubmit> => {
    const sent = await attempt(() => mutation.mutateAsync(input));
    return sent.ok
      ? { status: 'sent', report: sent.value }
      : { status: 'refused', error: sent.error };
  };

  const run = async (input: InputOf<C>): Promise<MoneySubmit> => {
    if (!(await isProduction(client))) {
      const direct = await send(input);
      // The profile may have turned production since the console last read it: confirm then.
      if (direct.status !== 'refused' || direct.error.apiCode !== 'confirmation_required') {
        return direct;
      }
      void client.invalidateQueries({ queryKey: queryKeys.appInfo });
    }
    const confirmation = await attempt(() => call(api().operations.confirm({ channel, input })));
    if (!confirmation.ok) return { status: 'refused', error: confirmation.error };
    const yes = await new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(confirmation.value);
    });
    answer.current = undefined;
    setAsking(undefined);
    if (!yes) return { status: 'cancelled' };
    return send({ ...input, confirmation: confirmation.value.code });
  };

  const submit = async (input: InputOf<C>): Promise<MoneySubmit> => {
    if (inFlight.current) return { status: 'ignored' };
    inFlight.current = true;
    setBusy(true);
    setReport(undefined);
    setError(undefined);
    try {
      const result = await run(input);
      if (result.status === 'sent') setReport(result.report);
      if (result.status === 'refused') setError(result.error);
      return result;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const dialog = asking ? (
    <ProductionConfirmDialog
      confirmation={asking}
      onConfirm={() => answer.current?.(true)}
      onCancel={() => answer.current?.(false)}
    />
  ) : null;

  return {
    submit,
    busy,
    report,
    error,
    /** Render it anywhere on the page: the production confirmation, when one is asked. */
    dialog,
    /** A retry answers with a newer report of the same operation. */
    replaceReport: setReport,
    clear: () => {
      setReport(undefined);
      setError(undefined);
    },
  };
}
