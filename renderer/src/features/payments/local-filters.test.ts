import { describe, expect, it } from 'vitest';
import {
  BADGE_FILTERS,
  LocalFilterFields,
  matchesLocalFilters,
  serverStatusFor,
} from './local-filters';
import { PAYMENT_STATE_NAMES } from '../../../../shared/schemas/states';
import { settlementOf, settlementWordKey } from './settlement';
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
    expect(matchesLocalFilters(early, { currency: 'USD', min: 20, max: 20 })).toBe(true);
    expect(matchesLocalFilters(late, { currency: 'USD', max: 199.99 })).toBe(false);
    expect(matchesLocalFilters(early, { currency: 'USD', min: 20.01 })).toBe(false);
  });

  it('compares amounts only within the chosen currency', () => {
    const pesos = payment('pay-pesos', {
      currency: 'COP',
      initial_amount: 50000,
      transactions: [],
    });
    expect(matchesLocalFilters(pesos, { currency: 'USD', min: 10 })).toBe(false);
    expect(matchesLocalFilters(pesos, { currency: 'COP', min: 10 })).toBe(true);
    expect(matchesLocalFilters(late, { currency: 'COP' })).toBe(false);
    const bare = LocalFilterFields.safeParse({ min: '10' });
    expect(bare.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['currency', 'needsCurrency'],
    ]);
    expect(LocalFilterFields.safeParse({ min: '10', currency: 'USD' }).success).toBe(true);
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

describe('the status filter speaks the badges’ words', () => {
  const captured = payment('pay-captured', { captured_amount: 150 });
  const partlyRefunded = payment('pay-partly', { captured_amount: 150, refunded_amount: 50 });
  const refunded = payment('pay-refunded', { captured_amount: 150, refunded_amount: 150 });
  const authorized = payment('pay-authorized', { status: 'AUTHORIZED' });
  const all = [captured, partlyRefunded, refunded, authorized];

  it('keeps exactly the rows whose badge says the chosen word', () => {
    for (const badge of BADGE_FILTERS) {
      for (const p of all) {
        expect(matchesLocalFilters(p, { badge })).toBe(
          settlementWordKey(settlementOf(p)) === badge,
        );
      }
    }
    // All three are CAPTURED to the API; only one is badged "Charged".
    expect(all.filter((p) => matchesLocalFilters(p, { badge: 'charged' }))).toEqual([captured]);
  });

  it('offers every payment status the API has, by the word its row shows', () => {
    for (const status of PAYMENT_STATE_NAMES) {
      expect(BADGE_FILTERS).toContain(
        settlementWordKey(settlementOf(payment('pay-s', { status }))),
      );
    }
    const failed = payment('pay-failed', { status: 'FAILED' });
    const rejected = payment('pay-rejected', { status: 'REJECTED' });
    expect(matchesLocalFilters(failed, { badge: 'FAILED' })).toBe(true);
    expect(matchesLocalFilters(rejected, { badge: 'FAILED' })).toBe(false);
    expect(matchesLocalFilters(rejected, { badge: 'REJECTED' })).toBe(true);
  });

  it('asks the API for a status only where the badge comes from that status alone', () => {
    expect(serverStatusFor('authorized')).toBe('AUTHORIZED');
    for (const badge of BADGE_FILTERS.filter((b) => b !== 'authorized')) {
      expect(serverStatusFor(badge)).toBeUndefined();
    }
    expect(
      settlementOf(payment('pay-x', { status: 'AUTHORIZED', captured_amount: 20 })).state,
    ).not.toBe('authorized');
  });
});
