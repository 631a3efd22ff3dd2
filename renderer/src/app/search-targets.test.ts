import { describe, expect, it } from 'vitest';
import { searchTargets } from './search-targets';

const first = (q: string) => searchTargets(q)[0];

describe('searchTargets', () => {
  it('opens a payment, an instrument or a user by its id, and offers its activity', () => {
    expect(searchTargets(' pay-123 ')).toEqual([
      { kind: 'payment', href: '#/payments/pay-123', value: 'pay-123' },
      { kind: 'activity', href: '#/activity?search=pay-123', value: 'pay-123' },
      { kind: 'finder', href: '#/payments/find?q=pay-123', value: 'pay-123' },
    ]);
    expect(first('ins-9')?.href).toBe('#/instruments/ins-9');
    expect(first('usr-7')?.href).toBe('#/users/usr-7');
  });

  it('opens an operation in the activity inspector', () => {
    expect(searchTargets('op-abc')[0]).toEqual({
      kind: 'operation',
      href: '#/activity/op-abc',
      value: 'op-abc',
    });
  });

  it('looks a transaction id or an idempotency key up in Activity', () => {
    expect(first('trx-5')).toEqual({
      kind: 'activity',
      href: '#/activity?search=trx-5',
      value: 'trx-5',
    });
    const key = '3f2b8c1e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';
    expect(first(key)?.href).toBe(`#/activity?search=${key}`);
  });

  it('reads four digits as a card’s last four', () => {
    expect(first('1111')).toMatchObject({ kind: 'instruments', value: '1111' });
  });

  it('offers nothing for what can be neither an id nor a trace number', () => {
    expect(searchTargets('')).toEqual([]);
    expect(searchTargets('   ')).toEqual([]);
    expect(searchTargets('pay 1; drop')).toEqual([]);
  });

  it('finds payments by a trace number first, and by last four or an id after the rest', () => {
    expect(first('0112345678')).toEqual({
      kind: 'finder',
      href: '#/payments/find?q=0112345678',
      value: '0112345678',
    });
    expect(searchTargets('1111').map((target) => target.kind)).toEqual(['instruments', 'finder']);
    expect(searchTargets('usr-7').at(-1)).toEqual({
      kind: 'finder',
      href: '#/payments/find?q=usr-7',
      value: 'usr-7',
    });
  });

  it('offers no finder for what its box would refuse', () => {
    expect(searchTargets('12ab!').map((target) => target.kind)).not.toContain('finder');
    expect(searchTargets('visa').map((target) => target.kind)).not.toContain('finder');
    expect(searchTargets('usr-abc').at(-1)).toMatchObject({ kind: 'finder' });
  });
});
