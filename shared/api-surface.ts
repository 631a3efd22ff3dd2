import { CHANNELS, type Channel } from './channels';
import type { InputOf, OutputOf, PushPayloadOf } from './contract';
import { PUSH_CHANNELS, type PushChannel } from './profile-bound';
import type { Result } from './result';

type Name = Channel | PushChannel;
type AreaOf<C extends string> = C extends `${infer A}:${string}` ? A : never;
type VerbOf<C extends string, A extends string> = C extends `${A}:${infer V}` ? V : never;

type Call<C extends Channel> =
  InputOf<C> extends undefined
    ? () => Promise<Result<OutputOf<C>>>
    : (input: InputOf<C>) => Promise<Result<OutputOf<C>>>;

/** A push channel's verb: listens for main's messages; the function it answers stops listening. */
type Listen<P extends PushChannel> = (listener: (payload: PushPayloadOf<P>) => void) => () => void;

type Member<N extends string> = N extends PushChannel
  ? Listen<N>
  : N extends Channel
    ? Call<N>
    : never;

/**
 * `window.api`: `api.instruments.create(input)` for channel `instruments:create`, and so on;
 * `api.profiles.changed(listener)` for main's push message `profiles:changed`.
 */
export type ConsoleApi = {
  readonly [A in AreaOf<Name>]: {
    readonly [V in VerbOf<Name, A>]: Member<`${A}:${V}`>;
  };
};

export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;
/** Delivers one push channel's messages to `listener` until the answered function is called. */
export type PushListen = (channel: PushChannel, listener: (payload: unknown) => void) => () => void;

/**
 * Builds one named function per contract channel around a transport, and one per push channel
 * around its listener. The transport never leaves this closure, so the page cannot name a
 * channel of its own choosing.
 */
export function buildConsoleApi(invoke: Invoke, listen: PushListen): ConsoleApi {
  const api: Record<string, Record<string, (arg?: unknown) => unknown>> = {};
  for (const channel of CHANNELS) {
    const [area, verb] = channel.split(':') as [string, string];
    api[area] ??= {};
    api[area][verb] = (input?: unknown) => invoke(channel, input);
  }
  for (const channel of PUSH_CHANNELS) {
    const [area, verb] = channel.split(':') as [string, string];
    api[area] ??= {};
    api[area][verb] = (listener: unknown) => {
      if (typeof listener !== 'function') throw new TypeError('Pass a function to listen with');
      return listen(channel, (payload) => (listener as (p: unknown) => void)(payload));
    };
  }
  for (const area of Object.values(api)) Object.freeze(area);
  return Object.freeze(api) as unknown as ConsoleApi;
}
