import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PaymentListInput } from '../../../../shared/schemas/payment';
import { TextField } from '../../ui/TextField';
import type { PaymentFilters } from './queries';

const Filters = PaymentListInput.pick({ status: true, merchant_id: true });
type Input = z.input<typeof Filters>;
type Output = z.output<typeof Filters>;

/** api-notes "States": every payment status the API is known to use. */
export const PAYMENT_STATUSES = [
  'PENDING',
  'PROCESSING',
  'AUTHORIZED',
  'CAPTURE_IN_PROCESS',
  'CAPTURE_PRESENTED',
  'CAPTURED',
  'REFUNDED',
  'CANCELLED',
  'FAILED',
  'REJECTED',
] as const;

const EMPTY: Input = { status: '', merchant_id: '' };

/** Filters apply on submit, so typing a merchant id does not fire a request per key. */
export function PaymentFilterForm({ onApply }: { onApply: (filters: PaymentFilters) => void }) {
  const statusId = useId();
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(Filters),
    defaultValues: EMPTY,
  });
  const apply = (values: Output) =>
    onApply({
      ...(values.status ? { status: values.status } : {}),
      ...(values.merchant_id ? { merchant_id: values.merchant_id } : {}),
    });
  return (
    <form
      className="inline-form"
      aria-label="Filter payments"
      noValidate
      onSubmit={(e) => void handleSubmit(apply)(e)}
    >
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} {...register('status')}>
          <option value="">Any status</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Merchant id"
        placeholder="mer-…"
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.merchant_id?.message}
        registration={register('merchant_id')}
      />
      <button type="submit">Apply filters</button>
      <button
        type="button"
        onClick={() => {
          reset(EMPTY);
          onApply({});
        }}
      >
        Clear filters
      </button>
    </form>
  );
}
