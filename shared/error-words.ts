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
  confirmation_required:
    'Type the code printed in the terminal where the console runs to confirm this operation on “{{profile}}”.',
  confirmation_expired:
    'That code has expired or was already used. Type the code printed in the terminal where the console runs to confirm this operation on “{{profile}}”.',
  confirmation_burned:
    'That code was typed wrong too often. Type the code printed in the terminal where the console runs to confirm this operation on “{{profile}}”.',
  confirmation_code_wrong:
    'That is not the code printed for this operation: {{tries}} left to try.',
  confirmation_locked:
    'Too many wrong confirmation codes: everything that needs a confirmation is refused until the console host is restarted.',
  production_not_allowed:
    '“{{profile}}” is a production profile, and this browser host was started without --allow-production: nothing was sent. Use the desktop app, or restart the host with npm run web -- --allow-production.',
  team_store_confirmation_required:
    'Type the code printed in the terminal where the console runs to confirm where this console’s audit trail goes ({{host}}).',
  team_store_confirmation_expired:
    'That code has expired or was already used. Type the code printed in the terminal where the console runs to confirm where this console’s audit trail goes ({{host}}).',
  team_store_confirmation_burned:
    'That code was typed wrong too often. Type the code printed in the terminal where the console runs to confirm where this console’s audit trail goes ({{host}}).',
  team_store_changed:
    'The team store changed while you confirmed: nothing was saved. Check it and save again.',
};

/** A reason's English words with what they name put in (`{{profile}}`, as the screens do). */
export function reasonText(reason: ErrorReason, params: Record<string, string> = {}): string {
  return REASON_WORDS[reason].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
