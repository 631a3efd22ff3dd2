import 'i18next';
import type { Messages } from './messages';

/**
 * `t()` takes only keys the English catalog has, so a misspelt, missing or wrongly built key
 * (`` t(`money.operation.${kind}`) `` with a kind the catalog lacks) is a compile error, not
 * the key shown on screen. Values are typed `string`, not each English literal: a translation
 * says the same thing in other words.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
