import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import type { HandlerRegistry } from '../ipc';
import { identityHandlers, withIdentityGate } from '../ipc/identity';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../testing/oidc-provider';
import { ConsoleIdentity, idleLockMinutes } from './console-identity';
import { OidcOperatorSession } from './oidc-session';

const MINUTE = 60_000;
const CALLBACK = 'http://127.0.0.1:41998/oidc/callback';

/** A registry of two channels: one the gate must close, and the idle clock's own. */
function gatedPair(identity: ConsoleIdentity, slow?: Promise<void>) {
  const handlers = {
    'outcomes:unresolved': async () => {
      await slow;
      return ok([]);
    },
    ...identityHandlers(identity, async () => CALLBACK),
  } as unknown as HandlerRegistry;
  const gated = withIdentityGate(handlers, identity);
  return {
    unresolved: () => gated['outcomes:unresolved'](undefined),
    activity: () => gated['identity:activity'](undefined),
    unlock: (name: string) => gated['identity:unlock']({ name }),
  };
}

describe('idle lock', () => {
  it('is 15 minutes at most: a longer setting is taken as 15, a shorter one is kept', () => {
    expect(idleLockMinutes(60)).toBe(15);
    expect(idleLockMinutes(undefined)).toBe(15);
    expect(idleLockMinutes(0)).toBe(15);
    expect(idleLockMinutes(2)).toBe(2);
  });

  it('locks after the idle time: main refuses calls until the local operator names themself', async () => {
    let now = 0;
    const identity = new ConsoleIdentity({
      localName: 'maria',
      idleLockMinutes: 5,
      now: () => now,
    });
    const calls = gatedPair(identity);
    now = 4 * MINUTE;
    await calls.activity();
    now = 8 * MINUTE;
    expect(await calls.unresolved()).toEqual({ ok: true, value: [] });
    now = 9 * MINUTE + 1;
    const refused = await calls.unresolved();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toBe('console_locked');
    // Input after the lock does not open it again: only the person at the desk does.
    expect((await calls.activity()).ok && identity.locked()).toBe(true);
    const wrong = await calls.unlock('mario');
    expect(!wrong.ok && wrong.error.reason).toBe('not_the_local_operator');
    expect(identity.locked()).toBe(true);
    expect((await calls.unlock(' maria ')).ok).toBe(true);
    expect(await calls.unresolved()).toEqual({ ok: true, value: [] });
  });

  it('lets an operation already sent finish when the console locks meanwhile', async () => {
    let now = 0;
    const identity = new ConsoleIdentity({
      localName: 'maria',
      idleLockMinutes: 1,
      now: () => now,
    });
    let answer!: () => void;
    const calls = gatedPair(identity, new Promise<void>((resolve) => (answer = resolve)));
    const inFlight = calls.unresolved();
    await Promise.resolve();
    now = 2 * MINUTE;
    expect(identity.locked()).toBe(true);
    answer();
    expect(await inFlight).toEqual({ ok: true, value: [] });
  });
});

describe('sign-in gate with a provider', () => {
  let provider: RunningTestProvider;
  beforeAll(async () => {
    provider = await startTestProvider();
  });
  afterAll(() => provider.close());

  it('refuses every call until signed in, and a lock asks for the provider again', async () => {
    let now = Date.now();
    const identity = new ConsoleIdentity({
      oidc: new OidcOperatorSession(
        { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
        { now: () => now },
      ),
      localName: 'root',
      idleLockMinutes: 15,
      now: () => now,
    });
    const calls = gatedPair(identity);
    const before = await calls.unresolved();
    expect(!before.ok && before.error.reason).toBe('sign_in_required');
    expect(identity.state()).toMatchObject({ mode: 'oidc', signedIn: false, roles: [] });
    // Named on the sign-in screen: where the person is about to sign in.
    expect(identity.state().provider).toBe(provider.issuer);
    // The local operator's way out is closed when a provider is configured.
    expect((await calls.unlock('root')).ok).toBe(false);

    const begun = await identity.signIn(async () => CALLBACK);
    if (!begun.ok) throw new Error(begun.error.message);
    const done = await identity.completeSignIn(
      await signInAtProvider(begun.value.url, 'ana', CALLBACK),
    );
    expect(done.ok).toBe(true);
    expect(await calls.unresolved()).toEqual({ ok: true, value: [] });
    expect(identity.state().operator).toMatchObject({ subject: 'ana', name: 'Ana Store' });

    now += 15 * MINUTE;
    const locked = await calls.unresolved();
    expect(!locked.ok && locked.error.reason).toBe('console_locked');
    const again = await identity.signIn(async () => CALLBACK);
    if (!again.ok) throw new Error(again.error.message);
    await identity.completeSignIn(await signInAtProvider(again.value.url, 'ana', CALLBACK));
    expect(await calls.unresolved()).toEqual({ ok: true, value: [] });
  });
});
