import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../testing/oidc-provider';
import { OidcOperatorSession, rolesFromClaims } from './oidc-session';

const CALLBACK = 'http://127.0.0.1:41999/oidc/callback';

describe('OIDC sign-in against a real provider', () => {
  let provider: RunningTestProvider;
  beforeAll(async () => {
    provider = await startTestProvider({ accessTokenTtlS: 120 });
  });
  afterAll(() => provider.close());

  const session = (now?: () => number) =>
    new OidcOperatorSession(
      { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
      now ? { now } : {},
    );

  it('signs a store manager in with code + PKCE and names them as the provider said', async () => {
    const oidc = session();
    const begun = await oidc.begin(CALLBACK);
    if (!begun.ok) throw new Error(begun.error.message);
    const sent = new URL(begun.value.url);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(begun.value.url, 'ana', CALLBACK);
    const done = await oidc.complete(back);
    expect(done).toEqual({
      ok: true,
      value: {
        kind: 'verified',
        issuer: provider.issuer,
        subject: 'ana',
        name: 'Ana Store',
        email: 'ana@shop.example',
      },
    });
    expect(oidc.roles()).toEqual(['store-manager']);
    expect(oidc.signedIn()).toBe(true);
  });

  it('refuses a callback whose state it did not begin, and signs no one in', async () => {
    const oidc = session();
    const begun = await oidc.begin(CALLBACK);
    if (!begun.ok) throw new Error(begun.error.message);
    const back = await signInAtProvider(begun.value.url, 'ana', CALLBACK);
    back.searchParams.set('state', 'forged-state');
    const done = await oidc.complete(back);
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.error.reason).toBe('sign_in_failed');
    expect(oidc.signedIn()).toBe(false);
  });

  it('refuses a code brought back to another sign-in (its nonce and verifier differ)', async () => {
    const oidc = session();
    const first = await oidc.begin(CALLBACK);
    const second = await oidc.begin(CALLBACK);
    if (!first.ok || !second.ok) throw new Error('begin failed');
    const back = await signInAtProvider(first.value.url, 'ana', CALLBACK);
    // The first sign-in's code under the second's state: PKCE and nonce do not match it.
    back.searchParams.set('state', new URL(second.value.url).searchParams.get('state') ?? '');
    const done = await oidc.complete(back);
    expect(done.ok).toBe(false);
    expect(oidc.signedIn()).toBe(false);
  });

  it('refreshes an access token about to lapse at the provider, and not before', async () => {
    let now = Date.now();
    const oidc = session(() => now);
    const begun = await oidc.begin(CALLBACK);
    if (!begun.ok) throw new Error(begun.error.message);
    await oidc.complete(await signInAtProvider(begun.value.url, 'sam', CALLBACK));
    expect(oidc.holdsRefreshToken()).toBe(true);
    const refreshes: string[] = [];
    const count = () => refreshes.push('refresh');
    provider.provider.on('grant.success', count);
    try {
      now += 30_000;
      expect(await oidc.ensureFresh()).toBe(true);
      expect(refreshes).toHaveLength(0);
      now += 89_000;
      expect(await oidc.ensureFresh()).toBe(true);
      expect(refreshes).toHaveLength(1);
      expect(oidc.roles()).toEqual(['supervisor']);
    } finally {
      provider.provider.off('grant.success', count);
    }
  });

  it('sign-out revokes the refresh token at the provider and forgets it', async () => {
    let now = Date.now();
    const oidc = session(() => now);
    const begun = await oidc.begin(CALLBACK);
    if (!begun.ok) throw new Error(begun.error.message);
    await oidc.complete(await signInAtProvider(begun.value.url, 'quinn', CALLBACK));
    const revoked: string[] = [];
    const refresh = () => revoked.push('refresh');
    const access = () => revoked.push('access');
    provider.provider.on('refresh_token.destroyed', refresh);
    provider.provider.on('access_token.destroyed', access);
    let changes = 0;
    oidc.onChange(() => changes++);
    await oidc.signOut();
    expect(oidc.signedIn()).toBe(false);
    expect(changes).toBe(1);
    provider.provider.off('refresh_token.destroyed', refresh);
    provider.provider.off('access_token.destroyed', access);
    expect(revoked).toContain('refresh');
    now += 3_600_000;
    expect(await oidc.ensureFresh()).toBe(false);
  });
});

describe('rolesFromClaims', () => {
  it('maps a claim array or a space-separated string, and ignores values the map lacks', () => {
    expect(rolesFromClaims({ roles: ['qa', 'cashier', 'admin'] })).toEqual(['qa', 'admin']);
    expect(
      rolesFromClaims({ groups: 'pos-managers auditors' }, 'groups', {
        'pos-managers': 'store-manager',
      }),
    ).toEqual(['store-manager']);
    expect(rolesFromClaims({ roles: ['constructor', 'toString'] })).toEqual([]);
    expect(rolesFromClaims({})).toEqual([]);
  });
});
