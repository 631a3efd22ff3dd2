import type { AnswerFacts, Judgement } from './descriptor';

/*
 * How an answered money call ended, by the status the API gave (api-notes "States"). Only an
 * explicit refusal is "declined"; PENDING, PROCESSING and any status the console does not know
 * yet are "pending": the API took the call and has not finished, so the screen offers
 * "Refresh status" and never says "declined".
 */

/** Transaction and payment states that mean the API did what was asked (or is settling it). */
const DONE = new Set([
  'APPROVED',
  'PRESENTED',
  'AUTHORIZED',
  'CAPTURE_IN_PROCESS',
  'CAPTURE_PRESENTED',
  'CAPTURED',
  'CANCELLED',
  'REFUNDED',
]);

/** The API's explicit "no": declined or rejected by the issuer or the network, or failed there. */
const REFUSED = new Set(['DECLINED', 'REJECTED', 'FAILED']);

export function judgeStatus(status: string | undefined): Judgement {
  // A 2xx that names no status has nothing in it that contradicts success.
  if (status === undefined) return 'succeeded';
  const word = status.toUpperCase();
  if (DONE.has(word)) return 'succeeded';
  if (REFUSED.has(word)) return 'declined';
  return 'pending';
}

/** The judge of every operation whose answer carries a transaction (authorizations, reversals). */
export function judgeTransaction(facts: AnswerFacts): Judgement {
  return judgeStatus(facts.status);
}
