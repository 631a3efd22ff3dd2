import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InstrumentCreateInput } from '../../../../shared/schemas/instrument';
import { hrefOf, go } from '../../app/router';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { bindCard, CARD_FIELDS, CardFields, EMPTY_CARD } from '../cards/CardFields';
import { placedFieldErrors, splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from './form-support';
import { takeTestCard } from '../simulator/card-handoff';
import { useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';
import { LeaveGuard } from '../../ui/LeaveGuard';

type Input = z.input<typeof InstrumentCreateInput>;
type Output = z.output<typeof InstrumentCreateInput>;

export function CreateInstrumentPage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [testCard] = useState(() => takeTestCard('instrument'));
  const { register, handleSubmit, setValue, setError, formState } = useForm<Input, unknown, Output>(
    {
      resolver: zodResolver(InstrumentCreateInput),
      mode: 'onTouched',
      // A test card chosen in Simulator → Test cards, handed over once in memory.
      defaultValues: { ...EMPTY_CARD, number: testCard ?? '' },
    },
  );
  const errors = formState.errors;
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const create = useMutation({
    mutationFn: async (input: Output) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().instruments.create({ ...input, ...code, shownProfile }),
      );
    },
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
      if (created === undefined) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.instruments.list() });
      if (created.id) {
        // The create answer is the instrument (api-notes), shown as answered, redacted.
        queryClient.setQueryData(queryKeys.instruments.detail(created.id), created);
        go({ to: '/instruments/$id', params: { id: created.id } });
      } else {
        // An answer that does not name the new instrument: the list, read again, will.
        go({ to: '/instruments' });
      }
    } catch (caught) {
      clearSecrets();
      const placed = placedFieldErrors(toAppError(caught), CARD_FIELDS, t);
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
      <PageTitle>{t('instruments.create.title')}</PageTitle>
      {confirmed.dialog}
      <LeaveGuard when={formState.isDirty && !busy} />
      <div className="form-layout">
        <form
          className="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('instruments.create.title')}
        >
          <CardFields
            bind={bindCard(register, errors)}
            numberHint={t('instruments.card.secretsCleared')}
          />
          <div className="form-actions">
            <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
              {t('instruments.create.submit')}
            </button>
            <a href={hrefOf({ to: '/instruments' })}>{t('instruments.create.cancel')}</a>
            <span role="status" className="muted">
              {busy ? t('instruments.create.busy') : ''}
            </span>
          </div>
        </form>
        {shown.notice}
        {apiError && (
          <ApiErrorBlock
            title={t('instruments.create.failed')}
            error={apiError}
            unplaced={splitFieldErrors(apiError.fields, CARD_FIELDS).unplaced}
          />
        )}
      </div>
    </>
  );
}
