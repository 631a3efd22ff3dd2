import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { en } from './areas/validation';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English message as a pattern; `{{name}}` captures what the schema put there. */
const PATTERNS = Object.entries(en).map(([key, text]) => {
  const names: string[] = [];
  const source = escape(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * A shared schema's message in the chosen language. Anything else (what main or the API said
 * about a field) is shown as written: it is evidence, and rewording it could change its sense.
 */
export function translateValidation(message: string, t: TFunction): string {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return t(`validation.${key as keyof typeof en}`, values);
  }
  return message;
}

/** `(message) => message in the chosen language`, for a form's field errors. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message === undefined ? undefined : translateValidation(message, t);
}

/**
 * Main's refusal of a form's input, in the chosen language: main says it as `path: message`
 * with the shared schemas' or the descriptor's own English, which the field already shows
 * translated; the error block must not say it again in English.
 */
export function refusalInWords<E extends { code: string; message: string; reason?: unknown }>(
  error: E,
  say: (message: string) => string,
): E {
  if (error.code !== 'validation' || error.reason !== undefined) return error;
  const at = /^([\w.[\]]+): (.+)$/s.exec(error.message);
  const message = at ? `${at[1]}: ${say(at[2] ?? '')}` : say(error.message);
  return { ...error, message };
}
