import { describe, expect, it } from 'vitest';
import { ReversalInput } from './reversal';
import { fieldText } from '../validation-words';

const issues = (value: unknown) =>
  ReversalInput.safeParse(value).error?.issues.map((i) => [i.path.join('.'), fieldText(i.message)]);

describe('a reversal’s amount', () => {
  it('is checked even when another field has a type error', () => {
    expect(issues({ transaction_id: 42, type: 'ADJUSTMENT', amount: '', currency: 'USD' })).toEqual(
      [
        ['transaction_id', 'Invalid input: expected string, received number'],
        ['amount', 'An adjustment needs the new amount'],
      ],
    );
    expect(issues({ type: 'CAPTURE', amount: '1.234', currency: 'USD' })).toContainEqual([
      'amount',
      'USD amounts have at most 2 decimals',
    ]);
    expect(issues({ type: 'CAPTURE', amount: '1500.5', currency: 'JPY' })).toContainEqual([
      'amount',
      'JPY amounts take no decimals',
    ]);
  });

  it('is judged against a currency only once both read, and once per problem', () => {
    const base = { transaction_id: 'trx-1', type: 'CAPTURE' };
    expect(issues({ ...base, amount: '1.234', currency: 'usd1' })).toEqual([
      ['currency', 'A currency is a 3-letter ISO 4217 code, e.g. USD'],
    ]);
    expect(issues({ ...base, amount: 'abc', currency: 'USD' })).toEqual([
      ['amount', 'An amount is a number such as 25 or 99.99'],
    ]);
  });

  it('is refused on a kind that takes none, and accepted where it fits', () => {
    expect(
      issues({ transaction_id: 'trx-1', type: 'REVERSAL', amount: '5', currency: 'USD' }),
    ).toEqual([
      ['amount', 'A cancellation or reversal takes no amount: it covers the whole authorization'],
    ]);
    expect(
      issues({ transaction_id: 'trx-1', type: 'REFUND', amount: '5', currency: 'USD' }),
    ).toBeUndefined();
  });
});
