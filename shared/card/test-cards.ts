/**
 * The public sandbox's test cards and what each one does (api-notes' table): the one source the
 * simulator's network decides by and the console's catalogue shows, so the two never disagree.
 * Public numbers, on purpose: they are printed in the API's documentation. Zod-free.
 */

export type TestCardOutcome =
  | 'approved'
  | 'declined_insufficient_funds'
  | 'declined_fraud'
  | 'declined_expired'
  | 'processing_error'
  | 'rejected'
  | 'reversal_succeeds'
  | 'reversal_fails';

export type TestCardType = 'CREDIT' | 'DEBIT';

export interface TestCard {
  pan: string;
  outcome: TestCardOutcome;
  cardType: TestCardType;
}

/** What the simulated network answers an authorization with: its status and ISO 8583 code. */
export interface TestCardDecision {
  status: 'APPROVED' | 'DECLINED' | 'REJECTED';
  responseCode: string;
  description: string;
}

/*
 * The last two numbers fail the Luhn check as published, so they cannot become instruments
 * (POST /v1/instruments rejects them); they stay here for raw-card payments.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { pan: '4111111111111111', outcome: 'approved', cardType: 'CREDIT' },
  { pan: '5191872272166422', outcome: 'approved', cardType: 'CREDIT' },
  { pan: '5200000000000007', outcome: 'approved', cardType: 'DEBIT' },
  { pan: '5555444433331111', outcome: 'declined_insufficient_funds', cardType: 'CREDIT' },
  { pan: '5404000000000001', outcome: 'declined_fraud', cardType: 'CREDIT' },
  { pan: '5100000000000008', outcome: 'declined_expired', cardType: 'CREDIT' },
  { pan: '5555555555554444', outcome: 'processing_error', cardType: 'CREDIT' },
  { pan: '5200828282828210', outcome: 'rejected', cardType: 'CREDIT' },
  { pan: '5100000000000018', outcome: 'reversal_succeeds', cardType: 'CREDIT' },
  { pan: '5100000000000019', outcome: 'reversal_fails', cardType: 'CREDIT' },
];

export const APPROVED_DECISION: TestCardDecision = {
  status: 'APPROVED',
  responseCode: '00',
  description: 'Approved',
};

// A processing error is a decline (the payment FAILS), not a 5xx: the acquirer answered, the
// issuer did not approve.
const DECLINES: Partial<Record<TestCardOutcome, TestCardDecision>> = {
  declined_insufficient_funds: {
    status: 'DECLINED',
    responseCode: '51',
    description: 'Insufficient funds',
  },
  declined_fraud: { status: 'DECLINED', responseCode: '59', description: 'Suspected fraud' },
  declined_expired: { status: 'DECLINED', responseCode: '54', description: 'Expired card' },
  processing_error: {
    status: 'DECLINED',
    responseCode: '96',
    description: 'System malfunction (processing error)',
  },
  rejected: { status: 'REJECTED', responseCode: '05', description: 'Do not honor' },
};

/** An authorization's answer for a card with this outcome; any card not listed is approved. */
export function authorizationDecisionFor(outcome: TestCardOutcome | undefined): TestCardDecision {
  return (outcome && DECLINES[outcome]) ?? APPROVED_DECISION;
}

/** The drill cards change a cancellation or reversal, not the authorization. */
export function isReversalDrill(outcome: TestCardOutcome): boolean {
  return outcome === 'reversal_succeeds' || outcome === 'reversal_fails';
}
