import { describe, expect, it } from 'vitest';
import { hrefOf, parseSearch, stringifySearch } from './router';
import { router } from './routes';

/** The route a path lands on, with its parsed params and search. */
function landing(href: string) {
  const location = router.parseLocation(router.history.location, undefined);
  const [pathname, searchStr = ''] = href.split('?');
  const matches = router.matchRoutes({
    ...location,
    pathname: pathname!,
    search: parseSearch(searchStr),
  });
  const leaf = matches.at(-1)!;
  return { route: leaf.routeId, params: leaf.params, search: leaf.search };
}

describe('the route tree', () => {
  it.each([
    ['/instruments', '/instruments'],
    ['/instruments/new', '/instruments/new'],
    ['/instruments/ins-42', '/instruments/$id'],
    ['/instruments/ins-42/edit', '/instruments/$id/edit'],
    ['/users/new', '/users/new'],
    ['/users/new/usr-2', '/users/new/$id'],
    ['/users/usr-1', '/users/$id'],
    ['/payments/pay-1', '/payments/$id'],
    ['/settings/team', '/settings/team'],
    ['/settings/new', '/settings/new'],
    ['/settings/prf-prod01', '/settings/$id'],
    ['/activity/op-capture001', '/activity/$id'],
    ['/activity/team/console-1/op-capture001', '/activity/team/$consoleId/$id'],
    ['/unknown-outcomes', '/unknown-outcomes'],
  ])('%s is %s', (path, route) => {
    expect(landing(path).route).toBe(route);
  });

  it('reads a path id with the ResourceId schema, trimmed as the schema trims it', () => {
    expect(landing('/payments/%20pay-1%20').params).toEqual({ id: 'pay-1' });
    expect(landing('/activity/team/c-1/op-capture001').params).toEqual({
      consoleId: 'c-1',
      id: 'op-capture001',
    });
  });

  it('reads the activity filter with the contract, leaving nothing of the address unread', () => {
    const { search } = landing(
      '/activity?search=trx-42&outcome=unknown&outcome=bogus&operation=users:get&from=yesterday',
    );
    expect(search).toMatchObject({ search: 'trx-42', outcome: ['unknown'] });
    expect(search).toMatchObject({ operation: undefined, from: undefined });
  });

  it('reads search ids with the ResourceId schema: a payment id it refuses is dropped, a transaction id is kept for its field to refuse', () => {
    expect(landing('/pos?payment=pay-1').search).toEqual({ payment: 'pay-1' });
    expect(landing('/pos?payment=..%2Fx').search).toEqual({ payment: undefined });
    expect(landing('/transactions/reverse?transaction=trx-1&type=REFUND').search).toEqual({
      transaction: 'trx-1',
      type: 'REFUND',
    });
    expect(landing('/transactions/reverse?transaction=a/b&type=STEAL').search).toEqual({
      transaction: 'a/b',
      type: undefined,
    });
    expect(landing('/transactions/reverse?transaction=%20').search).toEqual({
      transaction: undefined,
      type: undefined,
    });
  });
});

describe('links', () => {
  it('are hash addresses with every param encoded', () => {
    expect(hrefOf({ to: '/payments/$id', params: { id: 'pay-1' } })).toBe('#/payments/pay-1');
    expect(hrefOf({ to: '/pos', search: { payment: 'pay-1' } })).toBe('#/pos?payment=pay-1');
    expect(
      hrefOf({ to: '/transactions/reverse', search: { transaction: 'trx-1', type: 'CAPTURE' } }),
    ).toBe('#/transactions/reverse?transaction=trx-1&type=CAPTURE');
    expect(
      hrefOf({ to: '/activity', search: { search: '12 34', outcome: ['unknown', 'failed'] } }),
    ).toBe('#/activity?search=12+34&outcome=unknown&outcome=failed');
  });
});

describe('search params', () => {
  it('keep the plain a=1&a=2 shape, every value a string, as older links write them', () => {
    expect(parseSearch('?search=0042&outcome=unknown&outcome=failed')).toEqual({
      search: '0042',
      outcome: ['unknown', 'failed'],
    });
    expect(
      stringifySearch({ search: '0042', outcome: ['unknown', 'failed'], none: undefined }),
    ).toBe('?search=0042&outcome=unknown&outcome=failed');
    expect(stringifySearch({})).toBe('');
  });
});
