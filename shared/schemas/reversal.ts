import { z } from 'zod';
import { optionalText, ResourceId } from './common';
import { ConfirmationCode } from './confirmation';
import { AmountText, checkedAmount, Currency } from './money';

/** One line per kind, shown by the form; the rules are the API's state machine (api-notes). */
export const REVERSAL_KINDS = {
  CAPTURE: {
    label: 'Capture',
    amount: 'optional',
    help: 'Take money that was authorized; part or all of what is left.',
  },
  REFUND: {
    label: 'Refund',
    amount: 'optional',
    help: 'Give back money already captured; part or all of it.',
  },
  CANCELLATION: {
    label: 'Cancellation',
    amount: 'none',
    help: 'Release an authorization that was never captured.',
  },
  REVERSAL: {
    label: 'Reversal',
    amount: 'none',
    help: 'Undo an authorization before capture (network reversal).',
  },
  ADJUSTMENT: {
    label: 'Adjustment',
    amount: 'required',
    help: 'Change the authorized amount before capture.',
  },
} as const;

export const ReversalType = z.enum(
  ['CAPTURE', 'REFUND', 'CANCELLATION', 'REVERSAL', 'ADJUSTMENT'],
  {
    error: 'Choose what to do',
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
  })
  .superRefine((value, ctx) => {
    const rule = REVERSAL_KINDS[value.type].amount;
    if (rule === 'none' && value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `A ${value.type.toLowerCase()} takes no amount: it always covers the whole authorization`,
      });
    }
    if (rule === 'required' && !value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'An adjustment needs the new amount',
      });
    }
    if (value.amount && value.currency) {
      checkedAmount(value.amount, value.currency, ctx, ['amount']);
    }
  });
export type ReversalInput = z.input<typeof ReversalInput>;
