import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../shared/card/luhn';
import { cardBrand, cardFingerprint, cardType, lookupTestCard, panHash, TEST_CARDS } from './cards';

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['5100000000000008', 'MASTERCARD'],
    ['5555555555554444', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000007', 'MASTERCARD'],
    ['2220990000000000', 'UNKNOWN'],
    ['2721000000000000', 'UNKNOWN'],
    ['5600000000000000', 'UNKNOWN'],
    ['5000000000000000', 'UNKNOWN'],
    ['340000000000009', 'AMEX'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'UNKNOWN'],
  ])('%s → %s', (pan, brand) => {
    expect(cardBrand(pan)).toBe(brand);
  });
});

describe('test cards', () => {
  it('looks cards up by PAN without keeping PANs in the lookup', () => {
    expect(lookupTestCard('5555444433331111')).toEqual({
      outcome: 'declined_insufficient_funds',
      cardType: 'CREDIT',
    });
    expect(lookupTestCard('5404000000000001')?.outcome).toBe('declined_fraud');
    expect(lookupTestCard('4242424242424242')).toBeUndefined();
  });

  it('types 5200 0000 0000 0007 as DEBIT and everything else as CREDIT', () => {
    expect(cardType('5200000000000007')).toBe('DEBIT');
    expect(cardType('4111111111111111')).toBe('CREDIT');
    expect(cardType('4242424242424242')).toBe('CREDIT');
  });

  it('holds the ten api-notes cards; only the two reversal cards fail Luhn as published', () => {
    expect(TEST_CARDS).toHaveLength(10);
    const failing = TEST_CARDS.filter((c) => !luhnValid(c.pan)).map((c) => c.outcome);
    expect(failing).toEqual(['reversal_succeeds', 'reversal_fails']);
  });

  it('hashes with SHA-256 and fingerprints with a keyed HMAC', () => {
    expect(panHash('4111111111111111')).toMatch(/^[0-9a-f]{64}$/);
    const a = Buffer.alloc(32, 1);
    const b = Buffer.alloc(32, 2);
    expect(cardFingerprint(a, '4111111111111111')).toBe(cardFingerprint(a, '4111111111111111'));
    expect(cardFingerprint(a, '4111111111111111')).not.toBe(cardFingerprint(b, '4111111111111111'));
    expect(cardFingerprint(a, '4111111111111111')).not.toBe(panHash('4111111111111111'));
  });
});
