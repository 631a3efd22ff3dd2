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

type Form = UseFormReturn<AuthorizationValues, unknown, AuthorizationOutput>;

function choiceLabel(instrument: Instrument): string {
  const brand = instrument.card?.bin_data?.card_brand ?? 'Card';
  const last4 = instrument.card?.last_four_digits ?? '????';
  const status = instrument.status ? ` (${instrument.status.toLowerCase()})` : '';
  return `${brand} ending ${last4} — ${instrument.id}${status}`;
}

/**
 * A stored instrument, or (only where the profile allows raw cards) a typed card. The card
 * number and CVV are cleared by the form after every submit that reached main.
 */
export function InstrumentFields({ form, allowRawCards }: { form: Form; allowRawCards: boolean }) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'instrument.kind' });
  const choices = useInstrumentChoices();
  const legendId = useId();
  const options = [
    { value: '', label: 'Choose a stored instrument' },
    ...(choices.data?.data ?? []).map((i) => ({ value: i.id, label: choiceLabel(i) })),
  ];
  return (
    <fieldset className="money-fieldset" aria-labelledby={legendId}>
      <legend id={legendId}>Card</legend>
      {allowRawCards ? (
        <div className="money-radios">
          <label>
            <input type="radio" value="stored" {...register('instrument.kind')} /> Stored instrument
          </label>
          <label>
            <input type="radio" value="card" {...register('instrument.kind')} /> Type a card
          </label>
        </div>
      ) : (
        <p className="hint">
          This profile does not allow typed card numbers: choose a stored instrument.
        </p>
      )}
      {kind === 'card' && allowRawCards ? (
        <CardFields
          bind={bindCard(register, errors, 'instrument.card.')}
          numberHint="The card number and CVV are cleared after every submission that reaches the console's core."
          codes="none"
        />
      ) : (
        <>
          {/* Without the list, QA can still type the id of an instrument they know. */}
          {choices.isError ? (
            <TextField
              label="Instrument id"
              autoComplete="off"
              spellCheck={false}
              error={messageAt(errors, 'instrument.id')}
              registration={register('instrument.id')}
            />
          ) : (
            <SelectField
              label="Instrument"
              options={options}
              error={messageAt(errors, 'instrument.id')}
              registration={register('instrument.id')}
            />
          )}
          {choices.isError && (
            <ErrorNotice
              title="Could not load the stored instruments."
              error={toAppError(choices.error)}
              onRetry={() => void choices.refetch()}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
