import type { en } from './en';

/** The shape a translation must have: the English catalog's keys, any text. */
export type Catalog<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

export type Messages = Catalog<typeof en>;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
