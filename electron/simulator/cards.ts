import { createHash, createHmac } from 'node:crypto';
import {
  TEST_CARDS,
  type TestCard,
  type TestCardOutcome,
  type TestCardType,
} from '../../shared/card/test-cards';

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'UNKNOWN';
export type CardType = TestCardType;
export { TEST_CARDS, type TestCard, type TestCardOutcome };

export type TestCardBehaviour = Omit<TestCard, 'pan'>;

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
