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

/** The refusals the API names, each said as a verb of its own; any other status is quoted. */
const REFUSALS = ['DECLINED', 'REJECTED', 'FAILED'] as const;

/**
 * Which sentence reports a refusal: "The API declined it" reads naturally in both languages,
 * where "The API answered {{status}}" put a lower-case Spanish adjective after a verb.
 */
export function refusalWordsOf(status: string): (typeof REFUSALS)[number] | 'other' {
  const key = status.toUpperCase();
  return REFUSALS.find((r) => r === key) ?? 'other';
}
