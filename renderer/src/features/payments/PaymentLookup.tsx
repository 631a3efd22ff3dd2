import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PaymentGetInput } from '../../../../shared/schemas/payment';
import { go } from '../../app/router';
import { TextField } from '../../ui/TextField';

type Input = z.input<typeof PaymentGetInput>;
type Output = z.output<typeof PaymentGetInput>;

/** Opens any payment by id, also one far down the list or filtered out. */
export function PaymentLookup() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(PaymentGetInput),
    defaultValues: { id: '' },
  });
  return (
    <form
      className="lookup-form"
      role="search"
      aria-label={t('payments.lookup.label')}
      noValidate
      onSubmit={(e) =>
        void handleSubmit(({ id }) => go({ to: '/payments/$id', params: { id: id } }))(e)
      }
    >
      <TextField
        label={t('payments.lookup.id')}
        placeholder="pay-…"
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.id?.message}
        registration={register('id')}
      />
      <button type="submit">{t('payments.lookup.open')}</button>
    </form>
  );
}
