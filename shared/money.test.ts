import { describe, expect, it } from 'vitest';
import {
  currencyDecimals,
  formatCount,
  formatMoney,
  formatMoneyNumber,
  toMinorUnits,
} from './money';

describe('the one money formatter', () => {
  it('takes the minor digits from the currency: JPY none, USD two, BHD three', () => {
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('JPY 1,235');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('USD 1,234.50');
    expect(formatMoney(1234.5, 'BHD', 'en')).toBe('BHD 1,234.500');
    expect(formatMoney('7', 'usd', 'en')).toBe('USD 7.00');
  });

  it('reads yen as whole units and takes no sen from a typed amount', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
    expect(toMinorUnits('1500.5', 'JPY')).toBeNull();
    expect(currencyDecimals('CLP')).toBe(0);
  });

  it('keeps the API’s whole pesos and reads a code Intl refuses as two digits', () => {
    expect(currencyDecimals('COP')).toBe(0);
    expect(formatMoney(350000, 'COP', 'en')).toBe('COP 350,000');
    expect(currencyDecimals('US')).toBe(2);
    expect(formatMoney(5, 'US', 'en')).toBe('US 5.00');
  });

  it('writes the chosen language’s digits: Spanish 1.234,56, English 1,234.56', () => {
    expect(formatMoney(1234.56, 'USD', 'es')).toBe('USD 1.234,56');
    expect(formatMoney(1234.56, 'USD', 'en')).toBe('USD 1,234.56');
    expect(formatMoney(350000, 'COP', 'es')).toBe('COP 350.000');
    expect(formatMoney(1234, 'JPY', 'es')).toBe('JPY 1.234');
    expect(formatMoneyNumber(200, 'USD', 'es')).toBe('200,00');
    expect(formatCount(1234, 'es')).toBe('1.234');
    // A language the console has no words for reads as English.
    expect(formatMoney(1234.56, 'USD', 'pt')).toBe('USD 1,234.56');
  });

  it('shows nothing as a dash and what is not a number as sent', () => {
    expect(formatMoney(undefined, 'USD', 'en')).toBe('—');
    expect(formatMoney('', 'USD', 'es')).toBe('—');
    expect(formatMoney('abc', 'USD', 'en')).toBe('USD abc');
    expect(formatMoney(12, null, 'en')).toBe('12.00');
  });

  it('lets an amount have as many decimals as its currency and no more', () => {
    expect(toMinorUnits('1.234', 'BHD')).toBe(1234);
    expect(toMinorUnits('1.234', 'USD')).toBeNull();
    expect(toMinorUnits('100', 'JPY')).toBe(100);
    expect(toMinorUnits('1.5', 'JPY')).toBeNull();
  });
});
