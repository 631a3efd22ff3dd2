import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PaymentListInput } from '../../../../shared/schemas/payment';
import { PAYMENT_STATE_NAMES } from '../../../../shared/schemas/states';
import { TextField } from '../../ui/TextField';
import { paymentStatusLabel } from './status-label';
import { LocalFilterFields, localFiltersOf, type LocalFilters } from './local-filters';
import type { PaymentFilters } from './queries';

const ServerFilters = PaymentListInput.pick({ status: true, merchant_id: true });
const Filters = z.intersection(ServerFilters, LocalFilterFields);
type Input = z.input<typeof Filters>;
type Output = z.output<typeof Filters>;

/** api-notes "States": every payment status the API documents, from the one shared list. */
export const PAYMENT_STATUSES = PAYMENT_STATE_NAMES;

const EMPTY: Input = { status: '', merchant_id: '', from: '', to: '', min: '', max: '' };

/**
 * Filters apply on submit, so typing a merchant id does not fire a request per key. Status and
 * merchant go to the API; dates and amounts narrow the loaded rows (see local-filters).
 */
export function PaymentFilterForm({
  onApply,
}: {
  onApply: (filters: PaymentFilters, local: LocalFilters) => void;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(Filters),
    defaultValues: EMPTY,
  });
  const apply = (values: Output) =>
    onApply(
      {
        ...(values.status ? { status: values.status } : {}),
        ...(values.merchant_id ? { merchant_id: values.merchant_id } : {}),
      },
      localFiltersOf(values),
    );
  // The local schema names its messages by key; the words come from the catalog.
  const message = (key: string | undefined) =>
    key === 'badAmount' || key === 'badRange' ? t(`payments.filters.${key}`) : key;
  const errors = formState.errors;
  return (
    <form
      className="inline-form payment-filters"
      aria-label={t('payments.filters.label')}
      noValidate
      onSubmit={(e) => void handleSubmit(apply)(e)}
    >
      <div className="field">
        <label htmlFor={statusId}>{t('payments.filters.status')}</label>
        <select id={statusId} {...register('status')}>
          <option value="">{t('payments.filters.anyStatus')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabel(t, s)}
            </option>
          ))}
        </select>
        <div className="field-error-slot" />
      </div>
      <TextField
        label={t('payments.filters.merchant')}
        placeholder="mer-…"
        autoComplete="off"
        spellCheck={false}
        error={errors.merchant_id?.message}
        registration={register('merchant_id')}
      />
      <TextField
        label={t('payments.filters.from')}
        type="date"
        error={message(errors.from?.message)}
        registration={register('from')}
      />
      <TextField
        label={t('payments.filters.to')}
        type="date"
        error={message(errors.to?.message)}
        registration={register('to')}
      />
      <TextField
        label={t('payments.filters.minAmount')}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors.min?.message)}
        registration={register('min')}
      />
      <TextField
        label={t('payments.filters.maxAmount')}
        inputMode="decimal"
        autoComplete="off"
        error={message(errors.max?.message)}
        registration={register('max')}
      />
      <button type="submit">{t('payments.filters.apply')}</button>
      <button
        type="button"
        onClick={() => {
          reset(EMPTY);
          onApply({}, {});
        }}
      >
        {t('payments.filters.clear')}
      </button>
    </form>
  );
}
