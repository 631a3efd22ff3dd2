import { statusMeaning } from '../payment-states';
import type { AnswerFacts, Judgement } from './descriptor';

/*
 * How an answered money call ended, by the status the API gave (api-notes "States"). Only an
 * explicit refusal is "declined"; PENDING, PROCESSING and any status the console does not know
 * yet are "pending": the API took the call and has not finished, so the screen offers
 * "Refresh status" and never says "declined". The statuses' meanings are shared/payment-states.ts.
 */

export function judgeStatus(status: string | undefined): Judgement {
  // A 2xx that names no status has nothing in it that contradicts success.
  if (status === undefined) return 'succeeded';
  const meaning = statusMeaning(status);
  return meaning === 'refused' ? 'declined' : meaning;
}

/** The judge of every operation whose answer carries a transaction (authorizations, reversals). */
export function judgeTransaction(facts: AnswerFacts): Judgement {
  return judgeStatus(facts.status);
}
