import type { ErrorReason } from './errors';
import { REFUSAL_REASON_WORDS } from './refusal-reason-words';

/*
 * Main's English words for each reason it names for a failure, written once: main's own messages
 * (journal, terminal, Electron's dialogs) and the renderer's English catalog both read them.
 * Zod-free, and split by the screens that show them: the frame's reasons ride with the first
 * screen; a replay's (replay-reason-words.ts) only Activity shows, and a confirmation's
 * (confirmation-reason-words.ts) only screens that load the money area, its dialog's, so neither
 * weighs on the first screen. error-words.ts puts them together for main.
 */

export type ReplayReason = Extract<ErrorReason, `replay_${string}`>;
export type ConfirmationReason = Extract<
  ErrorReason,
  | `confirmation_${string}`
  | 'production_not_allowed'
  | `team_store_${string}`
  | `sign_in_confirmation_${string}`
  | `role_map_confirmation_${string}`
>;
export type FrameReason = Exclude<ErrorReason, ReplayReason | ConfirmationReason>;

export const FRAME_REASON_WORDS = {
  refused: 'Nothing answered at the API’s address; nothing was sent.',
  dns: 'The API’s address could not be found; nothing was sent.',
  cut: 'The connection to the API was cut before it answered.',
  tls: 'The API’s security certificate could not be trusted; nothing was sent.',
  network: 'The API could not be reached.',
  timeout: 'The API did not answer in time.',
  server: 'The API answered with a fault on its side.',
  http_status: 'The API answered HTTP {{status}} without saying why.',
  in_progress: 'The API is still working on the first attempt.',
  rate_limited:
    'The API is turning requests away for a moment; nothing was done. Try again shortly.',
  too_large: 'The answer was too large to read.',
  interrupted: 'The console was interrupted before it could read the answer.',
  profile_changed:
    'This screen showed the profile “{{shown}}”, but “{{active}}” is the active profile now: nothing was sent. Check the header, then send again.',
  profile_edited:
    'The profile “{{active}}” changed after this screen showed it: nothing was sent. Check what you entered against it, then send again.',
  no_secret: 'Profile "{{profile}}" has no usable client secret: set it in Settings.',
  secret_needs_reentry:
    'The client secret of profile "{{profile}}" can no longer be read: enter it again in Settings.',
  ...REFUSAL_REASON_WORDS.en,
} satisfies Record<FrameReason, string>;

export const isReplayReason = (reason: ErrorReason): reason is ReplayReason =>
  reason.startsWith('replay_');

export const isConfirmationReason = (reason: ErrorReason): reason is ConfirmationReason =>
  reason.startsWith('confirmation_') ||
  reason.startsWith('team_store_') ||
  reason.startsWith('sign_in_confirmation_') ||
  reason.startsWith('role_map_confirmation_') ||
  reason === 'production_not_allowed';
