import type { Resolution } from '../../../../shared/schemas/operation';

/** "it went through (payment pay-1, AUTHORIZED)": what an operator concluded, for every screen. */
export function resolutionText(resolution: Resolution): string {
  const payment = resolution.payment_id
    ? ` (payment ${resolution.payment_id}${resolution.payment_status ? `, ${resolution.payment_status}` : ''})`
    : '';
  const what = {
    went_through: `it went through${payment}`,
    did_not_happen: 'it did not go through',
    resent: 'it was sent again with the same key',
    cancel_or_refund: `the payment was cancelled or refunded${payment}`,
  }[resolution.verdict];
  return resolution.note ? `${what}. Note: “${resolution.note}”` : what;
}
