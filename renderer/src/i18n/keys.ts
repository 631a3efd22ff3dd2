import type { ParseKeys } from 'i18next';

/** A key `t()` accepts: one the English catalog has (see `i18next.d.ts`). */
export type MessageKey = ParseKeys;

/**
 * Whether `code` names an entry of this part of the catalog. For a code that comes from outside
 * (the API, a socket error), so the key built from it is one the catalog has, and any other code
 * is shown as sent instead of as a key.
 */
export function hasWords<T extends object>(
  words: T,
  code: string,
): code is Extract<keyof T, string> {
  return Object.hasOwn(words, code);
}

/** A channel name as a key segment: i18next reads `:` as a namespace separator. */
export type Underscored<S extends string> = S extends `${infer A}:${infer B}` ? `${A}_${B}` : S;
