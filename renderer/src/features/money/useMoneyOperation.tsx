import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { InputOf } from '../../../../shared/contract';
import type { AppError } from '../../../../shared/errors';
import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';
import { useShownProfile } from '../../app/ShownProfile';
import { call, settle } from '../../lib/api';
import { invalidateAfterMoney, sendMoney } from './send';
import { useMainConfirmation } from './useMainConfirmation';

/** What a money form fills in: the profile it was filled in for is added on the way. */
export type MoneyInput<C extends MoneyOperationKind> = Omit<InputOf<C>, 'shownProfile'>;

/** How a submit ended; `ignored` means another one was still running, so nothing was sent. */
export type MoneySubmit =
  | { status: 'sent'; report: OperationReport }
  | { status: 'refused'; error: AppError }
  | { status: 'cancelled' }
  | { status: 'ignored' };

/**
 * Sends one money operation. On a production profile main confirms it with the person itself
 * (Electron's dialog, or the code the browser host prints): the page just sends, and re-sends
 * with the code the person typed when main asks for one. A second submit while one runs is
 * ignored (the disabled button alone loses to a fast double click), and every outcome refreshes
 * payments and the unknown-outcomes list. Each send names the profile the form was filled in
 * for; when another window changes the active profile, the form says so (in `dialog`).
 */
export function useMoneyOperation<C extends MoneyOperationKind>(channel: C) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const confirmation = useMainConfirmation();
  const shown = useShownProfile();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<OperationReport>();
  const [error, setError] = useState<AppError>();
  const mutation = useMutation({
    mutationFn: (input: InputOf<C>) => call(sendMoney(channel, input)),
    onSettled: () => invalidateAfterMoney(client),
  });

  const run = async (typed: MoneyInput<C>): Promise<MoneySubmit> => {
    const input = { ...typed, shownProfile: await shown.stamp() } as InputOf<C>;
    const done = await confirmation.confirmThrough((code) =>
      settle(() => mutation.mutateAsync(code ? { ...input, confirmation: code } : input)),
    );
    return done.status === 'sent' ? { status: 'sent', report: done.value } : done;
  };

  const submit = async (input: MoneyInput<C>): Promise<MoneySubmit> => {
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

  return {
    submit,
    busy,
    report,
    error,
    /**
     * Render it beside the form: the code prompt, when main asks for one, and the notice that
     * the active profile changed after the form was filled in.
     */
    dialog: (
      <>
        {shown.notice}
        {confirmation.dialog}
      </>
    ),
    /** A retry answers with a newer report of the same operation. */
    replaceReport: setReport,
    clear: () => {
      setReport(undefined);
      setError(undefined);
    },
  };
}
