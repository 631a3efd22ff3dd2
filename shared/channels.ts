/**
 * The names of every IPC channel, `area:verb`. Kept free of Zod so that the sandboxed preload
 * and the browser bridge can build `window.api` without bundling the schemas.
 */
export const CHANNELS = [
  'app:info',
  'instruments:list',
  'instruments:get',
  'instruments:create',
  'instruments:update',
  'users:get',
  'users:create',
  'users:addInstrument',
  'users:removeInstrument',
  'payments:authorize',
  'payments:get',
  'payments:list',
  'transactions:authorize',
  'transactions:get',
  'transactions:reverse',
  'pos:cancelOrRefund',
  'operations:retry',
  'operations:unresolved',
  'operations:recent',
  'operations:get',
  'activity:query',
  'activity:get',
  'activity:curl',
  'activity:replay',
  'activity:export',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:remove',
  'profiles:activate',
  'profiles:setSecret',
  'profiles:clearSecret',
  'profiles:testConnection',
] as const;

export type Channel = (typeof CHANNELS)[number];

/** The channels that move money: journaled, keyed, and guarded on production profiles. */
export const MONEY_CHANNELS = [
  'payments:authorize',
  'transactions:authorize',
  'transactions:reverse',
  'pos:cancelOrRefund',
] as const satisfies readonly Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}
