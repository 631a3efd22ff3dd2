import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { KNOWN_CURRENCIES } from '../../../../shared/money';
import { ResourceId } from '../../../../shared/schemas/common';
import {
  REVERSAL_KINDS,
  ReversalInput,
  type ReversalType,
} from '../../../../shared/schemas/reversal';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useOneSubmit } from '../money/fields';
import { OperationResult } from '../money/OperationResult';
import { useMoneyOperation } from '../money/useMoneyOperation';
import { ReversalKinds } from './ReversalKinds';

type Values = z.input<typeof ReversalInput>;
type Output = z.output<typeof ReversalInput>;

const ALL_CURRENCIES = KNOWN_CURRENCIES.map((c) => ({ value: c, label: c }));

/** The API refuses a reversal in another currency than the payment's, so only that one is offered. */
const currencyOptions = (currency: string | undefined) =>
  currency ? [{ value: currency, label: currency }] : ALL_CURRENCIES;
const FIELDS = ['transaction_id', 'type', 'amount', 'currency'] as const;

const schemaResolver = zodResolver(ReversalInput);
/**
 * A kind without an amount ignores the hidden field instead of failing on it, so an amount
 * typed for a capture survives a look at "cancellation" and back.
 */
const resolver: Resolver<Values, unknown, Output> = (values, context, options) => {
  const rule = values.type ? REVERSAL_KINDS[values.type]?.amount : undefined;
  return schemaResolver(
    rule === 'none' ? { ...values, amount: '', currency: '' } : values,
    context,
    options,
  );
};

const AMOUNT_HINT = {
  optional: 'Leave empty for the full amount.',
  required: 'The new authorized amount (required).',
} as const;

export function ReversalForm({
  transactionId,
  type,
  currency,
  paymentId,
  onTransaction,
}: {
  transactionId: string | undefined;
  type: ReversalType | undefined;
  /** The payment's currency once known: the API refuses any other. */
  currency: string | undefined;
  /** A transaction's payment once read: journaled with the operation (never sent). */
  paymentId?: { transaction_id: string; payment_id: string } | undefined;
  onTransaction: (id: string | undefined) => void;
}) {
  const money = useMoneyOperation('transactions:reverse');
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<
    Values,
    unknown,
    Output
  >({
    resolver,
    mode: 'onBlur',
    defaultValues: {
      transaction_id: transactionId ?? '',
      ...(type ? { type } : {}),
      amount: '',
      currency: currency ?? 'USD',
    },
  });
  const kind = useWatch({ control, name: 'type' });
  const rule = kind ? REVERSAL_KINDS[kind].amount : undefined;

  // The payment is read after the form mounts; from then on its currency is the only one.
  useEffect(() => {
    if (currency) setValue('currency', currency);
  }, [currency, setValue]);

  const onValid = async (values: Output) => {
    const known = paymentId?.transaction_id === values.transaction_id;
    const result = await money.submit(
      known ? { ...values, payment_id: paymentId.payment_id } : values,
    );
    if (result.status !== 'refused') return;
    Object.entries(result.error.fields ?? {}).forEach(([path, message], index) => {
      const field = FIELDS.find((f) => f === path);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  };
  const onSubmit = useOneSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || money.busy;
  const action = kind ? `Send ${REVERSAL_KINDS[kind].label.toLowerCase()}` : 'Send';

  return (
    <div className="form-layout">
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Reverse a transaction">
        <TextField
          label="Transaction id"
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.transaction_id?.message}
          registration={register('transaction_id', {
            onBlur: (event: { target: { value: string } }) => {
              const parsed = ResourceId.safeParse(event.target.value);
              onTransaction(parsed.success ? parsed.data : undefined);
            },
          })}
        />
        <ReversalKinds registration={register('type')} error={formState.errors.type?.message} />
        {kind && rule !== 'none' && (
          <div className="field-row">
            <TextField
              label="Amount"
              inputMode="decimal"
              autoComplete="off"
              hint={rule === 'required' ? AMOUNT_HINT.required : AMOUNT_HINT.optional}
              error={formState.errors.amount?.message}
              registration={register('amount')}
            />
            <SelectField
              label="Currency"
              options={currencyOptions(currency)}
              error={formState.errors.currency?.message}
              registration={register('currency')}
            />
          </div>
        )}
        {kind && rule === 'none' && (
          <p className="hint">
            A {REVERSAL_KINDS[kind].label.toLowerCase()} takes no amount: it always covers the whole
            authorization.
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {action}
          </button>
          <span role="status" className="muted">
            {busy ? 'Sending…' : ''}
          </span>
        </div>
      </form>
      <div className="money-aside">
        {money.error && <ApiErrorBlock title="Nothing was sent" error={money.error} />}
        {money.report && <OperationResult key={money.report.operation_id} report={money.report} />}
      </div>
      {money.dialog}
    </div>
  );
}
