import {
  API_OPERATION_NAMES,
  CHANGE_OPERATION_NAMES,
  isConsoleChange,
  isMoneyOperation,
  JOURNALED_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
  type ChangeOperationName,
  type JournaledOperationName,
  type MoneyOperationName,
} from './catalog';
import {
  operationKey,
  type MoneyPresentation,
  type MoneyWords,
  type OperationKey,
  type OperationLanguage,
} from './presentation';
import { CONSOLE_CHANGE_PRESENTATIONS, PRESENTATIONS } from './facts';

/*
 * Every per-operation table of the console, read from the operation modules' words (through
 * facts.ts, so a page gets them without the modules' schemas): main's words, the screens'
 * catalogs, the CSV types and the special cases. Nothing here names an operation.
 */

export function moneyPresentation(name: MoneyOperationName): MoneyPresentation {
  return PRESENTATIONS[name];
}

/** Money or change: the words and CSV type every journaled operation has. */
export function journaledPresentation(name: JournaledOperationName): {
  csvType: string;
  words: Readonly<Record<OperationLanguage, { name: string; label: string }>>;
} {
  if (isMoneyOperation(name)) return moneyPresentation(name);
  if (isConsoleChange(name)) return CONSOLE_CHANGE_PRESENTATIONS[name];
  return PRESENTATIONS[name];
}

function byName<N extends string, V>(names: readonly N[], value: (name: N) => V) {
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<N, V>;
}

/** Main's words for every money operation, in one language. */
export const moneyWords = (language: OperationLanguage): Record<MoneyOperationName, MoneyWords> =>
  byName(MONEY_OPERATION_NAMES, (name) => moneyPresentation(name).words[language]);

/** Main's name for every back-office change in its confirmation, in one language. */
export const changeLabels = (language: OperationLanguage): Record<ChangeOperationName, string> =>
  byName(CHANGE_OPERATION_NAMES, (name) => PRESENTATIONS[name].words[language].label);

function keyed<N extends string>(names: readonly N[], value: (name: N) => string) {
  return Object.fromEntries(names.map((name) => [operationKey(name), value(name)])) as Record<
    OperationKey<N>,
    string
  >;
}

/** A catalog's `operation` section: each money operation's name, keyed `area_verb`. */
export const moneyOperationNames = (language: OperationLanguage) =>
  keyed(MONEY_OPERATION_NAMES, (name) => moneyPresentation(name).words[language].name);

/** Activity's `operation` section: every journaled operation's name, keyed `area_verb`. */
export const journaledOperationNames = (language: OperationLanguage) =>
  keyed(JOURNALED_OPERATION_NAMES, (name) => journaledPresentation(name).words[language].name);

/** What a resend may do twice, keyed `area_verb`: the catalog's `money.risk.twice`. */
export const duplicateRisks = (language: OperationLanguage) =>
  keyed(MONEY_OPERATION_NAMES, (name) => moneyPresentation(name).words[language].twice);

/** Every API operation's name, reads included, keyed `area_verb`: a scenario's steps. */
export const apiOperationNames = (language: OperationLanguage) =>
  keyed(API_OPERATION_NAMES, (name) => PRESENTATIONS[name].words[language].name);
