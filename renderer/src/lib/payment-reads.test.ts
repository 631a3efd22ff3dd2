import { describe, expect, it } from 'vitest';
import { asRead } from '../features/payments/test-fixtures';
import { apiAmountText, formatWhen, paymentCard, paymentCardRead } from './payment-reads';

describe('payment reads in plain text', () => {
  it('formats an amount of any documented shape alike, and anything else as sent', () => {
    expect(
      [20, '20', { value: 20 }, { value: '20', currency: 'USD' }].map((a) =>
        apiAmountText(a, 'USD', 'en'),
      ),
    ).toEqual(['USD 20.00', 'USD 20.00', 'USD 20.00', 'USD 20.00']);
    expect(apiAmountText('', 'USD', 'en')).toBe('—');
    expect(apiAmountText('twenty', 'USD', 'en')).toBe('twenty');
    // The chosen language decides the separators: the payment page once showed en-US in Spanish.
    expect(apiAmountText({ value: '1234.56', currency: 'USD' }, undefined, 'es')).toBe(
      'USD 1.234,56',
    );
    // A bare number takes the payment's currency, and with it the currency's digits.
    expect(apiAmountText(1500, 'JPY', 'en')).toBe('JPY 1,500');
    expect(apiAmountText('12.5', 'BHD', 'es')).toBe('BHD 12,500');
  });

  it('formats seconds, milliseconds and ISO text as the same day, and a dash for ""', () => {
    const days = [1762134994, 1762134994000, '2025-11-03T01:56:34.000000Z'].map((v) =>
      formatWhen(v, { dayOnly: true }),
    );
    expect(new Set(days).size).toBe(1);
    expect(formatWhen('')).toBe('—');
    expect(formatWhen('soon')).toBe('soon');
  });

  it('names the card by brand, else by the rail the sandbox sends, with the last four', () => {
    expect(paymentCard(asRead({ payment_instrument: 'CARD' }))).toBe('CARD');
    expect(
      paymentCard(asRead({ payment_instrument: { card_brand: 'AMEX', last_four_digits: '0005' } })),
    ).toBe('Amex •••• 0005');
    expect(paymentCardRead(asRead({ payment_instrument: { rail: { id: 'MASTERCARD' } } }))).toEqual(
      {
        state: 'value',
        value: 'Mastercard',
      },
    );
    expect(paymentCard(asRead({ payment_instrument: { last_four_digits: '1111' } }))).toBe(
      '•••• 1111',
    );
    expect(paymentCardRead(asRead({ payment_instrument: { type: '', id: '' } }))).toEqual({
      state: 'absent',
    });
  });
});
