import { describe, expect, it } from 'vitest';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { outcomeLookup, outcomeSearch } from './outcome-search';

const report = (changes: Partial<OperationReport>): OperationReport =>
  ({
    operation_id: 'op-12345678',
    started_at: new Date(2026, 10, 26, 14, 5).toISOString(),
    amount: { value: 45.5, currency: 'usd' },
    ...changes,
  }) as OperationReport;

describe('outcomeSearch', () => {
  it('looks for the request’s trace number with its amount and currency', () => {
    expect(
      outcomeSearch(report({ request: { external_client_trace_id: '0112345678', amount: 1 } })),
    ).toMatchObject({ q: '0112345678', min: '45.50', currency: 'USD', from: '', to: '' });
  });

  it('without a trace number, looks half an hour either side of when it was sent', () => {
    expect(outcomeSearch(report({ request: { amount: { value: 45.5 } } }))).toMatchObject({
      q: '',
      min: '45.50',
      currency: 'USD',
      from: '2026-11-26T13:35',
      to: '2026-11-26T14:35',
    });
  });

  it('fills the amount with its currency’s minor digits: cents for USD, none for JPY, three for BHD', () => {
    const minOf = (value: number, currency: string) =>
      outcomeSearch(report({ amount: { value, currency } })).min;
    expect(minOf(1234.5, 'usd')).toBe('1234.50');
    expect(minOf(1500, 'JPY')).toBe('1500');
    expect(minOf(12.5, 'BHD')).toBe('12.500');
  });

  it('takes no trace number that the finder’s box could not search', () => {
    expect(outcomeSearch(report({ request: { external_client_trace_id: 'two words' } })).q).toBe(
      '',
    );
    // The API took it, but the box would say it is no trace number it can search, or an amount.
    for (const trace of ['A!7', '12.50']) {
      expect(outcomeSearch(report({ request: { external_client_trace_id: trace } }))).toMatchObject(
        { q: '', from: '2026-11-26T13:35' },
      );
    }
  });
});

describe('outcomeLookup', () => {
  it('fills a typed card’s last four from what the journal kept of it', () => {
    expect(outcomeLookup(report({ request: {}, targets: { card: '411111******1111' } }))).toEqual({
      lastFour: '1111',
      amount: '45.50',
      currency: 'USD',
      when: '2026-11-26T14:05',
    });
  });

  it('fills a stored instrument’s last four from the instrument as read', () => {
    const stored = report({ request: {}, targets: { instrument_id: 'ins-seed-visa-approved' } });
    expect(outcomeLookup(stored, '1111')).toEqual({
      lastFour: '1111',
      amount: '45.50',
      currency: 'USD',
      when: '2026-11-26T14:05',
    });
    // Not read (yet, or it could not be): the last four are left out, never guessed.
    expect(outcomeLookup(stored)).not.toHaveProperty('lastFour');
    expect(outcomeLookup(stored, '41111')).not.toHaveProperty('lastFour');
  });
});
