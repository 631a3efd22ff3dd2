import { describe, expect, it } from 'vitest';
import { CURRENCY_DIGITS, currencyDecimals, KNOWN_CURRENCIES } from '../../shared/money';
import { CURRENCY_EXPONENTS, formatMoney, parseMinor, toMajor } from './money';

describe('money', () => {
  it.each([
    [99.99, 'USD', 9999],
    ['99.99', 'USD', 9999],
    ['10.50', 'USD', 1050],
    ['10.500', 'USD', 1050],
    [100, 'USD', 10000],
    [0.01, 'USD', 1],
    [250000, 'COP', 250000],
    ['1000.00', 'COP', 1000],
    [1500, 'CLP', 1500],
    [999999999999, 'USD', 99999999999900],
  ])('parses %j %s as %d minor units', (value, currency, minor) => {
    expect(parseMinor(value, currency, 'amount.value')).toBe(minor);
  });

  it.each([
    [0, 'USD'],
    [-1, 'USD'],
    ['1e3', 'USD'],
    [1e21, 'USD'],
    [Number.NaN, 'USD'],
    [' 5', 'USD'],
    ['5.', 'USD'],
    [10.001, 'USD'],
    [0.1 + 0.2, 'USD'],
    [10.5, 'COP'],
    [1.5, 'JPY'],
    [null, 'USD'],
    [true, 'USD'],
  ])('refuses %j %s', (value, currency) => {
    expect(() => parseMinor(value, currency, 'amount.value')).toThrow(/amount\.value/);
  });

  it('allows zero only when asked (tips)', () => {
    expect(parseMinor(0, 'USD', 'tip', { allowZero: true })).toBe(0);
  });

  it('converts back to major units exactly', () => {
    expect(toMajor(9999, 'USD')).toBe(99.99);
    expect(toMajor(1, 'USD')).toBe(0.01);
    expect(toMajor(350000, 'COP')).toBe(350000);
    expect(formatMoney(1050, 'USD')).toBe('10.50 USD');
    expect(formatMoney(85000, 'COP')).toBe('85000 COP');
  });
});

describe('the console’s currencies and the API’s', () => {
  it('offers in its forms every currency the API charges in, with the same minor digits', () => {
    expect([...KNOWN_CURRENCIES].sort()).toEqual(Object.keys(CURRENCY_EXPONENTS).sort());
    for (const [currency, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
      expect([currency, CURRENCY_DIGITS[currency as keyof typeof CURRENCY_DIGITS]]).toEqual([
        currency,
        exponent,
      ]);
      expect([currency, currencyDecimals(currency)]).toEqual([currency, exponent]);
    }
  });
});
