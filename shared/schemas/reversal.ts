import { z } from 'zod';
import { optionalText, ResourceId, whenValid } from './common';
import { ConfirmationCode } from './confirmation';
import { AboveCeilingConfirmed, AmountText, checkedAmount, Currency } from './money';
import { fieldReason } from '../validation-words';

/**
 * How each kind takes an amount; the rules are the API's state machine (api-notes). The words
 * people read for each kind live in the renderer's catalogs, keyed by kind.
 */
export const REVERSAL_KINDS = {
  CAPTURE: { amount: 'optional' },
  REFUND: { amount: 'optional' },
  CANCELLATION: { amount: 'none' },
  REVERSAL: { amount: 'none' },
  ADJUSTMENT: { amount: 'required' },
} as const;

export const ReversalType = z.enum(
  ['CAPTURE', 'REFUND', 'CANCELLATION', 'REVERSAL', 'ADJUSTMENT'],
  {
    error: fieldReason('chooseAction'),
  },
);
export type ReversalType = z.infer<typeof ReversalType>;

export const ReversalInput = z
  .object({
    transaction_id: ResourceId,
    /**
     * The payment the transaction belongs to, when the screen knows it: not sent, but journaled,
     * so a refused capture is still found, and shown, under its payment.
     */
    payment_id: optionalText(ResourceId.optional()),
    type: ReversalType,
    amount: optionalText(AmountText.optional()),
    currency: optionalText(Currency.optional()),
    confirmation: ConfirmationCode.optional(),
    above_ceiling_confirmed: AboveCeilingConfirmed,
  })
  // Both checks run whatever else is wrong (a missing transaction id must not hide a wrong
  // amount), but only on the fields they read once those are valid.
  .superRefine(
    (value, ctx) => {
      const rule = REVERSAL_KINDS[value.type].amount;
      if (rule === 'none' && value.amount) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: fieldReason('noAmount'),
        });
      }
      if (rule === 'required' && !value.amount) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: fieldReason('adjustmentAmount'),
        });
      }
    },
    { when: whenValid('type', 'amount') },
  )
  .superRefine(
    (value, ctx) => {
      if (value.amount && value.currency) {
        checkedAmount(value.amount, value.currency, ctx, ['amount']);
      }
    },
    { when: whenValid('type', 'amount', 'currency') },
  );

export type ReversalInput = z.input<typeof ReversalInput>;
