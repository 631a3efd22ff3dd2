import { z } from 'zod';
import { Payment } from './payment';

/**
 * What the API shows about an operation whose outcome is unknown, read before anyone sends it
 * again. When the operation's payment is known (its target, or an id the answer revealed) that
 * payment is read; otherwise the merchant's payments around the operation's time are listed so
 * that the operator can recognise the one it made, if it made one.
 */
export const PaymentCandidate = z.object({
  payment: Payment,
  /** Its amount and currency equal the operation's. */
  amount_matches: z.boolean(),
});
export type PaymentCandidate = z.infer<typeof PaymentCandidate>;

export const PaymentSearch = z.object({
  merchant_id: z.string().optional(),
  /** The window searched, ISO-8601: a few minutes either side of the operation's attempts. */
  from: z.string(),
  to: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  /** Closest first: matching amounts, then nearest in time. */
  candidates: z.array(PaymentCandidate),
  /** False when the console stopped paging before reaching the start of the window. */
  complete: z.boolean(),
});
export type PaymentSearch = z.infer<typeof PaymentSearch>;

export const StatusCheck = z.object({
  operation_id: z.string(),
  checked_at: z.string(),
  /** The operation's own payment, read now. */
  payment: Payment.optional(),
  /** Set instead of `payment` when no payment id was known. */
  search: PaymentSearch.optional(),
});
export type StatusCheck = z.infer<typeof StatusCheck>;
