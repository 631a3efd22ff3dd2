import { describe, expect, it } from 'vitest';
import { LOOPBACK_CALLBACK_PATH, openLoopbackRedirect } from './loopback-redirect';

describe('the loopback redirect (RFC 8252)', () => {
  it('listens on 127.0.0.1 on a port the system chose, at the callback path', async () => {
    const first = await openLoopbackRedirect();
    const second = await openLoopbackRedirect();
    const a = new URL(first.redirectUri);
    expect(a.hostname).toBe('127.0.0.1');
    expect(a.pathname).toBe(LOOPBACK_CALLBACK_PATH);
    expect(Number(a.port)).toBeGreaterThan(0);
    // Each sign-in its own port: no fixed one another program could hold first.
    expect(new URL(second.redirectUri).port).not.toBe(a.port);
    first.close();
    second.close();
  });

  it('takes exactly one callback, the one with the expected state, then closes', async () => {
    const listener = await openLoopbackRedirect();
    listener.expect('state-1');
    const forged = await fetch(`${listener.redirectUri}?code=x&state=forged`);
    expect(forged.status).toBe(400);
    const otherPath = await fetch(new URL('/elsewhere?code=x&state=state-1', listener.redirectUri));
    expect(otherPath.status).toBe(400);

    const taken = await fetch(`${listener.redirectUri}?code=c&state=state-1`);
    expect(taken.status).toBe(200);
    const url = await listener.callback;
    expect(url?.searchParams.get('code')).toBe('c');
    // Closed: the same address again reaches no one.
    await expect(fetch(`${listener.redirectUri}?code=c2&state=state-1`)).rejects.toThrow();
  });

  it('refuses a callback that arrives before the sign-in named its state', async () => {
    const listener = await openLoopbackRedirect();
    const early = await fetch(`${listener.redirectUri}?code=c&state=`);
    expect(early.status).toBe(400);
    listener.close();
    expect(await listener.callback).toBeUndefined();
  });

  it('closes with no callback once the wait is over', async () => {
    const listener = await openLoopbackRedirect({ waitMs: 20 });
    listener.expect('late');
    expect(await listener.callback).toBeUndefined();
    await expect(fetch(`${listener.redirectUri}?code=c&state=late`)).rejects.toThrow();
  });
});
