import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { SignInStart } from '../../../shared/schemas/identity';
import { logError } from '../log';
import type { ConsoleIdentity } from './console-identity';
import { openLoopbackRedirect, type LoopbackRedirect } from './loopback-redirect';

/**
 * The desktop app's sign-in (RFC 8252): the provider's page opens in the person's own browser,
 * where their password manager and single sign-on live, never in the console's window, and the
 * browser comes back to a loopback listener made for this one sign-in. The shell gives only
 * the way to open the browser.
 */
export function systemBrowserSignIn(
  identity: ConsoleIdentity,
  openExternal: (url: string) => Promise<void>,
  open: () => Promise<LoopbackRedirect> = () => openLoopbackRedirect(),
): () => Promise<Result<SignInStart>> {
  let waiting: LoopbackRedirect | undefined;
  return async () => {
    // A second click means the first browser tab was abandoned: its listener goes.
    waiting?.close();
    const listener = await open();
    waiting = listener;
    const begun = await identity.signIn(async () => listener.redirectUri);
    const state = begun.ok ? new URL(begun.value.url).searchParams.get('state') : null;
    if (!begun.ok || !state) {
      listener.close();
      return begun.ok ? refuse('internal', 'sign_in_failed', { detail: 'state' }) : begun;
    }
    listener.expect(state);
    void listener.callback.then(async (callback) => {
      if (!callback) return;
      const done = await identity.completeSignIn(callback);
      // The page learns the outcome from main's identity state; the log keeps the provider's code.
      if (!done.ok) logError('sign-in callback', new Error(done.error.message));
    });
    try {
      // Built by main from the provider's discovery, never taken from the page.
      await openExternal(begun.value.url);
    } catch (error) {
      listener.close();
      logError('sign-in browser', error);
      return refuse('internal', 'sign_in_failed', { detail: 'browser' });
    }
    return ok({ url: begun.value.url, external: true });
  };
}
