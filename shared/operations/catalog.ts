/**
 * Every API operation the console calls, by channel name, and whether it moves money. Kept free
 * of Zod (the preload builds `window.api` from these names); the rest of each operation is its
 * descriptor in `registry.ts`, which must have exactly these keys.
 *
 * The journal's index stores a money operation as its position among the money operations, so
 * new ones are appended, never inserted.
 */
export const API_OPERATIONS = {
  'instruments:list': { money: false },
  'instruments:get': { money: false },
  'instruments:create': { money: false, change: true },
  'instruments:update': { money: false, change: true },
  'users:get': { money: false },
  'users:create': { money: false, change: true },
  'users:addInstrument': { money: false, change: true },
  'users:removeInstrument': { money: false, change: true },
  'payments:authorize': { money: true },
  'payments:get': { money: false },
  'payments:list': { money: false },
  'transactions:authorize': { money: true },
  'transactions:get': { money: false },
  'transactions:reverse': { money: true },
  'pos:cancelOrRefund': { money: true },
} as const satisfies Record<`${string}:${string}`, { money: boolean; change?: true }>;

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
 * Everything the journal records, in the order its index stores them (as positions): the money
 * operations first, at the positions they always had, then the changes. A new journaled
 * operation is appended here, never inserted (a test checks this list covers the catalog).
 */
export const JOURNALED_OPERATION_NAMES = [
  'payments:authorize',
  'transactions:authorize',
  'transactions:reverse',
  'pos:cancelOrRefund',
  'instruments:create',
  'instruments:update',
  'users:create',
  'users:addInstrument',
  'users:removeInstrument',
] as const satisfies readonly (MoneyOperationName | ChangeOperationName)[];
export type JournaledOperationName = (typeof JOURNALED_OPERATION_NAMES)[number];
