import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { UserCreateInput } from '../../../../shared/schemas/user';
import { hrefOf, go } from '../../app/router';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { apiValueLabel } from '../../i18n/api-values';
import { placedFieldErrors, splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from '../instruments/form-support';
import { NewUserInstruments, rowPaths } from './NewUserInstruments';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { useShownProfile } from '../../app/ShownProfile';
import { LeaveGuard } from '../../ui/LeaveGuard';

type Input = z.input<typeof UserCreateInput>;
type Output = z.output<typeof UserCreateInput>;

const USER_PATHS = [
  'user_id',
  'user.name',
  'user.email',
  'user.document_type',
  'user.document_number',
  'user.phone',
  'cardholder_name',
];

export function CreateUserPage({ suggestedId }: { suggestedId: string }) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(UserCreateInput),
    // On blur, unlike the other forms: revalidating this form's field array on change made the
    // browser drop the click on “Add a new card” that follows a typed instrument id.
    mode: 'onBlur',
    defaultValues: {
      user_id: suggestedId,
      user: { name: '', email: '', document_type: '', document_number: '', phone: '' },
      cardholder_name: '',
      instruments: [],
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const create = useMutation({
    mutationFn: async (input: Output) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) => api().users.create({ ...input, ...code, shownProfile }));
    },
  });
  const known = () => new Set([...USER_PATHS, ...rowPaths(getValues())]);

  const onValid = async (values: Output) => {
    try {
      if ((await create.mutateAsync(values)) === undefined) return;
      // Whatever the answer's shape, the user's page reads the user as the API now has it.
      void client.invalidateQueries({ queryKey: queryKeys.users.detail(values.user_id) });
      go({ to: '/users/$id', params: { id: values.user_id } });
    } catch (caught) {
      const placed = placedFieldErrors(toAppError(caught), known(), t);
      placed.forEach(([name, message], index) =>
        setError(name as Path<Input>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    } finally {
      // Every card in the request has been sent: none of their PANs or CVVs stays in the page.
      getValues('instruments').forEach((row, i) => {
        if (row.kind !== 'card') return;
        setValue(`instruments.${i}.card.number`, '');
        setValue(`instruments.${i}.card.cvv`, '');
      });
    }
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || create.isPending;
  const apiError = create.isError ? toAppError(create.error) : undefined;
  const errors = formState.errors;
  const text = (label: string, name: Path<Input>, error: string | undefined, extra = {}) => (
    <TextField
      label={label}
      autoComplete="off"
      spellCheck={false}
      error={fm(error)}
      registration={register(name)}
      {...extra}
    />
  );

  return (
    <>
      <PageTitle>{t('users.create.title')}</PageTitle>
      {confirmed.dialog}
      <LeaveGuard when={formState.isDirty && !busy} />
      <div className="form-layout">
        <FormProvider {...form}>
          <form
            className="form"
            noValidate
            onSubmit={onSubmit}
            aria-label={t('users.create.title')}
          >
            {text(t('users.create.userId'), 'user_id', errors.user_id?.message, {
              placeholder: 'usr-…',
            })}
            {text(t('users.create.name'), 'user.name', errors.user?.name?.message)}
            {text(t('users.create.email'), 'user.email', errors.user?.email?.message, {
              type: 'email',
            })}
            <div className="field-row">
              {text(
                t('users.create.documentType'),
                'user.document_type',
                errors.user?.document_type?.message,
                {
                  list: 'document-types',
                  placeholder: 'CC',
                },
              )}
              {text(
                t('users.create.documentNumber'),
                'user.document_number',
                errors.user?.document_number?.message,
              )}
            </div>
            <datalist id="document-types">
              <option value="CC" />
              <option value="CE" />
              <option value="NIT" />
              <option value="TI" />
              <option value="PASSPORT" label={apiValueLabel(t, 'PASSPORT')} />
            </datalist>
            {text(t('users.create.phone'), 'user.phone', errors.user?.phone?.message, {
              type: 'tel',
              placeholder: '+57 300 555 0101',
            })}
            {text(t('users.create.cardholder'), 'cardholder_name', errors.cardholder_name?.message)}
            <NewUserInstruments />
            <div className="form-actions">
              <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
                {t('users.create.submit')}
              </button>
              <a href={hrefOf({ to: '/users' })}>{t('users.create.cancel')}</a>
              <span role="status" className="muted">
                {busy ? t('users.create.busy') : ''}
              </span>
            </div>
          </form>
          {shown.notice}
        </FormProvider>
        {apiError && (
          <ApiErrorBlock
            title={t('users.create.failed')}
            error={apiError}
            unplaced={splitFieldErrors(apiError.fields, known()).unplaced}
          />
        )}
      </div>
    </>
  );
}
