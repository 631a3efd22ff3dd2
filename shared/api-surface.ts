import { CHANNELS, type Channel } from './channels';
import type { InputOf, OutputOf } from './contract';
import type { Result } from './result';

type AreaOf<C extends string> = C extends `${infer A}:${string}` ? A : never;
type VerbOf<C extends string, A extends string> = C extends `${A}:${infer V}` ? V : never;

type Call<C extends Channel> =
  InputOf<C> extends undefined
    ? () => Promise<Result<OutputOf<C>>>
    : (input: InputOf<C>) => Promise<Result<OutputOf<C>>>;

/** `window.api`: `api.instruments.create(input)` for channel `instruments:create`, and so on. */
export type ConsoleApi = {
  readonly [A in AreaOf<Channel>]: {
    readonly [V in VerbOf<Channel, A>]: Call<`${A}:${V}` & Channel>;
  };
};

export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;

/**
 * Builds one named function per contract channel around a transport. The transport never leaves
 * this closure, so the page cannot name a channel of its own choosing.
 */
export function buildConsoleApi(invoke: Invoke): ConsoleApi {
  const api: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const channel of CHANNELS) {
    const [area, verb] = channel.split(':') as [string, string];
    api[area] ??= {};
    api[area][verb] = (input?: unknown) => invoke(channel, input);
  }
  for (const area of Object.values(api)) Object.freeze(area);
  return Object.freeze(api) as unknown as ConsoleApi;
}
