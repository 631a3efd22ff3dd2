import { describe, expect, it } from 'vitest';
import { EMPTY_FINDER, readFinderBox, readFinderFields, type FinderFields } from './finder-query';

const read = (fields: Partial<FinderFields>, language = 'en') =>
  readFinderFields({ ...EMPTY_FINDER, ...fields }, language);

describe('readFinderBox', () => {
  it('reads four digits as a card’s last four and anything else as a trace number', () => {
    expect(readFinderBox(' 4242 ')).toEqual({ lastFour: '4242' });
    expect(readFinderBox('0112345678')).toEqual({ traceId: '0112345678' });
    expect(readFinderBox('POS-77/3')).toEqual({ traceId: 'POS-77/3' });
    expect(readFinderBox('')).toEqual({});
  });

  it('reads a person’s, a card’s or a store’s id as whose payments', () => {
    expect(readFinderBox('usr-9')).toEqual({ userId: 'usr-9' });
    expect(readFinderBox('ins-3')).toEqual({ instrumentId: 'ins-3' });
    expect(readFinderBox('mer-seed-store-1')).toEqual({ merchantId: 'mer-seed-store-1' });
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
    const result = read({ q: 'trace with spaces', min: '30', max: '20', currency: 'USD' });
    expect(result).toEqual({
      ok: false,
      problems: { q: 'validation.traceNumber', min: 'validation.amountRangeOrder' },
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
