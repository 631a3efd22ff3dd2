import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PaymentListInput } from '../../../../shared/schemas/payment';
import { formatMoney } from '../../../../shared/money';
import { amountInputText, readingAmounts } from '../../lib/amount-input';
import { dateInputText, readingDates } from '../../lib/date-input';
import { FilterBar, type FilterChip } from '../../ui/FilterBar';
import { TextField } from '../../ui/TextField';
import { wordOfKey } from '../../lib/settlement';
import { translateValidation } from '../../i18n/validation';
import {
  BADGE_FILTERS,
  LocalFilterFields,
  localFiltersOf,
  type LocalFilters,
} from './local-filters';

const ServerFilters = PaymentListInput.pick({ merchant_id: true });
const Filters = z.intersection(ServerFilters, LocalFilterFields);
type Input = z.input<typeof Filters>;
type Output = z.output<typeof Filters>;

/** What the list is filtered by: the merchant goes to the API, the rest narrows loaded rows. */
export type AppliedPaymentFilters = LocalFilters & { merchant_id?: string };

const EMPTY: Input = {
  badge: '',
  merchant_id: '',
  from: '',
  to: '',
  currency: '',
  min: '',
  max: '',
};

/** The form's text for what is applied, so removing one chip keeps the others' values. */
function inputOf(applied: AppliedPaymentFilters, language: string): Input {
  const text = (value: number | undefined) =>
    value === undefined ? '' : amountInputText(value, language);
  return {
    badge: applied.badge ?? '',
    merchant_id: applied.merchant_id ?? '',
    from: applied.from ? dateInputText(applied.from, language) : '',
    to: applied.to ? dateInputText(applied.to, language) : '',
    currency: applied.currency ?? '',
    min: text(applied.min),
    max: text(applied.max),
  };
}

type ChipField = keyof Input;

/**
 * Filters apply on submit, so typing a merchant id does not fire a request per key; each applied
 * filter is a chip in the bar that removes just itself.
 */
export function PaymentFilterForm({
  applied,
  currencies,
  status,
  onApply,
}: {
  applied: AppliedPaymentFilters;
  /** The currencies of the rows loaded so far, to choose the amounts' currency from. */
  currencies: readonly string[];
  /** The count of rows shown, at the end of the bar. */
  status: ReactNode;
  onApply: (filters: AppliedPaymentFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    // Bounds and days are typed in the chosen language ("1.234,56", "26/11/2026"); the filter
    // compares the API's values and ISO days.
    resolver: readingDates(
      readingAmounts(zodResolver(Filters), ['min', 'max'], i18n.language),
      ['from', 'to'],
      i18n.language,
      'badDate',
    ),
    defaultValues: EMPTY,
  });
  const apply = (values: Output) =>
    onApply({
      ...(values.merchant_id ? { merchant_id: values.merchant_id } : {}),
      ...localFiltersOf(values),
    });
  // The local schema names its messages by key; the words come from the catalog.
  const message = (key: string | undefined) =>
    key === 'badAmount' || key === 'badRange' || key === 'needsCurrency' || key === 'badDate'
      ? t(`payments.filters.${key}`)
      : key && translateValidation(key, t);
  const errors = formState.errors;

  const remove = (fields: ChipField[]) => () => {
    const next = { ...inputOf(applied, i18n.language) };
    for (const field of fields) next[field] = '';
    // Bounds without their currency would compare across currencies: they go with it.
    if (fields.includes('currency')) Object.assign(next, { min: '', max: '' });
    reset(next);
    void handleSubmit(apply)();
  };
  const chip = (key: ChipField, label: string, fields: ChipField[] = [key]): FilterChip => ({
    key,
    label,
    onRemove: remove(fields),
  });
  const named = (what: string, value: string) => t('payments.filters.chip', { what, value });
  const money = (value: number) => formatMoney(value, applied.currency, i18n.language);
  const day = (iso: string) => dateInputText(iso, i18n.language);
  const chips: FilterChip[] = [
    ...(applied.badge
      ? [chip('badge', named(t('payments.filters.status'), wordOfKey(t, applied.badge)))]
      : []),
    ...(applied.merchant_id
      ? [chip('merchant_id', named(t('payments.list.merchant'), applied.merchant_id))]
      : []),
    ...(applied.from
      ? [chip('from', named(t('payments.filters.chipFrom'), day(applied.from)))]
      : []),
    ...(applied.to ? [chip('to', named(t('payments.filters.chipTo'), day(applied.to)))] : []),
    ...(applied.currency
      ? [chip('currency', named(t('payments.filters.currency'), applied.currency))]
      : []),
    ...(applied.min !== undefined
      ? [chip('min', t('payments.filters.chipMin', { amount: money(applied.min) }))]
      : []),
    ...(applied.max !== undefined
      ? [chip('max', t('payments.filters.chipMax', { amount: money(applied.max) }))]
      : []),
  ];
  const offered = [...new Set([...currencies, ...(applied.currency ? [applied.currency] : [])])];

  return (
    <form
      className="payment-filters"
      aria-label={t('payments.filters.label')}
      noValidate
      onSubmit={(e) => void handleSubmit(apply)(e)}
    >
      <FilterBar chips={chips} trail={status}>
        <div className="inline-form">
          <div className="field">
            <label htmlFor={`${id}-badge`}>{t('payments.filters.status')}</label>
            <select id={`${id}-badge`} {...register('badge')}>
              <option value="">{t('payments.filters.anyStatus')}</option>
              {BADGE_FILTERS.map((badge) => (
                <option key={badge} value={badge}>
                  {wordOfKey(t, badge)}
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
            placeholder={t('payments.filters.datePattern')}
            autoComplete="off"
            error={message(errors.from?.message)}
            registration={register('from')}
          />
          <TextField
            label={t('payments.filters.to')}
            placeholder={t('payments.filters.datePattern')}
            autoComplete="off"
            error={message(errors.to?.message)}
            registration={register('to')}
          />
          <div className="field">
            <label htmlFor={`${id}-currency`}>{t('payments.filters.currency')}</label>
            <select
              id={`${id}-currency`}
              aria-invalid={errors.currency ? true : undefined}
              aria-describedby={errors.currency ? `${id}-currency-error` : undefined}
              {...register('currency')}
            >
              <option value="">{t('payments.filters.anyCurrency')}</option>
              {offered.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <div className="field-error-slot">
              {errors.currency && (
                <p id={`${id}-currency-error`} className="field-error" role="alert">
                  {message(errors.currency.message)}
                </p>
              )}
            </div>
          </div>
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
          <button type="submit" className="button-primary">
            {t('payments.filters.apply')}
          </button>
          <button
            type="button"
            onClick={() => {
              reset(EMPTY);
              onApply({});
            }}
          >
            {t('payments.filters.clear')}
          </button>
        </div>
      </FilterBar>
    </form>
  );
}
