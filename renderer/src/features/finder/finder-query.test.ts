import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../../shared/validation-words';
import { EMPTY_FINDER, readFinderBox, readFinderFields, type FinderFields } from './finder-query';

const read = (fields: Partial<FinderFields>, language = 'en') =>
  readFinderFields({ ...EMPTY_FINDER, ...fields }, language);

describe('readFinderBox', () => {
  const search = (text: string, language = 'en') => {
    const box = readFinderBox(text, language);
    return box.kind === 'search' ? box.search : box;
  };

  it('reads four digits as a card’s last four and a terminal’s reference as a trace number', () => {
    expect(search(' 4242 ')).toEqual({ lastFour: '4242' });
    expect(search('0112345678')).toEqual({ traceId: '0112345678' });
    expect(search('POS-77/3')).toEqual({ traceId: 'POS-77/3' });
    expect(search('POS7-000481')).toEqual({ traceId: 'POS7-000481' });
    expect(search('')).toEqual({});
  });

  it('reads a person’s, a card’s or a store’s id as whose payments', () => {
    expect(search('usr-9')).toEqual({ userId: 'usr-9' });
    expect(search('ins-3')).toEqual({ instrumentId: 'ins-3' });
    expect(search('mer-seed-store-1')).toEqual({ merchantId: 'mer-seed-store-1' });
  });

  it('says what is none of them instead of searching it as a trace number', () => {
    for (const text of ['12ab!', 'visa', 'trace with spaces', '-12', 'a'.repeat(65) + '1']) {
      expect([text, readFinderBox(text, 'en')]).toEqual([
        text,
        { kind: 'unknown', reason: 'boxUnknown' },
      ]);
    }
  });

  it('reads a figure with its currency or its decimals as an amount, in the language’s writing', () => {
    expect(readFinderBox('USD 12.50', 'en')).toEqual({
      kind: 'amount',
      text: '12.50',
      currency: 'USD',
    });
    expect(readFinderBox('12,50 usd', 'es')).toEqual({
      kind: 'amount',
      text: '12.50',
      currency: 'USD',
    });
    expect(readFinderBox('JPY1500', 'en')).toEqual({
      kind: 'amount',
      text: '1500',
      currency: 'JPY',
    });
    expect(readFinderBox('1,234.56', 'en')).toEqual({
      kind: 'amount',
      text: '1234.56',
      currency: undefined,
    });
    // Not a currency the API charges in: a terminal's reference.
    expect(search('POS12')).toEqual({ traceId: 'POS12' });
  });
});

describe('readFinderFields', () => {
  it('reads an amount typed in Spanish into minor units of its currency, as an exact amount', () => {
    expect(read({ q: '4242', min: '1.234,5', currency: 'USD' }, 'es')).toEqual({
      ok: true,
      search: {
        lastFour: '4242',
        amount: { currency: 'USD', min: 123_450, max: 123_450 },
        order: 'newest',
      },
    });
    // COP travels in whole pesos: 50.000 is 50000, not 50.
    expect(read({ min: '50.000', currency: 'COP' }, 'es')).toMatchObject({
      ok: true,
      search: { amount: { currency: 'COP', min: 50_000, max: 50_000 } },
    });
  });

  it('searches an amount typed in the box as an exact amount, its currency from the box or below', () => {
    expect(read({ q: 'COP 45.000' }, 'es')).toEqual({
      ok: true,
      search: { amount: { currency: 'COP', min: 45_000, max: 45_000 }, order: 'newest' },
    });
    expect(read({ q: '15000', currency: 'JPY' })).toMatchObject({ search: { traceId: '15000' } });
    expect(read({ q: '12.50', currency: 'USD' })).toMatchObject({
      ok: true,
      search: { amount: { currency: 'USD', min: 1250, max: 1250 } },
    });
    expect(read({ q: '12.50' })).toEqual({ ok: false, problems: { currency: 'needsCurrency' } });
    expect(read({ q: 'USD 12.505' })).toMatchObject({
      ok: false,
      problems: { q: expect.stringMatching(/^validation\.decimals /) },
    });
    // A currency without decimals takes none: "at most 0 decimals" read as a riddle.
    const jpy = read({ q: 'JPY 12.5' });
    expect(jpy).toMatchObject({
      ok: false,
      problems: { q: expect.stringMatching(/^validation\.wholeNumbers /) },
    });
    const reason = (jpy as { problems: { q: string } }).problems.q;
    expect(fieldText(reason, 'en')).toBe('JPY amounts take no decimals');
    expect(fieldText(reason, 'es')).toBe('Los montos en JPY no llevan decimales');
    expect(read({ q: 'USD 12', min: '3', currency: 'USD' })).toMatchObject({
      ok: false,
      problems: { q: 'amountTwice' },
    });
    expect(read({ q: 'USD 12', currency: 'COP' })).toMatchObject({
      ok: false,
      problems: { q: 'currencyTwice' },
    });
  });

  it('reads a range, and a highest amount alone from zero', () => {
    expect(read({ min: '10', max: '20.50', currency: 'USD' })).toMatchObject({
      search: { amount: { currency: 'USD', min: 1000, max: 2050 } },
    });
    expect(read({ max: '20', currency: 'USD' })).toMatchObject({
      search: { amount: { currency: 'USD', min: 0, max: 2000 } },
    });
  });

  it('refuses an amount without its currency at the currency', () => {
    expect(read({ min: '10' })).toEqual({ ok: false, problems: { currency: 'needsCurrency' } });
  });

  it('says each bad input at its own field', () => {
    const result = read({ q: '12ab!', min: '30', max: '20', currency: 'USD' });
    expect(result).toEqual({
      ok: false,
      problems: { q: 'boxUnknown', min: 'validation.amountRangeOrder' },
    });
    expect(read({ min: '12.50', currency: 'USD' }, 'es')).toMatchObject({
      ok: false,
      problems: { min: expect.stringMatching(/^validation\.amountSeparator /) },
    });
    expect(read({ min: '12.345', currency: 'USD' })).toMatchObject({
      ok: false,
      problems: { min: 'validation.decimals {"currency":"USD","decimals":"2"}' },
    });
    expect(read({ from: '31/02/2026' }, 'es')).toEqual({
      ok: false,
      problems: { from: 'badTime' },
    });
  });

  it('reads a time window in the language’s order, an end day to its last minute', () => {
    const result = read({ from: '26/11/2026 10:00', to: '26/11/2026' }, 'es');
    expect(result).toMatchObject({
      ok: true,
      search: {
        from: new Date(2026, 10, 26, 10, 0).getTime(),
        to: new Date(2026, 10, 26, 23, 59, 59, 999).getTime(),
      },
    });
    expect(read({ from: '11/27/2026', to: '11/26/2026' })).toEqual({
      ok: false,
      problems: { from: 'validation.timeRangeOrder' },
    });
  });

  it('takes only the API’s payment statuses', () => {
    expect(read({ status: 'CAPTURED' })).toMatchObject({ search: { status: 'CAPTURED' } });
    expect(read({ status: 'captured; drop' })).toEqual({
      ok: false,
      problems: { status: 'badStatus' },
    });
  });
});
