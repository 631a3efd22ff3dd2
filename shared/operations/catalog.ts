import type { OperationArea } from './descriptor';
import { API_OPERATIONS } from './facts';
import type { Operations } from './registry';

export type { OperationArea } from './descriptor';

/*
 * Every API operation the console calls, by channel name, and the facts the rest of the console
 * asks of it: whether it moves money or changes the back office, its journal code and its
 * area. Derived from the registry (one line per operation), where a new operation is added,
 * through its plain facts (facts.ts). Nothing the registry loads may import this module at run
 * time: it would run before the registry it derives from.
 */

export { API_OPERATIONS };

type Catalog = typeof API_OPERATIONS;

export type ApiOperationName = keyof Operations;

export type MoneyOperationName = {
  [K in ApiOperationName]: Catalog[K]['money'] extends true ? K : never;
}[ApiOperationName];
export type ReadOperationName = Exclude<ApiOperationName, MoneyOperationName>;

export const API_OPERATION_NAMES = Object.keys(API_OPERATIONS) as ApiOperationName[];

export const MONEY_OPERATION_NAMES = API_OPERATION_NAMES.filter(
  (name) => API_OPERATIONS[name].money,
) as [MoneyOperationName, ...MoneyOperationName[]];

/** The journaled API operations an area's screens send, by the registry's `area`. */
export type OperationsSentFrom<A extends OperationArea> = {
  [K in ApiOperationName]: Catalog[K] extends { area: A } ? K : never;
}[ApiOperationName];

/** The journaled API operations `area`'s screens send, in registry order. */
export function operationsSentFrom(area: string): ApiOperationName[] {
  return API_OPERATION_NAMES.filter((name) => {
    const entry: { money: boolean; area?: string } = API_OPERATIONS[name];
    return entry.area === area;
  });
}

export function isMoneyOperation(name: string): name is MoneyOperationName {
  return (MONEY_OPERATION_NAMES as readonly string[]).includes(name);
}

/**
 * Back-office calls that change something (an instrument, a user, a user's cards): they move no
 * money, but they are journaled like money so Activity is the whole audit trail.
 */
export type ChangeOperationName = {
  [K in ApiOperationName]: Catalog[K] extends { change: true } ? K : never;
}[ApiOperationName];

export const CHANGE_OPERATION_NAMES = API_OPERATION_NAMES.filter(
  (name) => 'change' in API_OPERATIONS[name],
) as [ChangeOperationName, ...ChangeOperationName[]];

export function isChangeOperation(name: string): name is ChangeOperationName {
  return (CHANGE_OPERATION_NAMES as readonly string[]).includes(name);
}

/**
 * Changes the console makes to itself, sent to no API, that an audit must still find beside the
 * money: an administrator's edit of the role map, or of the sign-in provider whose people it
 * maps, decides who may move money. Journaled like a back-office change, its codes numbered with
 * the registry's (given once, never reused).
 */
export const CONSOLE_CHANGES = {
  'roles:setMap': { journalCode: 10 },
  'identity:setProvider': { journalCode: 11 },
} as const satisfies Record<`${string}:${string}`, { journalCode: number }>;

export type ConsoleChangeName = keyof typeof CONSOLE_CHANGES;

export const CONSOLE_CHANGE_NAMES = Object.keys(CONSOLE_CHANGES) as [
  ConsoleChangeName,
  ...ConsoleChangeName[],
];

export function isConsoleChange(name: string): name is ConsoleChangeName {
  return Object.hasOwn(CONSOLE_CHANGES, name);
}

export type JournaledOperationName = MoneyOperationName | ChangeOperationName | ConsoleChangeName;

/** Everything the journal records, money first: the order Activity offers them in. */
export const JOURNALED_OPERATION_NAMES: readonly [
  JournaledOperationName,
  ...JournaledOperationName[],
] = [...MONEY_OPERATION_NAMES, ...CHANGE_OPERATION_NAMES, ...CONSOLE_CHANGE_NAMES];

/** Each journaled operation's code in the journal index, as the catalog gives it. */
export const JOURNAL_CODES = Object.fromEntries(
  JOURNALED_OPERATION_NAMES.map((name) => [
    name,
    isConsoleChange(name) ? CONSOLE_CHANGES[name].journalCode : API_OPERATIONS[name].journalCode,
  ]),
) as Readonly<Record<JournaledOperationName, number>>;
