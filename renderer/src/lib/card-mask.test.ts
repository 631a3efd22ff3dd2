import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandName, cardMask, instrumentCardMask } from './card-mask';

describe('cardMask', () => {
  it('is "Brand •••• last four" whatever case or form the API used', () => {
    expect(cardMask({ brand: 'VISA', last4: '1111' })).toBe('Visa •••• 1111');
    expect(cardMask({ brand: 'master-card', last4: '4444' })).toBe('Mastercard •••• 4444');
    expect(cardMask({ brand: 'amex', pan: '378282******0005' })).toBe('Amex •••• 0005');
  });

  it('keeps an unknown brand as given, and names no brand when there is none', () => {
    expect(brandName('Cabal')).toBe('Cabal');
    expect(brandName('CABAL')).toBe('Cabal');
    expect(brandName('naranja x')).toBe('Naranja X');
    expect(brandName('PagoFácil')).toBe('PagoFácil');
    expect(cardMask({ brand: 'ELO', last4: '0005' })).toBe('Elo •••• 0005');
    expect(cardMask({ last4: '1234' })).toBe('Card •••• 1234');
    expect(cardMask({ brand: null, last4: null }, 'Tarjeta')).toBe('Tarjeta');
  });

  it("reads a stored instrument's brand and last four the same way", () => {
    const card = { last_four_digits: '6422', bin_data: { card_brand: 'MASTERCARD' } };
    expect(instrumentCardMask({ card })).toBe('Mastercard •••• 6422');
    expect(instrumentCardMask({ card: null }, 'Tarjeta')).toBe('Tarjeta');
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
