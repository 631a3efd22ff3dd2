import type { en } from './en';
import type { LANGUAGE_CODES as LANGUAGES } from '../../../shared/language-hint';

/** The shape a translation must have: the English catalog's keys, any text. */
export type Catalog<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

export type Messages = Catalog<typeof en>;

export { LANGUAGE_CODES as LANGUAGES } from '../../../shared/language-hint';
export type Language = (typeof LANGUAGES)[number];
