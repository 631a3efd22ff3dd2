import type { ReplayReason } from './frame-reason-words';

/** Why Activity will not replay an operation as new. */
export const REPLAY_REASON_WORDS = {
  replay_not_money: 'Only money operations are replayed.',
  replay_production: 'Operations on a production profile are never replayed.',
  replay_off_here: 'Replay as new is off on production profiles.',
  replay_card_data:
    'This request carried card data, which the console never keeps, so it cannot be replayed.',
  replay_other_console:
    'This operation was made on the console “{{console}}”: replay it there, where its profile and credentials are.',
  replay_other_profile: 'This operation was made on “{{profile}}”: switch to it to replay it.',
} satisfies Record<ReplayReason, string>;
