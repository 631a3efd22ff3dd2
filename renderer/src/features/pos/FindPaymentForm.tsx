import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CancelOrRefundInput } from '../../../../shared/schemas/pos';
import { useFieldMessage } from '../../i18n/validation';
import { TextField } from '../../ui/TextField';

type Values = z.input<typeof CancelOrRefundInput>;
type Output = z.output<typeof CancelOrRefundInput>;

/** Step one: which payment. Reading is harmless, so it needs no confirmation. */
export function FindPaymentForm({
  initialId,
  busy,
  onFind,
  onEdit,
}: {
  initialId: string | undefined;
  busy: boolean;
  onFind: (paymentId: string) => void;
  /** Each keystroke's id, so what was found for another id can leave the page. */
  onEdit: (paymentId: string) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, handleSubmit, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(CancelOrRefundInput),
    defaultValues: { payment_id: initialId ?? '' },
  });
  return (
    <form
      className="form pos-find"
      noValidate
      aria-label={t('pos.find.label')}
      onSubmit={handleSubmit((values) => onFind(values.payment_id))}
    >
      <TextField
        label={t('pos.find.id')}
        autoComplete="off"
        spellCheck={false}
        hint={t('pos.find.hint')}
        error={fieldMessage(formState.errors.payment_id?.message)}
        registration={register('payment_id', {
          onChange: (event: { target: { value: string } }) => onEdit(event.target.value),
        })}
      />
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t('pos.find.submit')}
        </button>
      </div>
    </form>
  );
}
