import type { ParsedInputOf } from '../../../shared/contract';
import type { MoneyRequest } from '../pipeline/money-pipeline';

/** Capture, refund, cancellation, reversal or adjustment of one transaction (api-notes op 10). */
export function reversalRequest(input: ParsedInputOf<'transactions:reverse'>): MoneyRequest {
  const value = input.amount === undefined ? undefined : Number(input.amount);
  return {
    kind: 'transactions:reverse',
    path: `/v1/transactions/${encodeURIComponent(input.transaction_id)}/reversals`,
    body: {
      type: input.type,
      ...(value !== undefined
        ? { amount: { value, ...(input.currency ? { currency: input.currency } : {}) } }
        : {}),
    },
    what: `${input.type[0]}${input.type.slice(1).toLowerCase()} of transaction ${input.transaction_id}`,
    targets: { transaction_id: input.transaction_id },
    ...(value !== undefined && input.currency
      ? { amount: { value, currency: input.currency } }
      : {}),
  };
}

/** POS cancel-or-refund (api-notes op 11): for a payment whose state the caller does not know. */
export function cancelOrRefundRequest(input: ParsedInputOf<'pos:cancelOrRefund'>): MoneyRequest {
  return {
    kind: 'pos:cancelOrRefund',
    path: `/v1/pos/cancel-or-refund/${encodeURIComponent(input.payment_id)}`,
    body: {},
    what: `Cancel-or-refund of payment ${input.payment_id}`,
    targets: { payment_id: input.payment_id },
  };
}
