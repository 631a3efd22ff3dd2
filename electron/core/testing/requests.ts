import type { MoneyRequest } from '../pipeline/money-pipeline';

/** A payment authorization of a stored seed card, as the pipeline receives it. */
export function storedCardAuthorization(
  value: number,
  { merchant = 'mer-seed-store-1', instrument = 'ins-seed-visa-approved' } = {},
): MoneyRequest {
  return {
    kind: 'payments:authorize',
    path: '/v1/payments/authorizations',
    body: {
      merchant_id: merchant,
      instrument: { id: instrument },
      amount: { value, currency: 'USD' },
      type: 'SALE',
    },
    targets: { merchant_id: merchant, instrument_id: instrument },
    amount: { value, currency: 'USD' },
  };
}
