import { createHash, createHmac } from 'node:crypto';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'UNKNOWN';
export type CardType = 'CREDIT' | 'DEBIT';

/** What the simulated network does with a card (network.ts turns it into response codes). */
export type TestCardOutcome =
  | 'approved'
  | 'declined_insufficient_funds'
  | 'declined_fraud'
  | 'declined_expired'
  | 'processing_error'
  | 'rejected'
  | 'reversal_succeeds'
  | 'reversal_fails';

export interface TestCard {
  /** Public test number from api-notes; only this source table holds it, never the store. */
  pan: string;
  outcome: TestCardOutcome;
  cardType: CardType;
}

export type TestCardBehaviour = Omit<TestCard, 'pan'>;

/*
 * api-notes' table. The last two numbers fail the Luhn check as published, so they cannot
 * become instruments (POST /v1/instruments rejects them); they stay here for raw-card payments.
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

/** SHA-256 hex of the digits: lets the simulator recognise a card again without keeping it. */
export function panHash(pan: string): string {
  return createHash('sha256').update(pan, 'utf8').digest('hex');
}

const BY_HASH: ReadonlyMap<string, TestCardBehaviour> = new Map(
  TEST_CARDS.map(({ pan, ...behaviour }) => [panHash(pan), behaviour]),
);

export function lookupTestCard(pan: string): TestCardBehaviour | undefined {
  return BY_HASH.get(panHash(pan));
}

/** Stored instruments keep only the hash, so payments on them look the card up this way. */
export function lookupTestCardByHash(sha256: string): TestCardBehaviour | undefined {
  return BY_HASH.get(sha256);
}

/*
 * The two reversal drill cards fail the Luhn check as published. They are accepted as raw cards
 * on authorizations only (never stored as instruments), so the drill can still be run.
 */
export function isReversalDrillCard(pan: string): boolean {
  const outcome = lookupTestCard(pan)?.outcome;
  return outcome === 'reversal_succeeds' || outcome === 'reversal_fails';
}

export function cardBrand(pan: string): CardBrand {
  const two = Number(pan.slice(0, 2));
  const four = Number(pan.slice(0, 4));
  if (pan.startsWith('4')) return 'VISA';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (two === 34 || two === 37) return 'AMEX';
  return 'UNKNOWN';
}

export function cardType(pan: string): CardType {
  return lookupTestCard(pan)?.cardType ?? 'CREDIT';
}

/** Same card → same fingerprint within one simulator instance; not reversible without the key. */
export function cardFingerprint(key: Buffer, pan: string): string {
  return createHmac('sha256', key).update(pan, 'utf8').digest('hex');
}
