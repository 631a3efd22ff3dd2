import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserAddInstrumentInput } from '../../../../shared/schemas/user';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { TextField } from '../../ui/TextField';
import { placedFieldErrors, splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from '../instruments/form-support';
import { userChanged } from './queries';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { useShownProfile } from '../../app/ShownProfile';

type Input = z.input<typeof UserAddInstrumentInput>;
type Output = z.output<typeof UserAddInstrumentInput>;

const FIELDS = ['instrument_id', 'cardholder_name'] as const;

/** Links an instrument that already exists (e.g. made in Instruments) to this user. */
export function AddExistingForm({
  userId,
  onAdded,
}: {
  userId: string;
  onAdded: (message: string, instrumentId?: string) => void;
}) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(UserAddInstrumentInput),
    mode: 'onTouched',
    // user_id has no input: it is the page's user, checked by the same schema as the rest.
    defaultValues: { user_id: userId, instrument_id: '', cardholder_name: '' },
  });
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const add = useMutation({
    mutationFn: async (input: Output) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().users.addInstrument({ ...input, ...code, shownProfile }),
      );
    },
  });

  const onValid = async (values: Output) => {
    try {
      if ((await add.mutateAsync(values)) === undefined) return;
      void userChanged(client, userId);
      reset();
      onAdded(
        t('users.add.addedExisting', { id: values.instrument_id, user: userId }),
        values.instrument_id,
      );
    } catch (caught) {
      const placed = placedFieldErrors(toAppError(caught), FIELDS, t);
      placed.forEach(([name, message], index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || add.isPending;
  const apiError = add.isError ? toAppError(add.error) : undefined;
  const errors = formState.errors;
  return (
    <div className="form-layout">
      {confirmed.dialog}
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('users.add.addExistingLabel')}
      >
        <TextField
          label={t('users.add.instrumentId')}
          placeholder="ins-…"
          autoComplete="off"
          spellCheck={false}
          error={fm(errors.instrument_id?.message)}
          registration={register('instrument_id')}
        />
        <TextField
          label={t('users.add.cardholderForUser')}
          autoComplete="off"
          spellCheck={false}
          error={fm(errors.cardholder_name?.message)}
          registration={register('cardholder_name')}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            {t('users.add.addExisting')}
          </button>
          <span role="status" className="muted">
            {busy ? t('users.add.addingExisting') : ''}
          </span>
        </div>
      </form>
      {shown.notice}
      {apiError && (
        <ApiErrorBlock
          title={t('users.add.addExistingFailed')}
          error={apiError}
          unplaced={splitFieldErrors(apiError.fields, FIELDS).unplaced}
        />
      )}
    </div>
  );
}
