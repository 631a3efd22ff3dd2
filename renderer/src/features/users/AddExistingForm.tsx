import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserAddInstrumentInput } from '../../../../shared/schemas/user';
import { api, call, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { TextField } from '../../ui/TextField';
import { splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from '../instruments/form-support';
import { userChanged } from './queries';

type Input = z.input<typeof UserAddInstrumentInput>;
type Output = z.output<typeof UserAddInstrumentInput>;

const FIELDS = ['instrument_id', 'cardholder_name'] as const;

/** Links an instrument that already exists (e.g. made in Instruments) to this user. */
export function AddExistingForm({
  userId,
  onAdded,
}: {
  userId: string;
  onAdded: (message: string) => void;
}) {
  const client = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(UserAddInstrumentInput),
    mode: 'onTouched',
    // user_id has no input: it is the page's user, checked by the same schema as the rest.
    defaultValues: { user_id: userId, instrument_id: '', cardholder_name: '' },
  });
  const add = useMutation({
    mutationFn: (input: Output) => call(api().users.addInstrument(input)),
  });

  const onValid = async (values: Output) => {
    try {
      const view = await add.mutateAsync(values);
      void userChanged(client, userId, view);
      reset();
      onAdded(`Instrument ${values.instrument_id} was added to ${userId}.`);
    } catch (caught) {
      const { placed } = splitFieldErrors(toAppError(caught).fields, FIELDS);
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
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Add an existing instrument">
        <TextField
          label="Instrument id"
          placeholder="ins-…"
          autoComplete="off"
          spellCheck={false}
          error={errors.instrument_id?.message}
          registration={register('instrument_id')}
        />
        <TextField
          label="Cardholder name for this user (optional)"
          autoComplete="off"
          spellCheck={false}
          error={errors.cardholder_name?.message}
          registration={register('cardholder_name')}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
            Add instrument
          </button>
          <span role="status" className="muted">
            {busy ? 'Adding the instrument…' : ''}
          </span>
        </div>
      </form>
      {apiError && (
        <ApiErrorBlock
          title="Could not add the instrument"
          error={apiError}
          unplaced={splitFieldErrors(apiError.fields, FIELDS).unplaced}
        />
      )}
    </div>
  );
}
