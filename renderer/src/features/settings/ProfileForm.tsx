import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { AppError } from '../../../../shared/errors';
import { ProfileInput, type Profile } from '../../../../shared/schemas/profile';
import { hrefOf, go } from '../../app/router';
import { api, call, settle } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useGuardedSubmit } from '../instruments/form-support';
import { useMainConfirmation } from '../money/useMainConfirmation';
import { splitFieldErrors } from '../../lib/field-errors';
import { CheckField } from './CheckField';
import { headerProblems, headerRecord, rowsFrom, type HeaderRow } from './header-rows';
import { HeaderRowsField } from './HeaderRowsField';
import {
  FIELDS,
  IDEMPOTENCY_OPTIONS,
  approvalOf,
  initialValues,
  optionalNumber,
  unlessDefault,
  type Input,
  type Output,
} from './profile-form-model';
import { clearCachedResponses, profilesChanged } from './queries';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { useShownProfile } from '../../app/ShownProfile';
import { useTeamStatus } from '../team/queries';
import { LeaveGuard } from '../../ui/LeaveGuard';

export function ProfileForm({ profile, active }: { profile?: Profile; active: boolean }) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const team = useTeamStatus();
  const approvalsOff = team.data !== undefined && !team.data.configured;
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ProfileInput),
    mode: 'onTouched',
    defaultValues: initialValues(profile),
  });
  const { register, handleSubmit, setValue, setError, formState, control } = form;
  // Read while rendering so that the form tracks which fields the user changed.
  const dirtyFields = formState.dirtyFields;
  const baseUrl = useWatch({ control, name: 'baseUrl' });
  // A record cannot hold a half-typed or repeated header name, so the editor keeps rows and
  // the form gets the record they make, for the shared schema to check.
  const [rows, setRowsState] = useState<HeaderRow[]>(() => rowsFrom(profile?.extraHeaders));
  const problems = headerProblems(rows, t);
  const setRows = (next: HeaderRow[]) => {
    setRowsState(next);
    setValue('extraHeaders', headerRecord(next));
  };
  // Weakening a production profile is confirmed by main with the person, like production money.
  const confirmation = useMainConfirmation();
  const [apiError, setApiError] = useState<AppError>();
  const shown = useShownProfile({ hold: false });
  const save = useMutation({
    mutationFn: async ({ changes, code }: { changes: Output; code: string | undefined }) => {
      const shownProfile = await shown.stamp();
      return profile
        ? call(
            api().profiles.update({
              id: profile.id,
              changes,
              shownProfile,
              ...(code ? { confirmation: code } : {}),
            }),
          )
        : call(api().profiles.create({ ...changes, shownProfile }));
    },
  });

  const onValid = async (values: Output) => {
    // The rows show their own problems (after this first attempt); nothing is sent meanwhile.
    if (problems.size > 0) return;
    const changes: Output = {
      ...values,
      extraHeaders: Object.keys(values.extraHeaders ?? {}).length ? values.extraHeaders : undefined,
      allowRawCards: unlessDefault(values.allowRawCards, values.production),
      allowExtraFields: unlessDefault(values.allowExtraFields, values.production),
      approval: approvalOf(values.approval),
    };
    setApiError(undefined);
    const done = await confirmation.confirmThrough((code) =>
      settle(() => save.mutateAsync({ changes, code })),
    );
    if (done.status === 'cancelled') return;
    if (done.status === 'refused') {
      setApiError(done.error);
      splitFieldErrors(done.error.fields, FIELDS).placed.forEach(([name, message], i) =>
        setError(name as Path<Input>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      return;
    }
    // The active profile's answers were fetched with what just changed: drop them all.
    if (active) await clearCachedResponses(client);
    else await profilesChanged(client);
    if (profile) go({ to: '/settings' });
    else go({ to: '/settings/$id', params: { id: done.value.id } });
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || save.isPending;
  const errors = formState.errors;
  const base = typeof baseUrl === 'string' && baseUrl.trim() ? baseUrl.trim() : undefined;

  return (
    <div className="form-layout">
      <LeaveGuard when={formState.isDirty && !busy} />
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t(profile ? 'settings.form.editLabel' : 'settings.form.newLabel')}
      >
        <TextField
          label={t('settings.form.name')}
          autoComplete="off"
          error={fm(errors.name?.message)}
          registration={register('name')}
        />
        <TextField
          label={t('settings.form.baseUrl')}
          placeholder={t('settings.form.baseUrlExample')}
          autoComplete="off"
          spellCheck={false}
          error={fm(errors.baseUrl?.message)}
          registration={register('baseUrl')}
        />
        <TextField
          label={t('settings.form.tokenUrl')}
          placeholder={
            base === undefined
              ? t('settings.form.tokenUrlPlaceholder')
              : `${base.replace(/\/+$/, '')}/oauth/token`
          }
          hint={t('settings.form.tokenUrlHint')}
          autoComplete="off"
          spellCheck={false}
          error={fm(errors.tokenUrl?.message)}
          registration={register('tokenUrl')}
        />
        <div className="field-row">
          <TextField
            label={t('settings.form.clientId')}
            autoComplete="off"
            spellCheck={false}
            error={fm(errors.clientId?.message)}
            registration={register('clientId')}
          />
          <TextField
            label={t('settings.form.audience')}
            autoComplete="off"
            spellCheck={false}
            error={fm(errors.audience?.message)}
            registration={register('audience')}
          />
        </div>
        <HeaderRowsField
          rows={rows}
          onChange={setRows}
          problems={problems}
          showAll={formState.submitCount > 0}
        />
        <div className="field-row">
          <TextField
            label={t('settings.form.defaultMerchant')}
            placeholder="mer-…"
            autoComplete="off"
            spellCheck={false}
            error={fm(errors.defaultMerchantId?.message)}
            registration={register('defaultMerchantId')}
          />
          <TextField
            label={t('settings.form.deadline')}
            type="number"
            inputMode="numeric"
            hint={t('settings.form.deadlineHint')}
            error={fm(errors.deadlineMs?.message)}
            registration={register('deadlineMs', { valueAsNumber: true })}
          />
        </div>
        <CheckField
          label={t('settings.form.production')}
          hint={<strong className="text-warning">{t('settings.form.productionHint')}</strong>}
          registration={register('production', {
            // Until someone changes them, the permissions follow production: off there.
            onChange: (e: { target: { checked: boolean } }) => {
              for (const name of ['allowRawCards', 'allowExtraFields'] as const) {
                if (!dirtyFields[name]) setValue(name, !e.target.checked);
              }
            },
          })}
        />
        <SelectField
          label={t('settings.form.idempotency.label')}
          hint={t('settings.form.idempotency.hint')}
          options={IDEMPOTENCY_OPTIONS.map((value) => ({
            value,
            label: t(`settings.form.idempotency.${value}`),
          }))}
          error={fm(errors.idempotencyKey?.message)}
          registration={register('idempotencyKey')}
        />
        <CheckField
          label={t('settings.form.allowRawCards')}
          hint={t('settings.form.allowRawCardsHint')}
          registration={register('allowRawCards')}
        />
        <CheckField
          label={t('settings.form.allowExtraFields')}
          hint={t('settings.form.allowExtraFieldsHint')}
          registration={register('allowExtraFields')}
        />
        <fieldset className="field-group">
          <legend>{t('settings.form.approval.legend')}</legend>
          <p className="muted">
            {approvalsOff ? t('settings.form.approval.off') : t('settings.form.approval.hint')}
          </p>
          <div className="field-row">
            <TextField
              label={t('settings.form.approval.moneyAbove')}
              inputMode="decimal"
              error={fm(errors.approval?.moneyAbove?.message)}
              registration={register('approval.moneyAbove', { setValueAs: optionalNumber })}
            />
            <TextField
              label={t('settings.form.approval.refundAbove')}
              inputMode="decimal"
              error={fm(errors.approval?.refundAbove?.message)}
              registration={register('approval.refundAbove', { setValueAs: optionalNumber })}
            />
            <TextField
              label={t('settings.form.approval.expiryMinutes')}
              inputMode="numeric"
              error={fm(errors.approval?.expiryMinutes?.message)}
              registration={register('approval.expiryMinutes', { setValueAs: optionalNumber })}
            />
          </div>
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {t(profile ? 'settings.form.save' : 'settings.form.create')}
          </button>
          <a href={hrefOf({ to: '/settings' })}>{t('settings.form.cancel')}</a>
          <span role="status" className="muted">
            {busy ? t('settings.form.saving') : ''}
          </span>
        </div>
      </form>
      {apiError && (
        <ApiErrorBlock
          title={t('settings.form.saveFailed')}
          error={apiError}
          unplaced={splitFieldErrors(apiError.fields, FIELDS).unplaced}
        />
      )}
      {confirmation.dialog}
    </div>
  );
}
