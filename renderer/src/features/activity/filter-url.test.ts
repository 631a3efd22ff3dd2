import { describe, expect, it } from 'vitest';
import { ActivityFilter } from '../../../../shared/schemas/activity';
import { parseSearch } from '../../app/router';
import { activityHref, activitySearchOf, filterOf, unreadParts } from './filter-url';
import { targetIds } from './format';
import { isoToLocalInput, localInputToIso } from './time';

/** What the activity route reads from an address's query. */
const filterFromQuery = (query: string) => filterOf(activitySearchOf(parseSearch(query)));

describe('what an address says that is not applied', () => {
  it('keeps saying it once the router writes the address back with what it read', () => {
    const first = activitySearchOf(parseSearch('?outcome=bogus'));
    expect(first.unread).toEqual(['outcome=bogus']);
    expect(
      activitySearchOf(parseSearch(`?${new URLSearchParams({ unread: 'outcome=bogus' })}`)).unread,
    ).toEqual(['outcome=bogus']);
    expect(filterOf(first)).toEqual({});
  });

  it('names each value and key the filter dropped, and nothing it applied', () => {
    expect(
      unreadParts(
        parseSearch('?search=trx-42&outcome=unknown&outcome=bogus&colour=red&from=yesterday&to='),
      ),
    ).toEqual(['outcome=bogus', 'colour=red', 'from=yesterday']);
    expect(
      unreadParts(parseSearch('?scope=team&outcome=failed&operation=pos:cancelOrRefund')),
    ).toEqual([]);
  });
});

describe('filter in the address', () => {
  it('round-trips every field through the address', () => {
    const filter = {
      search: 'b1c2d3e4-0000-4000-8000-000000000001',
      operations: ['payments:authorize', 'pos:cancelOrRefund'],
      outcomes: ['declined', 'unknown'],
      profile_id: 'prod-eu',
      from: '2025-12-01T08:30:00.000+05:30',
      to: '2025-12-02T18:00:59.999-05:00',
    } satisfies ActivityFilter;
    const href = activityHref(filter);
    expect(href.startsWith('#/activity?search=')).toBe(true);
    expect(filterFromQuery(`?${href.split('?')[1]}`)).toEqual(filter);
    expect(activityHref({})).toBe('#/activity');
    expect(activityHref({ search: 'trx-1' })).toBe('#/activity?search=trx-1');
    expect(activityHref({ search: 'x' }, 'team')).toBe('#/activity?scope=team&search=x');
  });

  it('drops what the contract would refuse instead of sending it', () => {
    expect(
      filterFromQuery(
        `?outcome=maybe&operation=users:get&from=2025-13-99&search=${'x'.repeat(201)}`,
      ),
    ).toEqual({});
  });
});

describe('datetime-local ↔ ISO with offset', () => {
  it('adds the machine’s offset, and an end covers its whole minute', () => {
    const start = localInputToIso('2025-06-15T09:05')!;
    const end = localInputToIso('2025-06-15T09:05', true)!;
    expect(ActivityFilter.shape.from.safeParse(start).success).toBe(true);
    expect(start).toMatch(/^2025-06-15T09:05:00\.000[+-]\d{2}:\d{2}$/);
    expect(Date.parse(start)).toBe(new Date(2025, 5, 15, 9, 5).getTime());
    expect(Date.parse(end) - Date.parse(start)).toBe(59_999);
    expect(isoToLocalInput(end)).toBe('2025-06-15T09:05');
    expect(localInputToIso('2025-06-15')).toBeUndefined();
  });
});

describe('rows in words', () => {
  it('lists payment, transactions, instrument and masked card once each', () => {
    expect(
      targetIds({
        targets: { merchant_id: 'mer-1', card: '519187…6422', payment_id: 'pay-1' },
        // As main reads `{payment_id, instrument_id, transaction: {id}}` from the answer.
        ids: { payment_id: 'pay-1', instrument_id: 'ins-9', transaction_id: 'trx-1' },
      }),
    ).toEqual(['pay-1', 'trx-1', 'ins-9', '519187…6422']);
  });
});
