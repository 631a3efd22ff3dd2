import { describe, expect, it } from 'vitest';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { closestFirst } from './found-payment';
import { AROUND_MS, EMPTY_WITHOUT_ID, readWithoutId, type WithoutIdFields } from './without-id';

const read = (fields: Partial<WithoutIdFields>, language = 'en') =>
  readWithoutId({ ...EMPTY_WITHOUT_ID, ...fields }, language);

describe('readWithoutId', () => {
  it('finds by the trace number alone', () => {
    expect(read({ trace: ' 0112345678 ', lastFour: '12' })).toEqual({
      ok: true,
      search: { traceId: '0112345678', order: 'newest', limit: 50 },
      at: undefined,
    });
  });

  it('reads last four, an amount in Spanish and an hour into a window of three hours either side', () => {
    const at = new Date(2026, 10, 26, 14, 30).getTime();
    expect(
      read({ lastFour: '4242', amount: '45.000', currency: 'COP', when: '26/11/2026 14:30' }, 'es'),
    ).toEqual({
      ok: true,
      search: {
        lastFour: '4242',
        amount: { currency: 'COP', min: 45_000, max: 45_000 },
        from: at - AROUND_MS,
        to: at + AROUND_MS,
        order: 'newest',
        limit: 200,
      },
      at,
    });
  });

  it('takes a day without an hour as the whole day', () => {
    const result = read({ lastFour: '4242', amount: '12.50', currency: 'USD', when: '11/26/2026' });
    expect(result).toMatchObject({
      ok: true,
      search: {
        from: new Date(2026, 10, 26).getTime(),
        to: new Date(2026, 10, 26, 23, 59, 59, 999).getTime(),
      },
    });
  });

  it('says what is missing or wrong at each field', () => {
    expect(read({})).toEqual({
      ok: false,
      problems: { trace: 'needSomething', amount: 'needAmount', when: 'needWhen' },
    });
    expect(read({ lastFour: '42a2', amount: '10', when: 'yesterday' })).toEqual({
      ok: false,
      problems: {
        lastFour: 'validation.lastFourDigits',
        currency: 'needsCurrency',
        when: 'badTime',
      },
    });
    expect(read({ trace: 'has space' })).toEqual({
      ok: false,
      problems: { trace: 'validation.traceNumber' },
    });
  });
});

describe('closestFirst', () => {
  const row = (id: string, createdAt: number): FoundPayment => ({
    seq: 0,
    id,
    traceId: null,
    merchantId: null,
    status: 'CAPTURED',
    amountMinor: 100,
    currency: 'USD',
    cardBrand: null,
    bin: null,
    lastFour: '4242',
    userId: null,
    instrumentId: null,
    createdAt,
    updatedAt: null,
  });

  it('ranks candidates by their distance to the time remembered, either side', () => {
    const at = 10_000_000;
    const rows = [row('far', at - 9_000), row('after', at + 1_000), row('before', at - 2_000)];
    expect(closestFirst(rows, at).map((r) => r.id)).toEqual(['after', 'before', 'far']);
  });
});
