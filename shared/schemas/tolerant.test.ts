import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { amountOf, textOf } from './normalize';
import { fieldOf, notAnObject, rawOf, setAsideOf } from './set-aside';
import { tolerantObject } from './tolerant';

const Thing = tolerantObject({
  id: z.string().default(''),
  name: z.string().nullish(),
  amount: z.union([z.number(), z.string()]).nullish(),
  inner: tolerantObject({ code: z.string().nullish() }).nullish(),
});

describe('tolerantObject', () => {
  it('keeps fitting fields typed and unknown fields as they are', () => {
    expect(Thing.parse({ id: 't-1', name: 'a', extra: [1] })).toEqual({
      id: 't-1',
      name: 'a',
      extra: [1],
    });
  });

  it('sets a misfit aside instead of refusing the answer, one field at a time', () => {
    const parsed = Thing.parse({ id: 't-1', name: 7, amount: 5, inner: { code: false } });
    expect(parsed.name).toBeUndefined();
    expect(parsed.amount).toBe(5);
    expect(setAsideOf(parsed)).toEqual({ name: 7 });
    expect(setAsideOf(parsed.inner)).toEqual({ code: false });
    expect(fieldOf(parsed, 'name', textOf)).toEqual({ state: 'unexpected', raw: 7 });
    expect(fieldOf(parsed, 'amount', amountOf)).toEqual({ state: 'value', value: { value: 5 } });
  });

  it('reads a missing id as "" and a non-object as a whole set aside', () => {
    expect(Thing.parse({}).id).toBe('');
    const odd = Thing.parse({ id: 't', inner: 'CARD' });
    expect(notAnObject(odd.inner)).toEqual({ raw: 'CARD' });
    expect(fieldOf(odd.inner, 'code', textOf)).toEqual({ state: 'unexpected', raw: 'CARD' });
    // "" is the API's "no value": no mark, and still given back as sent.
    const empty = Thing.parse({ id: 't', inner: '' });
    expect(notAnObject(empty.inner)).toBeUndefined();
    expect(fieldOf(empty.inner, 'code', textOf)).toEqual({ state: 'absent' });
    expect(rawOf(empty)).toEqual({ id: 't', inner: '' });
    expect(Thing.parse('not json at all')).toMatchObject({ id: '' });
  });

  it('parses any JSON, idempotently, and rawOf gives back exactly what was sent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const once = Thing.parse(raw);
        expect(Thing.parse(once)).toEqual(once);
        // Only the id the screens need is filled in ("" when missing); all else round-trips.
        const sent = withoutProto(raw);
        const withId =
          typeof sent === 'object' && sent !== null && !Array.isArray(sent) && !('id' in sent)
            ? { ...sent, id: '' }
            : sent === null
              ? { id: '' }
              : sent;
        expect(rawOf(once)).toEqual(withId);
      }),
    );
    const sent = { id: 3, name: 'x', inner: { code: 1, more: true }, amount: { v: 1 } };
    expect(rawOf(Thing.parse(sent))).toEqual(sent);
  });

  it('gives back no "__proto__" key from an answer set aside whole (an array where an object was due)', () => {
    const whole = Thing.parse(JSON.parse('[{"__proto__":false,"a":1}]'));
    const given = rawOf(whole) as Record<string, unknown>[];
    expect(given).toEqual([{ a: 1 }]);
    expect(Object.keys(given[0]!)).toEqual(['a']);
  });
});

/** What was sent, less its "__proto__" keys, which reading never keeps. */
function withoutProto(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProto);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__')
      .map(([key, field]) => [key, withoutProto(field)]),
  );
}

describe('rawOf', () => {
  it('never gives back a "__proto__" key, at any depth, and never changes a prototype', () => {
    const raw = JSON.parse(
      '{"a":{"__proto__":{"polluted":1},"b":2},"__proto__":{"x":1}}',
    ) as object;
    const back = rawOf(Thing.parse(raw)) as Record<string, Record<string, unknown>>;
    expect(back).toEqual({ id: '', a: { b: 2 } });
    expect(Object.getOwnPropertyNames(back.a)).toEqual(['b']);
    expect(Object.getPrototypeOf(back.a)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
