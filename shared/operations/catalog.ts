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
  'instruments:create': { money: false },
  'instruments:update': { money: false },
  'users:get': { money: false },
  'users:create': { money: false },
  'users:addInstrument': { money: false },
  'users:removeInstrument': { money: false },
  'payments:authorize': { money: true },
  'payments:get': { money: false },
  'payments:list': { money: false },
  'transactions:authorize': { money: true },
  'transactions:get': { money: false },
  'transactions:reverse': { money: true },
  'pos:cancelOrRefund': { money: true },
} as const satisfies Record<`${string}:${string}`, { money: boolean }>;

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
