import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ResourceId } from '../../../../shared/schemas/common';
import {
  REVERSAL_KINDS,
  ReversalInput,
  type ReversalType,
} from '../../../../shared/schemas/reversal';
import { readAmountFields, withAmountProblems } from '../../lib/amount-input';
import { fieldWords } from '../../lib/field-errors';
import { readId } from '../../lib/ids';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { CurrencySelect } from '../../ui/CurrencySelect';
import { TextField } from '../../ui/TextField';
import { useOneSubmit } from '../money/fields';
import { OperationResult } from '../money/OperationResult';
import { useAmountSecondLook } from '../money/useAmountSecondLook';
import { useMoneyOperation } from '../money/useMoneyOperation';
import { useStaleResult } from '../money/stale-result';
import { formatMoney } from '../../../../shared/money';
import { useFieldMessage } from '../../i18n/validation';
import { ReversalKinds } from './ReversalKinds';
import { limitProblems, type LimitProblem, type ReversalLimits } from './reversal-limits';

type Values = z.input<typeof ReversalInput>;
type Output = z.output<typeof ReversalInput>;

const FIELDS = ['transaction_id', 'type', 'amount', 'currency'] as const;

const schemaResolver = zodResolver(ReversalInput);

/**
 * A kind without an amount ignores the hidden field instead of failing on it, so an amount
 * typed for a capture survives a look at "cancellation" and back. The payment's limits are
 * checked beside the schema, not after it, so one submit flags every wrong field.
 */
function reversalResolver(
  limits: ReversalLimits | undefined,
  say: (problem: LimitProblem) => string,
  language: string,
): Resolver<Values, unknown, Output> {
  return async (given, context, options) => {
    const rule = given.type ? REVERSAL_KINDS[given.type]?.amount : undefined;
    // The amount is typed in the chosen language ("1.234,56"); schema and limits read the API's.
    const read = readAmountFields<Values>(
      // The payment's currency still goes with it: an answer may state the amount it released
      // as a bare number (the reference's wrapped `transaction.amount`), read in that currency.
      rule === 'none' ? { ...given, amount: '' } : given,
      ['amount'],
      language,
    );
    const values = read.values;
    const result = await schemaResolver(values, context, options);
    const problems = limitProblems(values, limits);
    if (problems.length === 0 && Object.keys(read.problems).length === 0) return result;
    const errors: FieldErrors<Values> = withAmountProblems<Values>(result.errors, read.problems);
    for (const problem of problems) {
      errors[problem.field] ??= { type: 'limit', message: say(problem) };
    }
    return { values: {}, errors };
  };
}

/** The fields a kind sends: the currency the payment's read sets is no change to a cancellation. */
function whatIsSent(values: Partial<Values>) {
  const rule = values.type ? REVERSAL_KINDS[values.type]?.amount : undefined;
  const { amount, currency, ...rest } = values;
  return rule === 'none' ? rest : { ...rest, amount, currency };
}

export function ReversalForm({
  transactionId,
  type,
  limits,
  paymentId,
  onTransaction,
  context,
}: {
  /**
   * The transaction's payment, read when its id is left. It sits beside (or, in a narrow
   * window, below) the form, never above it: appearing above on blur pushed the kinds and the
   * Send button ~200 px down between mouse down and up, and the first click was lost.
   */
  context?: ReactNode;
  transactionId: string | undefined;
  type: ReversalType | undefined;
  /** The payment's currency and what it has left, once read: the API refuses anything else. */
  limits: ReversalLimits | undefined;
  /** A transaction's payment once read: journaled with the operation (never sent). */
  paymentId?: { transaction_id: string; payment_id: string } | undefined;
  onTransaction: (id: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const fm = useFieldMessage();
  const currency = limits?.currency;
  const say = (problem: LimitProblem) =>
    problem.field === 'currency'
      ? t('transactions.form.otherCurrency', { currency: problem.currency })
      : 'nothingLeft' in problem
        ? t(
            problem.afterRefund
              ? 'transactions.form.captureAfterRefund'
              : problem.kind === 'CAPTURE'
                ? 'transactions.form.nothingToCapture'
                : 'transactions.form.nothingToRefund',
          )
        : t(
            problem.kind === 'CAPTURE'
              ? 'transactions.form.tooMuchCapture'
              : 'transactions.form.tooMuchRefund',
            {
              amount: formatMoney(problem.most, problem.currency, i18n.language),
            },
          );
  const money = useMoneyOperation('transactions:reverse');
  const secondLook = useAmountSecondLook();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState,
    control,
    getValues,
    trigger,
  } = useForm<Values, unknown, Output>({
    resolver: reversalResolver(limits, say, i18n.language),
    // Checked on leaving a field, then on every change: a Tab onto the kinds and a click on one
    // blurred the group first, and its "Choose what to do" stayed under the chosen kind until
    // Send took the focus, then vanished and moved Send up under the pointer.
    mode: 'onTouched',
    defaultValues: {
      transaction_id: transactionId ?? '',
      ...(type ? { type } : {}),
      amount: '',
      currency: currency ?? 'USD',
    },
  });
  const kind = useWatch({ control, name: 'type' });
  const result = useStaleResult(whatIsSent(useWatch({ control })));
  const rule = kind ? REVERSAL_KINDS[kind].amount : undefined;

  // An address whose transaction id is not one: the field says why at once, not at Send.
  useEffect(() => {
    if (transactionId !== undefined && readId(transactionId) === undefined)
      void trigger('transaction_id');
  }, [transactionId, trigger]);

  // The payment is read after the form mounts; from then on its currency is the only one.
  useEffect(() => {
    if (currency) setValue('currency', currency);
  }, [currency, setValue]);

  const onValid = async (values: Output) => {
    const known = paymentId?.transaction_id === values.transaction_id;
    const look = await secondLook.check(values.amount, values.currency);
    if (!look) {
      setFocus('amount');
      return;
    }
    const sent = await money.submit({
      ...values,
      ...(known ? { payment_id: paymentId.payment_id } : {}),
      ...look,
    });
    if (sent.status === 'ignored') return;
    result.markSent(whatIsSent(getValues()));
    // Main's refusal, or the API's 400 naming a field: each at its field.
    const refusal =
      sent.status === 'refused'
        ? sent.error
        : sent.status === 'sent' && sent.report.outcome === 'failed'
          ? sent.report.error
          : undefined;
    if (!refusal) return;
    const quoted = fieldWords(refusal, t);
    Object.entries(refusal.fields ?? {}).forEach(([path, message], index) => {
      const field = FIELDS.find((f) => f === path);
      if (field)
        setError(field, { type: 'server', message: quoted(message) }, { shouldFocus: index === 0 });
    });
  };
  const onSubmit = useOneSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || money.busy;

  return (
    <div className="form-layout">
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('transactions.form.label')}
      >
        <TextField
          label={t('transactions.form.transactionId')}
          autoComplete="off"
          spellCheck={false}
          error={fm(formState.errors.transaction_id?.message)}
          registration={register('transaction_id', {
            onBlur: (event: { target: { value: string } }) => {
              const parsed = ResourceId.safeParse(event.target.value);
              onTransaction(parsed.success ? parsed.data : undefined);
            },
          })}
        />
        <ReversalKinds registration={register('type')} error={fm(formState.errors.type?.message)} />
        {kind && rule !== 'none' && (
          <div className="field-row">
            <TextField
              label={t('transactions.form.amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={t(
                rule === 'required'
                  ? 'transactions.form.amountRequired'
                  : 'transactions.form.amountOptional',
              )}
              error={fm(formState.errors.amount?.message)}
              registration={register('amount')}
            />
            {/* The API refuses a reversal in another currency than the payment's. */}
            <CurrencySelect
              label={t('transactions.form.currency')}
              only={currency}
              error={fm(formState.errors.currency?.message)}
              registration={register('currency')}
            />
          </div>
        )}
        {(kind === 'CANCELLATION' || kind === 'REVERSAL') && (
          <p className="hint">{t(`transactions.noAmount.${kind}`)}</p>
        )}
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {t(`transactions.send.${kind ?? 'none'}`)}
          </button>
          <span role="status" className="muted">
            {busy ? t('transactions.form.sending') : ''}
          </span>
        </div>
      </form>
      <div className="money-aside">
        {context}
        {money.error && !result.stale && (
          <ApiErrorBlock title={t('transactions.form.nothingSent')} notSent error={money.error} />
        )}
        {money.report && (
          <OperationResult
            key={money.report.operation_id}
            report={money.report}
            stale={result.stale}
          />
        )}
      </div>
      {money.dialog}
      {secondLook.dialog}
    </div>
  );
}
