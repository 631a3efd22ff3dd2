import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { messageAt } from '../../lib/field-errors';
import { bindCard, CardFields } from '../cards/CardFields';
import { useInstrumentChoices } from '../money/queries';
import type { AuthorizationOutput, AuthorizationValues } from './form-values';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { instrumentCardMask } from '../../lib/card-mask';
import { apiValueLabel } from '../../i18n/api-values';

type Form = UseFormReturn<AuthorizationValues, unknown, AuthorizationOutput>;

function choiceLabel(instrument: Instrument, t: TFunction): string {
  const values = {
    card: instrumentCardMask(instrument, t('authorizations.instrument.card')),
    id: instrument.id,
    // Lower case inside the sentence: the English side is the API's code itself.
    status: instrument.status && apiValueLabel(t, instrument.status).toLowerCase(),
  };
  return values.status
    ? t('authorizations.instrument.choiceWithStatus', values)
    : t('authorizations.instrument.choice', values);
}

/**
 * A stored instrument, or (only where the profile allows raw cards) a typed card. The card
 * number and CVV are cleared by the form after every submit that reached main.
 */
export function InstrumentFields({ form, allowRawCards }: { form: Form; allowRawCards: boolean }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'instrument.kind' });
  const chosenId = useWatch({ control, name: 'instrument.id' });
  const choices = useInstrumentChoices();
  const legendId = useId();
  const { t } = useTranslation();
  const fm = useFieldMessage();
  // The list is a choice: nothing chosen is "choose one", not the id schema's "Enter an id".
  const pickError = (message: string | undefined) =>
    message !== undefined && !chosenId?.trim()
      ? t('authorizations.instrument.chooseOne')
      : fm(message);
  const options = [
    { value: '', label: t('authorizations.instrument.choose') },
    ...(choices.data?.data ?? []).map((i) => ({
      value: i.id,
      label: choiceLabel(i, t),
      ...(i.status && { title: i.status }),
    })),
  ];
  return (
    <fieldset className="money-fieldset" aria-labelledby={legendId}>
      <legend id={legendId}>{t('authorizations.instrument.legend')}</legend>
      {allowRawCards ? (
        <div className="money-radios">
          <label>
            <input type="radio" value="stored" {...register('instrument.kind')} />{' '}
            {t('authorizations.instrument.stored')}
          </label>
          <label>
            <input type="radio" value="card" {...register('instrument.kind')} />{' '}
            {t('authorizations.instrument.typed')}
          </label>
        </div>
      ) : (
        <p className="hint">{t('authorizations.instrument.noTyped')}</p>
      )}
      {kind === 'card' && allowRawCards ? (
        <CardFields
          bind={bindCard(register, errors, 'instrument.card.')}
          numberHint={t('authorizations.instrument.secretsCleared')}
          codes="none"
        />
      ) : (
        <>
          {/* Without the list, QA can still type the id of an instrument they know. */}
          {choices.isError ? (
            <TextField
              label={t('authorizations.instrument.id')}
              autoComplete="off"
              spellCheck={false}
              error={fm(messageAt(errors, 'instrument.id'))}
              registration={register('instrument.id')}
            />
          ) : (
            <SelectField
              label={t('authorizations.instrument.label')}
              options={options}
              error={pickError(messageAt(errors, 'instrument.id'))}
              registration={register('instrument.id')}
            />
          )}
          {choices.isError && (
            <ErrorNotice
              title={t('authorizations.instrument.loadFailed')}
              error={toAppError(choices.error)}
              onRetry={() => void choices.refetch()}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
