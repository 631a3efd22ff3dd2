import type { Resolution } from '../../../../shared/schemas/operation';

/** "it went through (payment pay-1, AUTHORIZED)": what an operator concluded, for every screen. */
export function resolutionText(resolution: Resolution): string {
  const what =
    resolution.verdict === 'went_through'
      ? `it went through${resolution.payment_id ? ` (payment ${resolution.payment_id}${resolution.payment_status ? `, ${resolution.payment_status}` : ''})` : ''}`
      : 'it did not go through';
  return resolution.note ? `${what}. Note: “${resolution.note}”` : what;
}
