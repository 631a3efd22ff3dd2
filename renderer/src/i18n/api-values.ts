import type { TFunction } from 'i18next';

/** Codes the first screen (the instrument list) shows: their words ship with it, in `common`. */
const FIRST_SCREEN = new Set(['ACTIVE', 'INACTIVE']);

/**
 * One of the API's codes (a status, a type, a capture mode…) in the chosen language, from the
 * money area every other screen loads; a code the console does not know is shown exactly as
 * sent, since guessing its sense could mislead.
 */
export function apiValueLabel(t: TFunction, code: string): string {
  const key = code.toUpperCase();
  const area = FIRST_SCREEN.has(key) ? 'common' : 'money';
  const label = t(`${area}.apiValue.${key}`, { defaultValue: code });
  // Where the language keeps the code itself (English), it stays as the API spelt it.
  return label === key ? code : label;
}
