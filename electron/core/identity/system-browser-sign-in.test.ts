import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../testing/oidc-provider';
import { ConsoleIdentity } from './console-identity';
import { OidcOperatorSession } from './oidc-session';
import { systemBrowserSignIn } from './system-browser-sign-in';

let provider: RunningTestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

function consoleIdentity() {
  return new ConsoleIdentity({
    oidc: new OidcOperatorSession({ issuer: provider.issuer, clientId: TEST_CLIENT_ID }),
    localName: 'root',
  });
}

describe("the desktop app's sign-in through the system browser", () => {
  it('opens the provider in the browser and signs in when the browser comes back to loopback', async () => {
    const identity = consoleIdentity();
    const opened: string[] = [];
    const signIn = systemBrowserSignIn(identity, async (url) => {
      opened.push(url);
    });
    const started = await signIn();
    if (!started.ok) throw new Error(started.error.message);
    expect(started.value.external).toBe(true);
    expect(opened).toEqual([started.value.url]);
    const redirect = new URL(started.value.url).searchParams.get('redirect_uri') ?? '';
    expect(redirect).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/oidc\/callback$/);

    // The person's browser: the provider's pages, then the console's loopback address.
    const back = await signInAtProvider(started.value.url, 'ana', redirect);
    expect((await fetch(back)).status).toBe(200);
    await expect.poll(() => identity.signedIn()).toBe(true);
    expect(identity.state().operator).toMatchObject({ kind: 'verified', subject: 'ana' });
  });

  it('closes the listener and says so when the browser cannot be opened', async () => {
    const identity = consoleIdentity();
    let redirect = '';
    const signIn = systemBrowserSignIn(identity, async (url) => {
      redirect = new URL(url).searchParams.get('redirect_uri') ?? '';
      throw new Error('no browser');
    });
    const started = await signIn();
    expect(!started.ok && started.error.reason).toBe('sign_in_failed');
    await expect(fetch(`${redirect}?code=c&state=s`)).rejects.toThrow();
    expect(identity.signedIn()).toBe(false);
  });
});
