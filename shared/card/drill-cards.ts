/**
 * The public sandbox's two reversal drill cards (api-notes: reverse/cancel succeeds, fails). As
 * published they fail the Luhn check, so no issuer can have given them to anyone: a payment's
 * raw card may be one of them, and QA types them to run the drill. An instrument may not: the
 * API refuses to store them.
 */
export const REVERSAL_DRILL_CARDS: readonly string[] = ['5100000000000018', '5100000000000019'];
