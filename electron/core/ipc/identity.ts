import { CHANNELS, type Channel } from '../../../shared/channels';
import { DEFAULT_CHANNEL_RULES } from '../../../shared/permissions';
import type { ParsedInputOf } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import type { SignInStart } from '../../../shared/schemas/identity';
import type { ConsoleIdentity } from '../identity/console-identity';
import type { Handler, HandlerRegistry } from './index';

/**
 * What a page may call while no one is signed in or the console is locked: the sign-in itself,
 * and what the sign-in screen needs to be shown (the console's name, the person's language):
 * the channels the role map opens to `anyone`, so the two lists cannot drift apart.
 */
export const OPEN_WHILE_SIGNED_OUT: ReadonlySet<Channel> = new Set(
  CHANNELS.filter((channel) => DEFAULT_CHANNEL_RULES[channel] === 'anyone'),
);

/**
 * The sign-in and idle-lock channels. `redirectUri` is where the provider sends the browser
 * back: the browser host's own callback route, or Electron's loopback listener.
 */
export function identityHandlers(
  identity: ConsoleIdentity,
  redirectUri: () => Promise<string>,
  /** The desktop app's: the provider in the system browser, back to a loopback listener. */
  systemBrowser?: () => Promise<Result<SignInStart>>,
) {
  return {
    'identity:state': async () => ok(identity.state()),
    'identity:signIn': async (): Promise<Result<SignInStart>> =>
      systemBrowser ? systemBrowser() : identity.signIn(redirectUri),
    'identity:signOut': async () => ok(await identity.signOut()),
    'identity:activity': async () => ok(identity.activity()),
    'identity:unlock': async (input: ParsedInputOf<'identity:unlock'>) =>
      identity.unlockLocal(input.name),
  };
}

/**
 * Main refuses every other channel until someone is signed in and the console is not locked,
 * whatever the page shows: the renderer is untrusted, so a hidden screen is not a lock.
 */
export function withIdentityGate(
  handlers: HandlerRegistry,
  identity: ConsoleIdentity,
): HandlerRegistry {
  const gated: Record<string, Handler<Channel>> = {};
  for (const [channel, handler] of Object.entries(handlers) as [Channel, Handler<Channel>][]) {
    gated[channel] = OPEN_WHILE_SIGNED_OUT.has(channel)
      ? handler
      : async (input, caller) => {
          const refusal: Result<never> | undefined = await identity.refusal();
          return refusal ?? handler(input, caller);
        };
  }
  return gated as unknown as HandlerRegistry;
}
