import type { TFunction } from 'i18next';
import { en } from './areas/common';

type Known = keyof typeof en.apiValue;
const isKnown = (code: string): code is Known => Object.hasOwn(en.apiValue, code);

/**
 * One of the API's codes (a status, a type, a capture mode…) in the chosen language; a code the
 * console does not know is shown exactly as sent, since guessing its sense could mislead.
 */
export function apiValueLabel(t: TFunction, code: string): string {
  const key = code.toUpperCase();
  if (!isKnown(key)) return code;
  const label = t(`common.apiValue.${key}`);
  // Where the language keeps the code itself (English), it stays as the API spelt it.
  return label === key ? code : label;
}
