import { describe, expect, it } from 'vitest';
import { LocalFilterFields, matchesLocalFilters } from './local-filters';
import { payment } from './test-fixtures';

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe('date and amount filters on loaded payments', () => {
  const early = payment('pay-early', {
    created_at: at('2026-11-01T09:00:00'),
    initial_amount: 20,
    transactions: [],
  });
  const late = payment('pay-late', {
    created_at: at('2026-11-22T23:30:00'),
    initial_amount: 200,
    transactions: [],
  });

  it('keeps whole local days at both ends of the range', () => {
    const range = { from: '2026-11-01', to: '2026-11-22' };
    expect(matchesLocalFilters(early, range)).toBe(true);
    expect(matchesLocalFilters(late, range)).toBe(true);
    expect(matchesLocalFilters(late, { to: '2026-11-21' })).toBe(false);
    expect(matchesLocalFilters(early, { from: '2026-11-02' })).toBe(false);
  });

  it('filters by the sale amount, bounds included', () => {
    expect(matchesLocalFilters(early, { min: 20, max: 20 })).toBe(true);
    expect(matchesLocalFilters(late, { max: 199.99 })).toBe(false);
    expect(matchesLocalFilters(early, { min: 20.01 })).toBe(false);
  });

  it('refuses a backwards range and an amount that is not a number, at the field', () => {
    const result = LocalFilterFields.safeParse({ from: '2026-11-22', to: '2026-11-01', min: '-5' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['min', 'badAmount'],
        ['to', 'badRange'],
      ]),
    );
  });
});
