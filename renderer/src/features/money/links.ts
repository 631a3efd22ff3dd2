import type { ReversalType } from '../../../../shared/schemas/reversal';
import { areaHref } from '../../app/router';

/*
 * Query strings stay outside `areaHref`, which would encode the "?": the router hands
 * `reverse?transaction=…` to the area as one segment and `routeQuery` splits it again.
 */

export function paymentHref(id: string): string {
  return areaHref('payments', id);
}

export function posHref(paymentId: string): string {
  return `${areaHref('pos')}?${new URLSearchParams({ payment: paymentId }).toString()}`;
}

export function reverseHref(transactionId: string, type: ReversalType): string {
  const query = new URLSearchParams({ transaction: transactionId, type });
  return `${areaHref('transactions', 'reverse')}?${query.toString()}`;
}

/** `reverse?transaction=trx-1` → { name: 'reverse', params }; `?payment=x` → { name: '' }. */
export function routeQuery(segment: string | undefined): {
  name: string;
  params: URLSearchParams;
} {
  const [name = '', query = ''] = (segment ?? '').split(/\?(.*)/s);
  return { name, params: new URLSearchParams(query) };
}
