import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currencyDecimals, formatMoney, toMinorUnits } from '../../../../shared/money';
import { ReversalInput } from '../../../../shared/schemas/reversal';
import { amountInputText, readingAmounts } from '../../lib/amount-input';
import { useFieldMessage } from '../../i18n/validation';
import { TextField } from '../../ui/TextField';
import { useOneSubmit } from '../money/fields';

type Values = z.input<typeof ReversalInput>;
type Output = z.output<typeof ReversalInput>;

/**
 * How much to capture or refund, prefilled with all that is left. Checked with the reversal's own
 * schema, plus the ceiling this payment allows, before anything is sent. An emptied field is
 * refused: the API would take it as "all of it", which nobody sees once the prefill is gone.
 */
export function AmountPrompt({
  type,
  transactionId,
  currency,
  left,
  busy,
  onSend,
  onClose,
}: {
  type: 'CAPTURE' | 'REFUND';
  transactionId: string;
  currency: string;
  /** Major units still capturable or refundable. */
  left: number;
  busy: boolean;
  onSend: (values: Output) => Promise<void>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fm = useFieldMessage();
  const limit = formatMoney(left, currency, i18n.language);
  const verb = type === 'CAPTURE' ? 'capture' : 'refund';
  const schema = ReversalInput.superRefine((value, ctx) => {
    if (!value.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: t(`payments.actions.${verb}Needed`, { amount: limit }),
      });
      return;
    }
    const asked = value.amount ? toMinorUnits(value.amount, currency) : null;
    const most = toMinorUnits(left.toFixed(6).replace(/\.?0+$/, ''), currency);
    if (asked !== null && most !== null && asked > most) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: t('payments.actions.tooMuch', { amount: limit }),
      });
    }
  });
  const { register, handleSubmit, formState } = useForm<Values, unknown, Output>({
    // Typed in the chosen language ("1.234,56"), judged as the API's text.
    resolver: readingAmounts(zodResolver(schema), ['amount'], i18n.language),
    defaultValues: {
      transaction_id: transactionId,
      type,
      // Written with the currency's minor digits ("80.00", not "80"), as the amount shows it.
      amount: amountInputText(left.toFixed(currencyDecimals(currency)), i18n.language),
      currency,
    },
  });
  const onSubmit = useOneSubmit(handleSubmit(onSend));
  return (
    <form
      className="form amount-prompt"
      noValidate
      aria-label={t(`payments.actions.${verb}Title`)}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('payments.actions.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={t(`payments.actions.${verb}Hint`, { amount: limit })}
        error={fm(formState.errors.amount?.message)}
        registration={register('amount')}
      />
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
          {t(`payments.actions.${verb}Send`)}
        </button>
        <button type="button" onClick={onClose} disabled={busy}>
          {t('payments.actions.close')}
        </button>
      </div>
    </form>
  );
}
