import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountOf, isAbsent, rawText, textOf, timestampOf } from './normalize';

describe('amountOf', () => {
  it('reads a number, a numeric string and {value, currency} as the same amount', () => {
    expect(amountOf(100, 'USD')).toEqual({
      state: 'value',
      value: { value: 100, currency: 'USD' },
    });
    expect(amountOf('100', 'USD')).toEqual({
      state: 'value',
      value: { value: 100, currency: 'USD' },
    });
    expect(amountOf({ value: '99.99', currency: 'EUR' }, 'USD')).toEqual({
      state: 'value',
      value: { value: 99.99, currency: 'EUR' },
    });
    expect(amountOf({ value: 20 }, 'COP')).toEqual({
      state: 'value',
      value: { value: 20, currency: 'COP' },
    });
    expect(amountOf(20)).toEqual({ state: 'value', value: { value: 20 } });
  });

  it('takes null, a missing value and "" as absent', () => {
    for (const raw of [null, undefined, '', { value: '' }, { value: null, currency: 'USD' }]) {
      expect(amountOf(raw, 'USD')).toEqual({ state: 'absent' });
    }
  });

  it('keeps anything else as sent, marked unexpected', () => {
    for (const raw of ['ten', true, [1], { amount: 5 }, { value: 'x' }, Number.NaN]) {
      expect(amountOf(raw, 'USD')).toEqual({ state: 'unexpected', raw });
    }
    expect(amountOf({ value: 5, currency: 7 })).toEqual({
      state: 'unexpected',
      raw: { value: 5, currency: 7 },
    });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (raw, currency) => {
        const read = amountOf(raw, currency);
        expect(['value', 'absent', 'unexpected']).toContain(read.state);
      }),
    );
  });
});

describe('timestampOf', () => {
  const at = new Date('2025-11-03T01:56:34.000Z');

  it('reads Unix seconds, Unix milliseconds and their digit strings as one instant', () => {
    expect(timestampOf(1762134994)).toEqual({ state: 'value', value: at });
    expect(timestampOf(1762134994000)).toEqual({ state: 'value', value: at });
    expect(timestampOf('1762134994')).toEqual({ state: 'value', value: at });
  });

  it('reads ISO-8601 text with the sandbox’s microseconds', () => {
    expect(timestampOf('2025-11-03T10:44:56.570875Z')).toEqual({
      state: 'value',
      value: new Date('2025-11-03T10:44:56.570Z'),
    });
    expect(timestampOf('2025-11-03T10:44:56+02:00')).toEqual({
      state: 'value',
      value: new Date('2025-11-03T08:44:56Z'),
    });
  });

  it('takes "" and null as absent, and text that is no time as unexpected', () => {
    expect(timestampOf('')).toEqual({ state: 'absent' });
    expect(timestampOf(null)).toEqual({ state: 'absent' });
    for (const raw of ['yesterday', '2025-13-45T99:99:99Z', -5, 0, { at: 1 }, true]) {
      expect(timestampOf(raw)).toEqual({ state: 'unexpected', raw });
    }
  });
});

describe('textOf and friends', () => {
  it('keeps text, takes "" as absent and a number as unexpected', () => {
    expect(textOf('AUTHORIZED')).toEqual({ state: 'value', value: 'AUTHORIZED' });
    expect(textOf('')).toEqual({ state: 'absent' });
    expect(textOf(12)).toEqual({ state: 'unexpected', raw: 12 });
  });

  it('isAbsent follows the API’s convention and nothing more', () => {
    expect([null, undefined, ''].every(isAbsent)).toBe(true);
    expect([0, false, ' ', []].some(isAbsent)).toBe(false);
  });

  it('rawText shows a value as the API sent it', () => {
    expect(rawText('x')).toBe('x');
    expect(rawText({ a: 1 })).toBe('{"a":1}');
    expect(rawText(undefined)).toBe('undefined');
  });
});
