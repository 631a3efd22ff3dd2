import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberProblem } from './brand';
import { luhnValid } from './luhn';
import { fieldText } from '../validation-words';

const problemText = (digits: string) => {
  const problem = cardNumberProblem(digits);
  return problem === undefined ? undefined : fieldText(problem);
};

/** The body with the one last digit that makes it pass Luhn. */
const withCheckDigit = (body: string) => {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
};

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['378282246310005', 'American Express'],
    ['5555555555554444', 'Mastercard'],
    ['2223000048400011', 'Mastercard'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'JCB'],
    ['36227206271667', 'Diners Club'],
    ['6200000000000005', 'UnionPay'],
  ])('reads %s as %s', (digits, name) => {
    expect(cardBrand(digits)?.name).toBe(name);
  });

  it('knows no brand for a number outside every published range', () => {
    expect(cardBrand('9999999999999995')).toBeUndefined();
    expect(cardBrand('2220990000000000')).toBeUndefined();
    expect(cardBrand('2721000000000000')).toBeUndefined();
  });
});

describe('cardNumberProblem', () => {
  it('accepts every length a brand issues, when the check digit holds', () => {
    for (const body of ['411111111111', '411111111111111', '411111111111111111']) {
      expect(cardNumberProblem(withCheckDigit(body))).toBeUndefined();
    }
    expect(cardNumberProblem('378282246310005')).toBeUndefined();
    expect(cardNumberProblem('5555555555554444')).toBeUndefined();
  });

  it('refuses a 15-digit Visa that passes Luhn, naming the lengths Visa issues', () => {
    const fifteen = withCheckDigit('41111111111111');
    expect(luhnValid(fifteen)).toBe(true);
    expect(problemText(fifteen)).toBe('Visa card numbers have 13, 16 or 19 digits');
  });

  it('says the length before the check digit when both are wrong', () => {
    const fifteen = withCheckDigit('41111111111111');
    const wrongCheck = `${fifteen.slice(0, -1)}${(Number(fifteen.slice(-1)) + 1) % 10}`;
    expect(wrongCheck).not.toBe(fifteen);
    expect(problemText(wrongCheck)).toBe('Visa card numbers have 13, 16 or 19 digits');
    expect(problemText('37828224631000')).toBe('American Express card numbers have 15 digits');
    expect(problemText('555555555555444')).toBe('Mastercard card numbers have 16 digits');
    expect(problemText('601111111111111')).toBe('Discover card numbers have 16 to 19 digits');
  });

  it('gives a 15-digit number of no known brand the check-digit message, not a length one', () => {
    const body = '99999999999999';
    const fails = `${body}${(Number(withCheckDigit(body).slice(-1)) + 1) % 10}`;
    expect(problemText(fails)).toBe('This card number fails its check digit: look for a typo');
  });

  it('refuses letters before anything else, and a number outside 12 to 19 digits', () => {
    expect(problemText('4111abcd11111111')).toBe('A card number has only digits');
    expect(problemText('99999999')).toBe('A card number has 12 to 19 digits');
    expect(problemText('')).toBe('Enter the card number');
  });
});
