import { describe, expect, it } from 'vitest';
import { ResourceId } from '../../../shared/schemas/common';
import { href, parseHash, validId } from './router';

describe('parseHash', () => {
  it.each([
    ['', { name: 'instruments' }],
    ['#/', { name: 'instruments' }],
    ['#/instruments', { name: 'instruments' }],
    ['#/instruments/new', { name: 'instrument-new' }],
    ['#/instruments/ins-42', { name: 'instrument', id: 'ins-42' }],
    ['#/instruments/ins-42/', { name: 'instrument', id: 'ins-42' }],
    ['#/instruments/ins-42/edit', { name: 'instrument-edit', id: 'ins-42' }],
  ])('%s', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });

  it('refuses ids that could reach another resource', () => {
    expect(parseHash('#/instruments/..%2Fusers').name).toBe('not-found');
    expect(parseHash('#/instruments/a%3Fb').name).toBe('not-found');
    expect(parseHash('#/nowhere').name).toBe('not-found');
  });

  it('hands the other areas their sub-path', () => {
    expect(parseHash('#/users/usr-1')).toEqual({ name: 'area', area: 'users', rest: ['usr-1'] });
    expect(parseHash('#/pos?payment=pay-1')).toEqual({
      name: 'area',
      area: 'pos',
      rest: ['?payment=pay-1'],
    });
    expect(parseHash('#/transactions/reverse?transaction=trx-1')).toMatchObject({
      rest: ['reverse?transaction=trx-1'],
    });
  });

  it('round-trips through href', () => {
    const route = { name: 'instrument-edit', id: 'ins_9-x' } as const;
    expect(parseHash(href(route))).toEqual(route);
  });
});

describe('validId', () => {
  it('accepts exactly what the ResourceId schema accepts, as it would return it', () => {
    const samples = ['ins-42', ' ins-42 ', '', ' ', 'a'.repeat(128), 'a'.repeat(129), 'a/b', 'ü'];
    for (const sample of samples) {
      const parsed = ResourceId.safeParse(sample);
      expect(validId(encodeURIComponent(sample))).toBe(parsed.success ? parsed.data : undefined);
    }
    expect(validId('%E0%A4%A')).toBeUndefined();
  });
});
