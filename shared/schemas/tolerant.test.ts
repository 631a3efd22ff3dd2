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
        const withId =
          typeof raw === 'object' && raw !== null && !Array.isArray(raw) && !('id' in raw)
            ? { ...raw, id: '' }
            : raw === null
              ? { id: '' }
              : raw;
        expect(rawOf(once)).toEqual(withId);
      }),
    );
    const sent = { id: 3, name: 'x', inner: { code: 1, more: true }, amount: { v: 1 } };
    expect(rawOf(Thing.parse(sent))).toEqual(sent);
  });
});
