import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { InstrumentChanges, type Instrument } from '../../../../shared/schemas/instrument';
import { hrefOf, go } from '../../app/router';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { bindCard, CardFields } from '../cards/CardFields';
import { placedFieldErrors, splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from './form-support';
import { noteSaved } from './saved-notice';
import { fourDigitYear, twoDigitMonth } from './format';
import { InstrumentState } from './InstrumentDetailPage';
import { useInstrument } from './queries';
import { useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';
import { LeaveGuard } from '../../ui/LeaveGuard';

type Input = z.input<typeof InstrumentChanges>;
type Output = z.output<typeof InstrumentChanges>;

const FIELDS = [
  'holder_name',
  'expiration_month',
  'expiration_year',
  'service_code',
  'sequence_number',
] as const;

export function EditInstrumentPage({ id }: { id: string }) {
  const instrument = useInstrument(id);
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('instruments.edit.title', { id })}</PageTitle>
      <InstrumentState query={instrument} id={id}>
        {(data) => <EditForm instrument={data} />}
      </InstrumentState>
    </>
  );
}

function initialValues(i: Instrument): Input {
  return {
    holder_name: i.card?.holder_name ?? '',
    expiration_month: twoDigitMonth(i.card?.expiration_month),
    expiration_year: fourDigitYear(i.card?.expiration_year),
    service_code: i.card?.service_code ?? i.service_code ?? '',
    sequence_number: i.card?.sequence_number ?? i.sequence_number ?? '',
  };
}

const same = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/**
 * Blanks every field still equal to what was loaded, so the schema's output is exactly the
 * change set; month and year travel together. It also means an unchanged expiry that has
 * since passed does not block fixing, say, the holder name.
 */
function changesOnly(values: Input, initial: Input): Input {
  const out: Input = { ...values };
  for (const key of ['holder_name', 'service_code', 'sequence_number'] as const) {
    if (same(values[key], initial[key])) out[key] = '';
  }
  // The two EMV codes are optional on the card, so emptying one the card has is a change: it is
  // cleared. The holder and expiry are required, so an emptied one still means "keep it".
  for (const key of ['service_code', 'sequence_number'] as const) {
    if (same(values[key], '') && !same(initial[key], '')) out[key] = null;
  }
  const expiryKept =
    same(values.expiration_month, initial.expiration_month) &&
    same(values.expiration_year, initial.expiration_year);
  if (expiryKept) {
    out.expiration_month = '';
    out.expiration_year = '';
  }
  return out;
}

function EditForm({ instrument }: { instrument: Instrument }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // Captured once: a background refetch must not move the baseline the user is editing from.
  const [initial] = useState(() => initialValues(instrument));
  const [resolver] = useState(() => {
    const base = zodResolver(InstrumentChanges);
    const changed: Resolver<Input, unknown, Output> = (values, context, options) =>
      base(changesOnly(values, initial), context, options);
    return changed;
  });
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const errors = formState.errors;
  const [nothingChanged, setNothingChanged] = useState(false);
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const update = useMutation({
    mutationFn: async (changes: Output) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().instruments.update({ id: instrument.id, changes, ...code, shownProfile }),
      );
    },
  });

  const onValid = async (values: Output) => {
    const changes = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== undefined),
    ) as Output;
    setNothingChanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length === 0) return;
    try {
      if ((await update.mutateAsync(changes)) === undefined) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.instruments.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.instruments.detail(instrument.id) });
      noteSaved(instrument.id);
      go({ to: '/instruments/$id', params: { id: instrument.id } });
    } catch (caught) {
      const placed = placedFieldErrors(toAppError(caught), FIELDS, t, 'changes.');
      placed.forEach(([name, message], index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || update.isPending;
  const apiError = update.isError ? toAppError(update.error) : undefined;

  return (
    <div className="form-layout">
      {confirmed.dialog}
      <LeaveGuard when={formState.isDirty && !busy} />
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('instruments.edit.label')}
      >
        <p className="hint">{t('instruments.edit.hint')}</p>
        <CardFields bind={bindCard(register, errors)} codes="unmarked" />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {t('instruments.edit.submit')}
          </button>
          <a href={hrefOf({ to: '/instruments/$id', params: { id: instrument.id } })}>
            {t('instruments.edit.cancel')}
          </a>
          <span role="status" className="muted">
            {busy
              ? t('instruments.edit.busy')
              : nothingChanged
                ? t('instruments.edit.nothingChanged')
                : ''}
          </span>
        </div>
      </form>
      {shown.notice}
      {apiError && (
        <ApiErrorBlock
          title={t('instruments.edit.failed')}
          error={apiError}
          unplaced={splitFieldErrors(apiError.fields, FIELDS, 'changes.').unplaced}
        />
      )}
    </div>
  );
}
