import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import type { UserCreateInput } from '../../../../shared/schemas/user';
import { TextField } from '../../ui/TextField';
import { bindCard, CARD_FIELDS, CardFields, EMPTY_CARD } from '../cards/CardFields';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';

type Input = z.input<typeof UserCreateInput>;

type RowErrors = { instrument_id?: FieldError } | undefined;

/** Every path a row registers, so that the API's field errors can be placed at the field. */
export function rowPaths(values: Input): string[] {
  return values.instruments.flatMap((row, i) =>
    row.kind === 'existing'
      ? [`instruments.${i}.instrument_id`]
      : CARD_FIELDS.map((k) => `instruments.${i}.card.${k}`),
  );
}

/** The instruments the new user starts with: existing ones by id, or new cards. */
export function NewUserInstruments() {
  const { control, register, formState } = useFormContext<Input>();
  const { fields, append, remove } = useFieldArray({ control, name: 'instruments' });
  const listError = formState.errors.instruments;
  const listMessage = listError?.message ?? listError?.root?.message;
  const { t } = useTranslation();
  const fm = useFieldMessage();
  return (
    <fieldset className="instrument-rows" aria-describedby="new-user-instruments-error">
      <legend>{t('users.create.instruments')}</legend>
      {fields.map((field, i) => {
        const errors = formState.errors.instruments?.[i] as RowErrors;
        const title = t(
          field.kind === 'existing' ? 'users.create.rowExisting' : 'users.create.rowCard',
          { n: i + 1 },
        );
        return (
          <fieldset key={field.id} className="instrument-row">
            <legend>{title}</legend>
            {field.kind === 'existing' ? (
              <TextField
                label={t('users.add.instrumentId')}
                placeholder="ins-…"
                autoComplete="off"
                spellCheck={false}
                error={fm(errors?.instrument_id?.message)}
                registration={register(`instruments.${i}.instrument_id`)}
              />
            ) : (
              <CardFields
                bind={bindCard(register, formState.errors, `instruments.${i}.card.`)}
                numberHint={t('users.add.secretsCleared')}
              />
            )}
            <button type="button" onClick={() => remove(i)}>
              {t('users.create.removeRow', { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      <p id="new-user-instruments-error" className="field-error" role="alert">
        {fm(listMessage) ?? ''}
      </p>
      <div className="form-actions">
        <button type="button" onClick={() => append({ kind: 'existing', instrument_id: '' })}>
          {t('users.create.addExisting')}
        </button>
        <button type="button" onClick={() => append({ kind: 'card', card: { ...EMPTY_CARD } })}>
          {t('users.create.addCard')}
        </button>
      </div>
    </fieldset>
  );
}
