import type { Channel } from './channels';
import { CHANGE_OPERATION_NAMES, MONEY_OPERATION_NAMES } from './operations/catalog';

/**
 * Channels whose input names the profile (id and revision) the page shows: everything that moves
 * money (first sends, retries and resends, replays), changes the back office, or changes a
 * profile. Main refuses any of them when that is not the active profile at that revision, so a
 * window left on an old profile cannot move money on, or rewrite, the one another window chose.
 * Zod-free, like `channels.ts`.
 */
export const PROFILE_BOUND_CHANNELS = [
  ...MONEY_OPERATION_NAMES,
  ...CHANGE_OPERATION_NAMES,
  'outcomes:retry',
  'activity:replay',
  'profiles:create',
  'profiles:update',
  'profiles:remove',
  'profiles:activate',
  'profiles:setSecret',
  'profiles:clearSecret',
  'profiles:setSimulatorDialect',
  // Faults, a reset and the dialect change what the profile's server answers next.
  'simulator:setControlToken',
  'simulator:clearControlToken',
  'simulator:armFault',
  'simulator:clearFault',
  'simulator:clearFaults',
  'simulator:reset',
  'simulator:setDialect',
  'simulator:advanceClock',
  'scenarios:run',
] as const satisfies readonly Channel[];

export type ProfileBoundChannel = (typeof PROFILE_BOUND_CHANNELS)[number];

export function isProfileBound(channel: Channel): channel is ProfileBoundChannel {
  return (PROFILE_BOUND_CHANNELS as readonly string[]).includes(channel);
}

/**
 * Main → page messages, `area:event`, declared like the request channels: the Electron shell
 * sends them to every window, the browser host streams them to every page that listens.
 */
export const PUSH_CHANNELS = [
  'profiles:changed',
  'finder:changed',
  'roles:changed',
  'approvals:changed',
] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

export function isPushChannel(value: unknown): value is PushChannel {
  return typeof value === 'string' && (PUSH_CHANNELS as readonly string[]).includes(value);
}
