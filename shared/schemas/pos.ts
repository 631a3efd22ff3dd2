import { z } from 'zod';
import { ResourceId, Timestamp } from './common';
import { ConfirmationCode } from './confirmation';
import { Money } from './money';
import { Payment } from './payment';

export const CancelOrRefundInput = z.object({
  payment_id: ResourceId,
  confirmation: ConfirmationCode.optional(),
});
export type CancelOrRefundInput = z.input<typeof CancelOrRefundInput>;

/** What the API did: only CANCELLED and REFUNDED move money; the others report the past. */
export const CancelOrRefundAnswer = z.looseObject({
  payment_id: z.string().nullish(),
  action: z.string().nullish(),
  amount: Money.nullish(),
  transaction_id: z.string().nullish(),
  resolved_at: Timestamp.nullish(),
  payment: Payment.nullish(),
});
export type CancelOrRefundAnswer = z.infer<typeof CancelOrRefundAnswer>;
