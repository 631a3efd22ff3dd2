import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../../shared/errors';
import type { Result } from '../../../../shared/result';
import type { ConfirmationPrompt } from '../../../../shared/schemas/confirmation';
import { errorText } from '../../lib/error-text';
import { ProductionConfirmDialog } from './ProductionConfirmDialog';

/** How a confirmed call ended; `cancelled` means the person said no and nothing was sent. */
export type Confirmed<T> =
  { status: 'sent'; value: T } | { status: 'refused'; error: AppError } | { status: 'cancelled' };

/** Main asks for the code it printed (browser host); a wrong one is asked again. */
const ASKS_FOR_CODE = new Set(['confirmation_required', 'confirmation_code_wrong']);

/**
 * The page's part in a production confirmation, which main owns: send the operation; in
 * Electron main shows its own dialog and answers; in the browser host main answers with the
 * summary and waits for the code it printed in its terminal, which the person types here and
 * the page sends back with the same operation. The page never holds anything that confirms.
 */
export function useMainConfirmation() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{
    prompt: ConfirmationPrompt;
    problem?: string;
    /** Each ask starts a fresh dialog: a wrong code is not left in the field. */
    round: number;
  }>();
  const answer = useRef<((code: string | undefined) => void) | undefined>(undefined);

  // A page left while the dialog is open must not leave a promise (and a busy form) hanging.
  useEffect(() => {
    const pending = answer;
    return () => pending.current?.(undefined);
  }, []);

  async function confirmThrough<T>(
    send: (code: string | undefined) => Promise<Result<T>>,
  ): Promise<Confirmed<T>> {
    let round = 0;
    let result = await send(undefined);
    while (
      !result.ok &&
      ASKS_FOR_CODE.has(result.error.apiCode ?? '') &&
      result.error.confirmation
    ) {
      const prompt = result.error.confirmation;
      const problem = round > 0 ? errorText(result.error, t) : undefined;
      round += 1;
      const code = await new Promise<string | undefined>((resolve) => {
        answer.current = resolve;
        setAsking({ prompt, round, ...(problem ? { problem } : {}) });
      });
      answer.current = undefined;
      setAsking(undefined);
      if (code === undefined) return { status: 'cancelled' };
      result = await send(code);
    }
    if (result.ok) return { status: 'sent', value: result.value };
    if (result.error.apiCode === 'confirmation_declined') return { status: 'cancelled' };
    return { status: 'refused', error: result.error };
  }

  const dialog = asking ? (
    <ProductionConfirmDialog
      key={asking.round}
      prompt={asking.prompt}
      {...(asking.problem ? { problem: asking.problem } : {})}
      onConfirm={(code) => answer.current?.(code)}
      onCancel={() => answer.current?.(undefined)}
    />
  ) : null;

  return { confirmThrough, dialog };
}
