import { API_OPERATION_NAMES } from './operations/catalog';

/**
 * The names of every IPC channel, `area:verb`. Kept free of Zod so that the sandboxed preload
 * and the browser bridge can build `window.api` without bundling the schemas.
 */
export const CHANNELS = [
  'app:info',
  'app:setLanguage',
  'roles:permissions',
  'roles:map',
  'roles:setMap',
  // One channel per API operation, each derived from its descriptor (operations/registry.ts).
  ...API_OPERATION_NAMES,
  'outcomes:retry',
  'outcomes:checkStatus',
  'outcomes:markResolved',
  'outcomes:unresolved',
  'outcomes:recent',
  'outcomes:get',
  'activity:query',
  'activity:get',
  'activity:curl',
  'activity:replay',
  'activity:export',
  'activity:profiles',
  'finder:search',
  'finder:status',
  'team:status',
  'team:configure',
  'team:forget',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:remove',
  'profiles:activate',
  'profiles:setSecret',
  'profiles:clearSecret',
  'profiles:testConnection',
  'profiles:setSimulatorDialect',
] as const;

export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}
