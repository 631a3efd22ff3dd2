import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AppError } from '../../../../shared/errors';
import { ROLES } from '../../../../shared/schemas/operator';
import {
  providerInputOf,
  SignInProviderForm,
  type SignInProviderView,
} from '../../../../shared/schemas/sign-in';
import { usePermissions } from '../../app/permissions';
import { useFieldMessage } from '../../i18n/validation';
import { api, call, settle, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useGuardedSubmit } from '../instruments/form-support';
import { useMainConfirmation } from '../money/useMainConfirmation';
import { LeaveGuard } from '../../ui/LeaveGuard';

type Input = z.input<typeof SignInProviderForm>;
type Output = z.output<typeof SignInProviderForm>;

/** Main reads this claim when none is named (electron/core/identity/oidc-session.ts). */
const DEFAULT_CLAIM = 'roles';

/** With no map stored, the claim's values are the console's own role names (main's default). */
const DEFAULT_ROWS = ROLES.map((role) => ({ value: role, role }));

function formOf(view: SignInProviderView): Input {
  return {
    issuer: view.issuer ?? '',
    client_id: view.client_id ?? '',
    roles_claim: view.roles_claim ?? '',
    role_map: view.role_map ?? DEFAULT_ROWS,
    secret_choice: 'keep',
    client_secret: '',
  };
}

/**
 * Settings → Sign-in provider, an administrator's alone (main refuses anyone else whatever this
 * page shows). The client secret is write-only: the page learns only whether one is stored.
 * Saving asks main, which confirms the exact settings with the person before storing them.
 */
export function SignInProviderSection() {
  const { t } = useTranslation();
  const allowed = usePermissions()?.allowed ?? [];
  const mayRead = allowed.includes('identity:provider');
  const mayEdit = allowed.includes('identity:setProvider');
  const provider = useQuery({
    queryKey: queryKeys.signInProvider,
    queryFn: () => call(api().identity.provider()),
    enabled: mayRead,
    retry: false,
  });
  if (!mayRead) return null;
  return (
    <section aria-labelledby="sign-in-provider-title" className="sign-in-provider">
      <h2 id="sign-in-provider-title">{t('settings.signIn.title')}</h2>
      <p className="hint">{t('settings.signIn.intro')}</p>
      {provider.isPending ? (
        <p role="status">{t('settings.signIn.loading')}</p>
      ) : provider.isError ? (
        <ErrorNotice
          title={t('settings.signIn.loadFailed')}
          error={toAppError(provider.error)}
          onRetry={() => void provider.refetch()}
        />
      ) : (
        <>
          {provider.data.launch && (
            <p className="notice" role="note">
              {t('settings.signIn.launchInForce', provider.data.launch)}
              {/* Empty fields beside the default role rows read as half set up otherwise. */}
              {!provider.data.issuer && ` ${t('settings.signIn.noneStored')}`}
            </p>
          )}
          <SignInProviderFormView view={provider.data} mayEdit={mayEdit} />
        </>
      )}
    </section>
  );
}

function SignInProviderFormView({ view, mayEdit }: { view: SignInProviderView; mayEdit: boolean }) {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  const confirmation = useMainConfirmation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState<AppError>();
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError: setFieldError,
    formState,
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(SignInProviderForm),
    defaultValues: formOf(view),
  });
  const rows = useFieldArray({ control, name: 'role_map' });
  const stored = view.client_secret.state !== 'not_set';
  const choice = useWatch({ control, name: 'secret_choice' });
  const errors = formState.errors;
  const mapError = errors.role_map?.message ?? errors.role_map?.root?.message;

  const onSubmit = useGuardedSubmit(
    handleSubmit(async (form) => {
      setBusy(true);
      setError(undefined);
      setDone('');
      const input = providerInputOf(form);
      const answer = await confirmation.confirmThrough((code) =>
        settle(() =>
          call(api().identity.setProvider({ ...input, ...(code ? { confirmation: code } : {}) })),
        ),
      );
      setBusy(false);
      if (answer.status === 'cancelled') {
        // Everything typed stays, so the person can check it and save again.
        setDone(t('settings.signIn.declined'));
        return;
      }
      if (answer.status === 'refused') {
        for (const [path, message] of Object.entries(answer.error.fields ?? {})) {
          setFieldError(path as FieldPath<Input>, { message });
        }
        setError(answer.error);
        return;
      }
      client.setQueryData(queryKeys.signInProvider, answer.value);
      // Stored: the secret typed leaves the page, and the form shows what main now holds.
      reset(formOf(answer.value));
      setDone(t('settings.signIn.saved'));
    }),
  );

  return (
    <>
      <LeaveGuard when={formState.isDirty && !busy && !formState.isSubmitting} />
      <form
        className="form sign-in-provider-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('settings.signIn.title')}
      >
        <fieldset className="sign-in-provider-fields" disabled={!mayEdit || busy}>
          <TextField
            label={t('settings.signIn.issuer')}
            type="url"
            autoComplete="off"
            spellCheck={false}
            hint={t('settings.signIn.issuerHint')}
            error={fm(errors.issuer?.message)}
            registration={register('issuer')}
          />
          <TextField
            label={t('settings.signIn.clientId')}
            autoComplete="off"
            spellCheck={false}
            error={fm(errors.client_id?.message)}
            registration={register('client_id')}
          />
          <fieldset className="money-fieldset">
            <legend>{t('settings.signIn.secret')}</legend>
            <p className="hint" data-testid="sign-in-secret-state">
              {stored ? t('settings.signIn.secretStored') : t('settings.signIn.secretNone')}
            </p>
            <div className="money-radios">
              <label>
                <input type="radio" value="keep" {...register('secret_choice')} />{' '}
                {stored ? t('settings.signIn.keepSecret') : t('settings.signIn.noSecret')}
              </label>
              <label>
                <input type="radio" value="replace" {...register('secret_choice')} />{' '}
                {stored ? t('settings.signIn.replaceSecret') : t('settings.signIn.setSecret')}
              </label>
              {stored && (
                <label>
                  <input type="radio" value="clear" {...register('secret_choice')} />{' '}
                  {t('settings.signIn.clearSecret')}
                </label>
              )}
            </div>
            {choice === 'replace' && (
              <TextField
                label={t('settings.signIn.newSecret')}
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                hint={t('settings.signIn.newSecretHint')}
                error={fm(errors.client_secret?.message)}
                registration={register('client_secret')}
              />
            )}
          </fieldset>
          <TextField
            label={t('settings.signIn.rolesClaim')}
            autoComplete="off"
            spellCheck={false}
            placeholder={DEFAULT_CLAIM}
            hint={t('settings.signIn.rolesClaimHint')}
            error={fm(errors.roles_claim?.message)}
            registration={register('roles_claim')}
          />
          <fieldset className="money-fieldset">
            <legend>{t('settings.signIn.roleMap')}</legend>
            <p className="hint">{t('settings.signIn.roleMapHint')}</p>
            {rows.fields.map((row, i) => (
              <div key={row.id} className="field-row sign-in-role-row">
                <TextField
                  label={t('settings.signIn.value', { n: i + 1 })}
                  autoComplete="off"
                  spellCheck={false}
                  error={fm(errors.role_map?.[i]?.value?.message)}
                  registration={register(`role_map.${i}.value`)}
                />
                <SelectField
                  label={t('settings.signIn.role', { n: i + 1 })}
                  options={ROLES.map((role) => ({
                    value: role,
                    label: t(`frame.roleNames.${role}`),
                  }))}
                  error={fm(errors.role_map?.[i]?.role?.message)}
                  registration={register(`role_map.${i}.role`)}
                />
                <button type="button" className="button" onClick={() => rows.remove(i)}>
                  {t('settings.signIn.removeValue', { n: i + 1 })}
                </button>
              </div>
            ))}
            {mapError && (
              <p className="field-error" role="alert">
                {fm(mapError)}
              </p>
            )}
            <button
              type="button"
              className="button"
              onClick={() => rows.append({ value: '', role: 'store-manager' })}
            >
              {t('settings.signIn.addValue')}
            </button>
          </fieldset>
          <p className="hint">{t('settings.signIn.applies')}</p>
          {error && <ErrorNotice title={t('settings.signIn.saveFailed')} error={error} />}
          {done && <p role="status">{done}</p>}
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              {busy ? t('settings.signIn.saving') : t('settings.signIn.save')}
            </button>
          </div>
        </fieldset>
      </form>
      {confirmation.dialog}
    </>
  );
}
