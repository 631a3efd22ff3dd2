import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldText, paramsIn, readFieldReason } from '../../../shared/validation-words';

/**
 * A field's message in the chosen language: a shared schema's or main's reason by its key and
 * params (main's refusals carry them in `fields`; `errorText` says the first). Anything else (what the API said about a field) is shown as written: it is evidence,
 * and rewording it could change its sense.
 */
export function translateValidation(message: string, t: TFunction): string {
  const read = readFieldReason(message);
  // English until the validation area's words are loaded, never the key itself.
  return read
    ? t(`validation.${read.reason}`, {
        // Sums main named (a ceiling, what is left) are written in the reader's language.
        ...paramsIn(read, t('common.language.code')),
        defaultValue: fieldText(message),
      })
    : message;
}

/** `(message) => message in the chosen language`, for a form's field errors. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message === undefined ? undefined : translateValidation(message, t);
}
