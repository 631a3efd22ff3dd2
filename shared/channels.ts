import { API_OPERATION_NAMES } from './operations/catalog';

/**
 * The names of every IPC channel, `area:verb`. Kept free of Zod so that the sandboxed preload
 * and the browser bridge can build `window.api` without bundling the schemas.
 */
export const CHANNELS = [
  'app:info',
  'app:setLanguage',
  // Who is at the console (sign-in, idle lock): the only channels open while signed out or locked.
  'identity:state',
  'identity:signIn',
  'identity:signOut',
  'identity:activity',
  'identity:unlock',
  'roles:permissions',
  'roles:map',
  'roles:setMap',
  'identity:provider',
  'identity:setProvider',
  // One channel per API operation, each derived from its descriptor (operations/registry.ts).
  ...API_OPERATION_NAMES,
  'outcomes:retry',
  'outcomes:checkStatus',
  'outcomes:markResolved',
  'outcomes:unresolved',
  'outcomes:unresolvedCount',
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
  // Four-eyes approvals on the team store: a supervisor's list and decision, a requester's own.
  'approvals:pending',
  'approvals:decide',
  'approvals:mine',
  'profiles:list',
  'profiles:create',
  'profiles:update',
  'profiles:remove',
  'profiles:activate',
  'profiles:setSecret',
  'profiles:clearSecret',
  'profiles:testConnection',
  'profiles:setSimulatorDialect',
  // The simulator's control API (/_sandbox), driven by main with the profile's control token.
  'simulator:status',
  'simulator:tokenState',
  'simulator:setControlToken',
  'simulator:clearControlToken',
  'simulator:faults',
  'simulator:armFault',
  'simulator:clearFault',
  'simulator:clearFaults',
  'simulator:reset',
  'simulator:ledger',
  'simulator:requests',
  'simulator:dialect',
  'simulator:setDialect',
  'simulator:clock',
  'simulator:advanceClock',
  'simulator:credentials',
  'scenarios:list',
  'scenarios:read',
  'scenarios:save',
  'scenarios:check',
  'scenarios:copyExample',
  'scenarios:run',
  'scenarios:next',
  'scenarios:stop',
  'scenarios:status',
  'scenarios:fromActivity',
] as const;

export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/**
 * Channels whose answers are shown on purpose, unredacted: the built-in simulator's client id
 * and secret, a fake made for this launch that opens nothing but the simulator on loopback, so
 * that QA can run a copied cURL. Its handler answers only on that profile; a refusal is
 * redacted as any other.
 */
export const PUBLISHED_CHANNELS: ReadonlySet<Channel> = new Set<Channel>(['simulator:credentials']);
