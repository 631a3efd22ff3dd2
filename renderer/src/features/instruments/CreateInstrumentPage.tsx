import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InstrumentCreateInput } from '../../../../shared/schemas/instrument';
import { href, navigate } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { TextField } from '../../ui/TextField';
import { splitFieldErrors, useGuardedSubmit } from './form-support';

type Input = z.input<typeof InstrumentCreateInput>;
type Output = z.output<typeof InstrumentCreateInput>;

const FIELDS = [
  'holder_name',
  'number',
  'cvv',
  'expiration_month',
  'expiration_year',
  'service_code',
  'sequence_number',
] as const;

const EMPTY: Input = {
  holder_name: '',
  number: '',
  cvv: '',
  expiration_month: '',
  expiration_year: '',
  service_code: '',
  sequence_number: '',
};

export function CreateInstrumentPage() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Output>(
    { resolver: zodResolver(InstrumentCreateInput), mode: 'onBlur', defaultValues: EMPTY },
  );
  const errors = formState.errors;
  const create = useMutation({
    mutationFn: (input: Output) => call(api().instruments.create(input)),
  });

  // The PAN and CVV must not linger in the page once they have been sent, whatever the answer.
  const clearSecrets = () => {
    setValue('number', '');
    setValue('cvv', '');
  };

  const onValid = async (values: Output) => {
    try {
      const created = await create.mutateAsync(values);
      clearSecrets();
      queryClient.setQueryData(queryKeys.instruments.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.instruments.list() });
      navigate({ name: 'instrument', id: created.id });
    } catch (caught) {
      clearSecrets();
      const { placed } = splitFieldErrors(toAppError(caught).fields, FIELDS);
      placed.forEach(([name, message], index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || create.isPending;
  const apiError = create.isError ? toAppError(create.error) : undefined;

  return (
    <>
      <PageTitle>New instrument</PageTitle>
      <div className="form-layout">
        <form className="form" noValidate onSubmit={onSubmit} aria-label="New instrument">
          <TextField
            label="Cardholder name"
            autoComplete="off"
            spellCheck={false}
            error={errors.holder_name?.message}
            registration={register('holder_name')}
          />
          <TextField
            label="Card number"
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            hint="For security, the card number and CVV are cleared after every submission that reaches the API."
            error={errors.number?.message}
            registration={register('number')}
          />
          <div className="field-row">
            <TextField
              label="Expiry month"
              autoComplete="off"
              inputMode="numeric"
              placeholder="MM"
              maxLength={2}
              error={errors.expiration_month?.message}
              registration={register('expiration_month')}
            />
            <TextField
              label="Expiry year"
              autoComplete="off"
              inputMode="numeric"
              placeholder="YYYY"
              maxLength={4}
              error={errors.expiration_year?.message}
              registration={register('expiration_year')}
            />
            <TextField
              label="CVV"
              type="password"
              autoComplete="off"
              inputMode="numeric"
              maxLength={4}
              error={errors.cvv?.message}
              registration={register('cvv')}
            />
          </div>
          <div className="field-row">
            <TextField
              label="Service code (optional)"
              autoComplete="off"
              inputMode="numeric"
              maxLength={3}
              error={errors.service_code?.message}
              registration={register('service_code')}
            />
            <TextField
              label="Sequence number (optional)"
              autoComplete="off"
              inputMode="numeric"
              maxLength={3}
              error={errors.sequence_number?.message}
              registration={register('sequence_number')}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
              Create instrument
            </button>
            <a href={href({ name: 'instruments' })}>Cancel</a>
            <span role="status" className="muted">
              {busy ? 'Creating the instrument…' : ''}
            </span>
          </div>
        </form>
        {apiError && (
          <ApiErrorBlock
            title="Could not create the instrument"
            error={apiError}
            unplaced={splitFieldErrors(apiError.fields, FIELDS).unplaced}
          />
        )}
      </div>
    </>
  );
}
