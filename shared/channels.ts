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
] as const;

export type Channel = (typeof CHANNELS)[number];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}
