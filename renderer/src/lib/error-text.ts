import type { TFunction } from 'i18next';
import type { AppError } from '../../../shared/errors';

/**
 * Main's own failures in the chosen language, by the reason main gave them and what it names
 * (`params`: a console, a profile); anything else (the
 * API's words, a reason this screen does not know yet) is shown as main wrote it.
 */
export function errorText(
  error: Pick<AppError, 'message' | 'reason' | 'params'>,
  t: TFunction,
): string {
  return error.reason
    ? t(`frame.errors.${error.reason}`, { ...error.params, defaultValue: error.message })
    : error.message;
}
