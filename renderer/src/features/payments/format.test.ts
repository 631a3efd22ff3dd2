import { describe, expect, it } from 'vitest';
import { formatAmount, formatWhen, paymentCard, paymentCardRead } from './format';
import { asRead } from './test-fixtures';

describe('payments/format in plain text', () => {
  it('formats an amount of any documented shape alike, and anything else as sent', () => {
    expect(
      [20, '20', { value: 20 }, { value: '20', currency: 'USD' }].map((a) =>
        formatAmount(a, 'USD'),
      ),
    ).toEqual(['USD 20.00', 'USD 20.00', 'USD 20.00', 'USD 20.00']);
    expect(formatAmount('', 'USD')).toBe('—');
    expect(formatAmount('twenty', 'USD')).toBe('twenty');
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
