import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { AppError } from '../../../shared/errors';
import { isApiWords } from './error-text';

/** The message at a dotted path of React Hook Form's errors (unions defeat its typed access). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string) {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Splits field errors into those a form field can show and the rest, which go into the error
 * block so nothing said is lost. Main keys every error by the operation's input fields (the
 * descriptor maps the API's paths), so a field is found by its name; `prefix` is where the
 * form's values sit in the input (`changes.` for an instrument update).
 */
export function splitFieldErrors<F extends string>(
  fields: Record<string, string> | undefined,
  known: Iterable<F>,
  prefix = '',
): { placed: Array<[F, string]>; unplaced: Record<string, string> } {
  const names = new Set<string>(known);
  const placed = new Map<F, string>();
  const unplaced: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (names.has(name) && !placed.has(name as F)) placed.set(name as F, message);
    else unplaced[path] = message;
  }
  return { placed: [...placed], unplaced };
}

/**
 * The field errors a form sets at its fields after a refused send. The API's own (English)
 * words are introduced in the person's language and quoted as the API's, so a field never
 * shows a bare foreign sentence as if the console had said it.
 */
export function placedFieldErrors<F extends string>(
  error: Pick<AppError, 'code' | 'fields' | 'reason' | 'status'>,
  known: Iterable<F>,
  t: TFunction,
  prefix = '',
): Array<[F, string]> {
  const { placed } = splitFieldErrors(error.fields, known, prefix);
  const say = fieldWords(error, t);
  return placed.map(([name, text]) => [name, say(text)]);
}

/**
 * How a refused send's message is said at a field: the API's words quoted as the API's, in the
 * person's language; main's own (a reason key) left for the field to translate.
 */
export function fieldWords(
  error: Pick<AppError, 'reason' | 'status'> & { code?: AppError['code'] },
  t: TFunction,
): (text: string) => string {
  return isApiWords(error) ? (text) => t('frame.apiError.fieldRefused', { text }) : (text) => text;
}
