import { ok } from '../../../shared/result';
import { declined, type ConfirmationRequest, type ProductionConfirmer } from '../guard/confirmer';
import { BROWSER_CALLER } from '../words/languages';

/**
 * Plays the person at Electron's native dialog: answers as told and remembers what it was shown.
 * The dialog opens over the browser host's page, where the core fixture's calls come from.
 */
export function personAtDialog(answer: 'yes' | 'no') {
  const shown: Array<{ request: ConfirmationRequest; code: string | undefined }> = [];
  const confirmer: ProductionConfirmer = {
    caller: () => BROWSER_CALLER,
    confirm: async (request, code) => {
      shown.push({ request, code });
      return answer === 'yes' ? ok(undefined) : declined(request);
    },
  };
  return { confirmer, shown };
}
