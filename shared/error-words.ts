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
};
