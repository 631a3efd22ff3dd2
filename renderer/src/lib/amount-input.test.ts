import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { AmountText } from '../../../shared/schemas/money';
import { fieldReason, fieldText } from '../../../shared/validation-words';
import { amountInputText, readingAmounts, readTypedAmount } from './amount-input';

const read = (typed: string, language: string) => readTypedAmount(typed, language);

describe('readTypedAmount', () => {
  it.each([
    ['12,50', '12.50'],
    ['1.234,56', '1234.56'],
    ['1.234.567,5', '1234567.5'],
    ['1234,56', '1234.56'],
    ['25', '25'],
    // A point only groups thousands in Spanish: this is one thousand two hundred thirty-four.
    ['1.234', '1234'],
    ['350.000', '350000'],
    ['  7,5 ', '7.5'],
  ])('reads Spanish %s as the API’s %s', (typed, api) => {
    expect(read(typed, 'es')).toEqual({ ok: true, text: api });
  });

  it.each([
    ['12.50', '12.50'],
    ['1,234.56', '1234.56'],
    ['1,234,567.5', '1234567.5'],
    ['1234.56', '1234.56'],
    // A comma only groups thousands in English.
    ['1,234', '1234'],
    ['25', '25'],
  ])('reads English %s as the API’s %s', (typed, api) => {
    expect(read(typed, 'en')).toEqual({ ok: true, text: api });
  });

  it('asks, in the person’s writing, whether a decimal typed the other way was meant', () => {
    expect(read('12.50', 'es')).toEqual({
      ok: false,
      reason: fieldReason('amountSeparator', { typed: '12,50' }),
    });
    expect(read('1,234.56', 'es')).toEqual({
      ok: false,
      reason: fieldReason('amountSeparator', { typed: '1234,56' }),
    });
    expect(read('12,50', 'en')).toEqual({
      ok: false,
      reason: fieldReason('amountSeparator', { typed: '12.50' }),
    });
    expect(fieldText(fieldReason('amountSeparator', { typed: '12,50' }), 'es')).toBe(
      'Los decimales van después de una coma, y el punto solo separa los miles: ¿quiso decir 12,50?',
    );
  });

  it.each([
    ['abc'],
    ['12,5,0'],
    ['1.23.456'],
    ['12.'],
    [',5'],
    ['1 234,5'],
    ['USD 12,50'],
    ['12,50 €'],
  ])('refuses %s in Spanish as no amount at all', (typed) => {
    expect(read(typed, 'es')).toEqual({ ok: false, reason: fieldReason('amountTyped') });
  });

  it('leaves empty and negative text to the schema, which has its own reasons', () => {
    expect(read('', 'es')).toEqual({ ok: true, text: '' });
    expect(read(' -12,50', 'es')).toEqual({ ok: true, text: '-12,50' });
    expect(AmountText.safeParse('-12,50').error?.issues[0]?.message).toBe(
      fieldReason('negativeAmount'),
    );
  });

  it('writes an amount for a field so that it reads back to the same value', () => {
    for (const value of [0.5, 12.5, 1234.56, 400000000]) {
      for (const language of ['en', 'es']) {
        expect(read(amountInputText(value, language), language)).toEqual({
          ok: true,
          text: String(value),
        });
      }
    }
    expect(amountInputText(1234.5, 'es')).toBe('1234,5');
  });
});

describe('readingAmounts', () => {
  const Schema = z.object({ amount: AmountText, note: z.string() });
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('gives the schema the API’s text, so Spanish writing passes the shared schema unchanged', async () => {
    const resolver = readingAmounts(zodResolver(Schema), ['amount'], 'es');
    const result = await resolver({ amount: '1.234,56', note: '1.234,56' }, undefined, options);
    expect(result).toEqual({ values: { amount: '1234.56', note: '1.234,56' }, errors: {} });
  });

  it('puts its own reason at a field the language cannot read, in place of the schema’s', async () => {
    const resolver = readingAmounts(zodResolver(Schema), ['amount'], 'es');
    const result = await resolver({ amount: '12.50', note: 'x' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.amount?.message).toBe(fieldReason('amountSeparator', { typed: '12,50' }));
  });
});
