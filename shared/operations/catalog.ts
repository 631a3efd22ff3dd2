/**
 * The navigation's areas whose screens send a journaled operation (renderer/src/app/areas.ts
 * lists them all, and does not compile while one of these is not among them).
 */
export type OperationArea =
  'instruments' | 'users' | 'payments' | 'authorizations' | 'transactions' | 'pos';

/**
 * How the catalog describes an operation. Whatever the journal records (money, and back-office
 * changes) has a `journalCode`: the number its journal index stores for it, on disk for years.
 * A code is given once and never changed or reused; the order of the catalog means nothing to
 * the index, so a new operation goes wherever it reads best. It also has an `area`: the one
 * whose screen sends it, shown to whoever may run it even if they may read nothing else there.
 */
type CatalogEntry =
  | { money: true; journalCode: number; area: OperationArea }
  | { money: false; change: true; journalCode: number; area: OperationArea }
  | { money: false; change?: never; journalCode?: never; area?: never };

/**
 * Every API operation the console calls, by channel name, and whether it moves money. Kept free
 * of Zod (the preload builds `window.api` from these names); the rest of each operation is its
 * descriptor in `registry.ts`, which must have exactly these keys.
 */
export const API_OPERATIONS = {
  'instruments:list': { money: false },
  'instruments:get': { money: false },
  'instruments:create': { money: false, change: true, journalCode: 5, area: 'instruments' },
  'instruments:update': { money: false, change: true, journalCode: 6, area: 'instruments' },
  'users:get': { money: false },
  'users:create': { money: false, change: true, journalCode: 7, area: 'users' },
  'users:addInstrument': { money: false, change: true, journalCode: 8, area: 'users' },
  'users:removeInstrument': { money: false, change: true, journalCode: 9, area: 'users' },
  'payments:authorize': { money: true, journalCode: 1, area: 'authorizations' },
  'payments:get': { money: false },
  'payments:list': { money: false },
  'transactions:authorize': { money: true, journalCode: 2, area: 'authorizations' },
  'transactions:get': { money: false },
  'transactions:reverse': { money: true, journalCode: 3, area: 'transactions' },
  'pos:cancelOrRefund': { money: true, journalCode: 4, area: 'pos' },
} as const satisfies Record<`${string}:${string}`, CatalogEntry>;

type Catalog = typeof API_OPERATIONS;
export type ApiOperationName = keyof Catalog;
export type MoneyOperationName = {
  [K in ApiOperationName]: Catalog[K]['money'] extends true ? K : never;
}[ApiOperationName];
export type ReadOperationName = Exclude<ApiOperationName, MoneyOperationName>;

export const API_OPERATION_NAMES = Object.keys(API_OPERATIONS) as ApiOperationName[];

export const MONEY_OPERATION_NAMES = API_OPERATION_NAMES.filter(
  (name) => API_OPERATIONS[name].money,
) as [MoneyOperationName, ...MoneyOperationName[]];

/** The journaled API operations `area`'s screens send, in catalog order. */
export function operationsSentFrom(area: string): ApiOperationName[] {
  return API_OPERATION_NAMES.filter((name) => {
    const entry: CatalogEntry = API_OPERATIONS[name];
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
 * maps, decides who may move money. Journaled like a back-office change, with codes from the
 * same table (given once, never reused).
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
