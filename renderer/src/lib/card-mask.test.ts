import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandName, cardMask } from './card-mask';

describe('cardMask', () => {
  it('is "Brand •••• last four" whatever case or form the API used', () => {
    expect(cardMask({ brand: 'VISA', last4: '1111' })).toBe('Visa •••• 1111');
    expect(cardMask({ brand: 'master-card', last4: '4444' })).toBe('Mastercard •••• 4444');
    expect(cardMask({ brand: 'amex', pan: '378282******0005' })).toBe('American Express •••• 0005');
  });

  it('keeps an unknown brand as given, and names no brand when there is none', () => {
    expect(brandName('Cabal')).toBe('Cabal');
    expect(cardMask({ last4: '1234' })).toBe('Card •••• 1234');
    expect(cardMask({ brand: null, last4: null }, 'Tarjeta')).toBe('Tarjeta');
  });

  it('never shows more than four digits of any card number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (pan) => {
        const digits = cardMask({ brand: 'visa', pan }).replace(/\D/g, '');
        expect(digits).toBe(pan.slice(-4));
      }),
    );
  });
});
