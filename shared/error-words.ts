import type { ErrorReason } from './errors';

/**
 * What each reason main names for a failure says in English: main's own messages (journal,
 * terminal, Electron's dialogs) and the renderer's English catalog both read it, so the words
 * are written once. Zod-free, because the first screen loads it with the frame's messages.
 */
export const REASON_WORDS: Record<ErrorReason, string> = {
  refused: 'Nothing answered at the API’s address; nothing was sent.',
  dns: 'The API’s address could not be found; nothing was sent.',
  cut: 'The connection to the API was cut before it answered.',
  tls: 'The API’s security certificate could not be trusted; nothing was sent.',
  network: 'The API could not be reached.',
  timeout: 'The API did not answer in time.',
  server: 'The API answered with a fault on its side.',
  in_progress: 'The API is still working on the first attempt.',
  rate_limited:
    'The API is turning requests away for a moment; nothing was done. Try again shortly.',
  replay_not_money: 'Only money operations are replayed.',
  replay_production: 'Operations on a production profile are never replayed.',
  replay_off_here: 'Replay as new is off on production profiles.',
  replay_card_data:
    'This request carried card data, which the console never keeps, so it cannot be replayed.',
  replay_other_console:
    'This operation was made on the console “{{console}}”: replay it there, where its profile and credentials are.',
  replay_other_profile: 'This operation was made on “{{profile}}”: switch to it to replay it.',
};

/** A reason's English words with what they name put in (`{{profile}}`, as the screens do). */
export function reasonText(reason: ErrorReason, params: Record<string, string> = {}): string {
  return REASON_WORDS[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
