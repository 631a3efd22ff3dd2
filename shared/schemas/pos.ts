import { z } from 'zod';
import { OperationId, ResourceId } from './common';
import { ConfirmationCode } from './confirmation';

export const CancelOrRefundInput = z.object({
  payment_id: ResourceId,
  confirmation: ConfirmationCode.optional(),
  /**
   * The unknown outcome the person came here to settle (its payment id was never known). Main
   * settles it only if the payment acted on is plausibly the one it tried; never sent to the API.
   */
  resolves: OperationId.optional(),
});
export type CancelOrRefundInput = z.input<typeof CancelOrRefundInput>;
