import type { ReversalType } from '../../../../shared/schemas/reversal';
import { hrefOf } from '../../app/router';

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
