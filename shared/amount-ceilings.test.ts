import { describe, expect, it } from 'vitest';
import { KNOWN_CURRENCIES } from './money';
import { aboveCeiling, aboveCeilingMessage, AMOUNT_CEILINGS, ceilingOf } from './amount-ceilings';
import { fieldText } from './validation-words';

describe('the per-currency sanity ceiling', () => {
  it('has a ceiling for every currency the forms offer', () => {
    for (const currency of KNOWN_CURRENCIES) expect(AMOUNT_CEILINGS[currency]).toBeGreaterThan(0);
  });

  it('asks for a second look only above the ceiling, in the currency’s own proportion', () => {
    expect(aboveCeiling('100000', 'USD')).toBe(false);
    expect(aboveCeiling('100000.01', 'USD')).toBe(true);
    expect(aboveCeiling(1_000_000_000, 'usd')).toBe(true);
    expect(aboveCeiling('350000', 'COP')).toBe(false);
    expect(aboveCeiling('400000001', 'COP')).toBe(true);
  });

  it('counts a number too long to convert as above, never as "not judged"', () => {
    expect(aboveCeiling('9'.repeat(30), 'USD')).toBe(true);
    expect(aboveCeiling(1e21, 'EUR')).toBe(true);
  });

  it('does not guess for a currency it does not know', () => {
    expect(ceilingOf('XYZ')).toBeUndefined();
    expect(aboveCeiling('1e30', 'XYZ')).toBe(false);
  });

  it('names the ceiling in its refusal', () => {
    expect(fieldText(aboveCeilingMessage('COP'))).toBe(
      'Above COP 400,000,000: confirm this amount to send it',
    );
  });
});
