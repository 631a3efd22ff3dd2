import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InstrumentCreateInput } from '../../../../shared/schemas/instrument';
import { UserAddInstrumentInput } from '../../../../shared/schemas/user';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { TextField } from '../../ui/TextField';
import { bindCard, CARD_FIELDS, CardFields, EMPTY_CARD } from '../cards/CardFields';
import { placedFieldErrors, splitFieldErrors } from '../../lib/field-errors';
import { useGuardedSubmit } from '../instruments/form-support';
import { cardInWords } from './card-words';
import { userChanged } from './queries';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { useShownProfile } from '../../app/ShownProfile';

/** The instruments' create input for the card, and the link's optional cardholder name. */
const AddCard = z.object({
  card: InstrumentCreateInput,
  cardholder_name: UserAddInstrumentInput.shape.cardholder_name,
});
type Input = z.input<typeof AddCard>;
type Output = z.output<typeof AddCard>;

/** A created card waiting to be linked, with its mask for the message once it is. */
type Pending = { id: string; card: string; cardholder_name: string | undefined };

/**
 * A new card is two calls: `instruments:create`, then `users:addInstrument` with the new id.
 * If the second fails, the card exists unlinked; the user can retry the link alone rather than
 * create a second card.
 */
export function AddCardForm({
  userId,
  onAdded,
}: {
  userId: string;
  onAdded: (message: string, instrumentId?: string) => void;
}) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const [unlinked, setUnlinked] = useState<Pending>();
  // The card was created but the answer gave no id to link it by.
  const [orphan, setOrphan] = useState(false);
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<
    Input,
    unknown,
    Output
  >({
    resolver: zodResolver(AddCard),
    mode: 'onTouched',
    defaultValues: { card: EMPTY_CARD, cardholder_name: '' },
  });
  // On a production profile main asks the person before each of the two calls.
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const create = useMutation({
    mutationFn: async (card: Output['card']) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) => api().instruments.create({ ...card, ...code, shownProfile }));
    },
  });
  const link = useMutation({
    mutationFn: async (p: Pending) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().users.addInstrument({
          user_id: userId,
          instrument_id: p.id,
          cardholder_name: p.cardholder_name,
          ...code,
          shownProfile,
        }),
      );
    },
  });

  const linkCard = async (pending: Pending) => {
    try {
      // Cancelled: the card exists, not yet on the user; the retry button links it later.
      if ((await link.mutateAsync(pending)) === undefined) {
        setUnlinked(pending);
        return;
      }
      setUnlinked(undefined);
      void userChanged(client, userId);
      reset();
      create.reset();
      onAdded(
        t('users.add.addedCard', { card: pending.card, id: pending.id, user: userId }),
        pending.id,
      );
    } catch {
      setUnlinked(pending);
    }
  };

  // The retry button bypasses the guarded submit, so it needs its own guard against a double click.
  const retrying = useRef(false);
  const retryLink = (pending: Pending) => {
    if (retrying.current) return;
    retrying.current = true;
    void linkCard(pending).finally(() => {
      retrying.current = false;
    });
  };

  const onValid = async (values: Output) => {
    setOrphan(false);
    let created;
    try {
      created = await create.mutateAsync(values.card);
    } catch (caught) {
      const placed = placedFieldErrors(toAppError(caught), CARD_FIELDS, t);
      placed.forEach(([name, message], index) =>
        setError(`card.${name}`, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return;
    } finally {
      // Sent to the API: the PAN and CVV must not stay in the page, whatever the answer.
      setValue('card.number', '');
      setValue('card.cvv', '');
    }
    if (created === undefined) return;
    void client.invalidateQueries({ queryKey: queryKeys.instruments.all });
    if (!created.id) {
      setOrphan(true);
      return;
    }
    const card = cardInWords(created, t);
    await linkCard({ id: created.id, card, cardholder_name: values.cardholder_name });
  };

  const onSubmit = useGuardedSubmit(handleSubmit(onValid));
  const busy = formState.isSubmitting || create.isPending || link.isPending;
  const errors = formState.errors;
  const createError = create.isError ? toAppError(create.error) : undefined;
  const linkError = link.isError && unlinked ? toAppError(link.error) : undefined;

  return (
    <div className="form-layout">
      {confirmed.dialog}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('users.add.cardLabel')}>
        <CardFields
          bind={bindCard(register, errors, 'card.')}
          numberHint={t('users.add.secretsCleared')}
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
            {t('users.add.createCard')}
          </button>
          <span role="status" className="muted">
            {create.isPending
              ? t('users.add.creatingCard')
              : link.isPending
                ? t('users.add.linkingCard', { user: userId })
                : ''}
          </span>
        </div>
      </form>
      {shown.notice}
      {createError && (
        <ApiErrorBlock
          title={t('users.add.createCardFailed')}
          error={createError}
          unplaced={splitFieldErrors(createError.fields, CARD_FIELDS).unplaced}
        />
      )}
      {orphan && (
        <p className="notice notice-error" role="alert">
          {t('users.add.noId')}
        </p>
      )}
      {linkError && unlinked && (
        <div className="stack">
          <ApiErrorBlock
            title={t('users.add.notLinked', { id: unlinked.id, user: userId })}
            error={linkError}
          />
          <button type="button" disabled={busy} onClick={() => retryLink(unlinked)}>
            {t('users.add.retryLink', { id: unlinked.id })}
          </button>
        </div>
      )}
    </div>
  );
}
