/*
 * How a journaled operation presents itself: its words in every language the console offers, its
 * type in a CSV export, and the few ways it differs from the others. It sits beside the
 * operation's descriptor (`present`), holds no schema, and every screen, main's dialogs and the
 * exports read it from there, so a new operation without its words is a compile error rather
 * than a key that silently shows itself.
 */

/** The languages every operation is worded in; the screens and main offer exactly these. */
export const OPERATION_LANGUAGES = ['en', 'es'] as const;
export type OperationLanguage = (typeof OPERATION_LANGUAGES)[number];

export interface MoneyWords {
  /** Its name on screens: the result's facts, Activity, the unknown outcomes. */
  name: string;
  /** Its name in main's production confirmation. */
  label: string;
  /** What main says it is doing, in a resend's line: "Resend of authorizing a payment …". */
  doing: string;
  /** What sending it again may do where the key is not known to be honoured. */
  twice: string;
}

/**
 * A success worded by the operation itself, so a new kind of money call ("Captured USD 13.00")
 * needs no edit outside its module. `{{amount}}` is the money the answer says moved, else the
 * money asked for, in the screen's format; `{{status}}` is the API's status as sent.
 */
export interface SuccessWords {
  /** When an amount is known: "Captured {{amount}}". */
  withAmount: string;
  /** When none is: "Captured". */
  withoutAmount: string;
}

export type SuccessWording =
  | 'approved'
  | 'reversalType'
  | 'paymentAction'
  | { words: Readonly<Record<OperationLanguage, SuccessWords>> };

/** What a report fills an operation's own success words with. */
export interface SuccessParams {
  amount?: string | undefined;
  status?: string | undefined;
}

/** An operation's own success words in `language` (English when the console offers no other). */
export function ownSuccessLabel(
  wording: Exclude<SuccessWording, string>,
  language: string,
  params: SuccessParams,
): string {
  const lang = (OPERATION_LANGUAGES as readonly string[]).includes(language)
    ? (language as OperationLanguage)
    : 'en';
  const words = wording.words[lang];
  const template = params.amount === undefined ? words.withoutAmount : words.withAmount;
  return template.replace(
    /\{\{(amount|status)\}\}/g,
    (_, name: keyof SuccessParams) => params[name] ?? '',
  );
}

export interface MoneyPresentation {
  words: Readonly<Record<OperationLanguage, MoneyWords>>;
  /** One word per kind of effect in a CSV export; a module with `typeOf` writes its type instead. */
  csvType: string;
  /** What the production confirmation names as its target. */
  targets: 'merchant' | 'transaction' | 'payment';
  /**
   * How its success is worded: by the transaction status, by the reversal type it asked for, by
   * the payment's action (cancelled, refunded, already done) in the store manager's words, or by
   * its own words.
   */
  success: SuccessWording;
  /**
   * Done, it leaves its payment with nothing owed either way, so every other unknown outcome on
   * that payment is settled by it.
   */
  settlesUnknowns?: true;
}

/** A read's name on screens, e.g. in a scenario's step table: reads are not journaled. */
export interface ReadPresentation {
  words: Readonly<Record<OperationLanguage, { name: string }>>;
}

export interface ChangeWords {
  /** Its name in Activity. */
  name: string;
  /** Its name in main's production confirmation. */
  label: string;
}

export interface ChangePresentation {
  words: Readonly<Record<OperationLanguage, ChangeWords>>;
  csvType: string;
}

/** i18next reads `:` as a namespace separator, so a channel name is `area_verb` in a key. */
export type OperationKey<K extends string> = K extends `${infer A}:${infer V}`
  ? `${A}_${V}`
  : never;

export const operationKey = <K extends string>(name: K) =>
  name.replace(':', '_') as OperationKey<K>;
