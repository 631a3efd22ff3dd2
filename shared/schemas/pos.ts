import { z } from 'zod';
import { ResourceId } from './common';
import { ConfirmationCode } from './confirmation';

export const CancelOrRefundInput = z.object({
  payment_id: ResourceId,
  confirmation: ConfirmationCode.optional(),
});
export type CancelOrRefundInput = z.input<typeof CancelOrRefundInput>;
