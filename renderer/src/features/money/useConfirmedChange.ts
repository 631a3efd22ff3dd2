import type { Result } from '../../../../shared/result';
import { ConsoleError } from '../../lib/api';
import { useMainConfirmation } from './useMainConfirmation';

/**
 * A back-office change (or a settlement) that main may confirm with the person first, on a
 * production profile: `send` makes the call with the code the person typed when main asks for
 * one, throws what main refused, and answers undefined when the person cancelled (nothing was
 * sent, nothing to show). Render `dialog` where the code prompt should appear.
 */
export function useConfirmedChange() {
  const confirmation = useMainConfirmation();
  const send = async <T>(
    call: (code: { confirmation?: string }) => Promise<Result<T>>,
  ): Promise<T | undefined> => {
    const done = await confirmation.confirmThrough((code) =>
      call(code ? { confirmation: code } : {}),
    );
    if (done.status === 'refused') throw new ConsoleError(done.error);
    return done.status === 'sent' ? done.value : undefined;
  };
  return { send, dialog: confirmation.dialog };
}
