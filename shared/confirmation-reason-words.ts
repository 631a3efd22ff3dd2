import type { ConfirmationReason } from './frame-reason-words';

/** Why the browser host has not let what needs a confirmation through (yet). */
export const CONFIRMATION_REASON_WORDS = {
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
  sign_in_confirmation_required:
    'Type the code printed in the terminal where the console runs to confirm how operators sign in ({{issuer}}).',
  sign_in_confirmation_expired:
    'That code has expired or was already used. Type the code printed in the terminal where the console runs to confirm how operators sign in ({{issuer}}).',
  sign_in_confirmation_burned:
    'That code was typed wrong too often. Type the code printed in the terminal where the console runs to confirm how operators sign in ({{issuer}}).',
  role_map_confirmation_required:
    'Type the code printed in the terminal where the console runs to confirm this change of the role map.',
  role_map_confirmation_expired:
    'That code has expired or was already used. Type the code printed in the terminal where the console runs to confirm this change of the role map.',
  role_map_confirmation_burned:
    'That code was typed wrong too often. Type the code printed in the terminal where the console runs to confirm this change of the role map.',
  team_store_changed:
    'The team store changed while you confirmed: nothing was saved. Check it and save again.',
} satisfies Record<ConfirmationReason, string>;
