import type { ReversalType } from '../../../../shared/schemas/reversal';
import { hrefOf } from '../../app/router';
import type { PosLookup } from '../finder/outcome-search';

/** Where other screens send someone about a payment: its page, cancel-or-refund, a reversal. */

export function paymentHref(id: string): string {
  return hrefOf({ to: '/payments/$id', params: { id } });
}

export function posHref(paymentId: string): string {
  return hrefOf({ to: '/pos', search: { payment: paymentId } });
}

export function reverseHref(transactionId: string, type: ReversalType): string {
  return hrefOf({ to: '/transactions/reverse', search: { transaction: transactionId, type } });
}

/**
 * Cancel-or-refund with its "without the id" search open and filled with what is known, carrying
 * the unknown operation it is meant to settle: main settles it if the payment acted on fits.
 */
export function posLookupHref(lookup: PosLookup, resolves?: string): string {
  return hrefOf({
    to: '/pos',
    search: { ...lookup, lookup: 'unknown', ...(resolves ? { resolves } : {}) },
  });
}
