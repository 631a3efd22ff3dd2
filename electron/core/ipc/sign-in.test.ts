import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreFixture, printedCodes, type CoreFixture } from '../testing/core-fixture';
import { signInAtProvider, startTestProvider, TEST_CLIENT_ID } from '../testing/oidc-provider';
import { personAtDialog } from '../testing/person-at-dialog';

/*
 * Whoever the sign-in provider says holds a role may use it, moving money included: a page
 * (or a script in it) must not be able to change the provider or its role values on its own.
 * `identity:setProvider` stores nothing until main's own confirmation for those exact settings.
 */

const SECRET = 'provider-secret-value-1';
const SETTINGS = {
  issuer: 'https://id.shop.example/realms/shop',
  client_id: 'payments-console',
  client_secret: SECRET,
  roles_claim: 'groups',
  role_map: [
    { value: 'grp-till', role: 'store-manager' as const },
    { value: 'grp-admins', role: 'admin' as const },
  ],
};

let f: CoreFixture | undefined;
afterEach(async () => {
  await f?.core.close();
  f = undefined;
});

const stored = (dir: string) => join(dir, 'sign-in.json');
const CALLBACK = 'http://127.0.0.1:41997/oidc/callback';

describe('identity:setProvider in the browser host (a code printed in its terminal)', () => {
  it('stores nothing without a code, even without --allow-production, and shows the exact settings', async () => {
    f = await coreFixture({ allowProduction: false });
    const asked = await f.call('identity:setProvider', SETTINGS);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'confirmation_required',
        reason: 'sign_in_confirmation_required',
        params: { issuer: SETTINGS.issuer },
        confirmation: {
          summary: {
            kind: 'sign_in',
            operation: 'Change how operators sign in',
            issuer: SETTINGS.issuer,
            client_id: 'payments-console',
            roles_claim: 'groups',
            role_map: SETTINGS.role_map,
            secret: { state: 'replaced' },
            applies: expect.stringMatching(/next start/),
            operator: { kind: 'local', name: 'qa' },
          },
        },
      },
    });
    expect(existsSync(stored(f.dataDir))).toBe(false);
    expect((await f.call('identity:provider')).value).toEqual({
      client_secret: { state: 'not_set' },
    });
    const printed = f.terminal.join('\n');
    expect(printed).toContain(
      'Sign-in confirmation requested: Change how operators sign in — Issuer https://id.shop.example/realms/shop — Client id payments-console — Roles claim groups — Roles granted grp-till → Store manager, grp-admins → Administrator — Client secret replaced by the one typed',
    );
    // The secret is sealed, never shown: not to the page, not in the terminal.
    expect(printed).not.toContain(SECRET);
    expect(JSON.stringify(asked)).not.toContain(SECRET);
    expect(JSON.stringify(asked)).not.toContain(f.printedCode()!);
  });

  it('refuses the code for other settings: it opens only the exact body it was printed for', async () => {
    f = await coreFixture();
    await f.call('identity:setProvider', SETTINGS);
    const code = f.printedCode()!;
    const others = [
      { ...SETTINGS, role_map: [{ value: 'grp-till', role: 'admin' as const }] },
      { ...SETTINGS, issuer: 'https://id.attacker.example' },
      { ...SETTINGS, client_secret: 'another-secret' },
    ];
    for (const other of others) {
      expect(await f.call('identity:setProvider', { ...other, confirmation: code })).toMatchObject({
        ok: false,
        error: { apiCode: 'confirmation_required' },
      });
    }
    expect(existsSync(stored(f.dataDir))).toBe(false);
    expect(printedCodes(f.terminal)).toHaveLength(4);
  });

  it('applies a valid code once, for those settings, and the same code never again', async () => {
    f = await coreFixture();
    await f.call('identity:setProvider', SETTINGS);
    const code = f.printedCode()!;
    const done = await f.call('identity:setProvider', { ...SETTINGS, confirmation: code });
    expect(done).toEqual({
      ok: true,
      value: {
        issuer: SETTINGS.issuer,
        client_id: 'payments-console',
        roles_claim: 'groups',
        role_map: SETTINGS.role_map,
        client_secret: { state: 'set' },
      },
    });
    expect(f.terminal.at(-1)).toMatch(/^Confirmed: Change how operators sign in — /);
    const file = readFileSync(stored(f.dataDir), 'utf8');
    expect(file).toContain('grp-admins');
    expect(file).not.toContain(SECRET);

    // Sent again (a second tab, a replayed request): spent, so it opens nothing.
    const again = await f.call('identity:setProvider', {
      ...SETTINGS,
      client_secret: '',
      confirmation: code,
    });
    expect(again).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    const replay = await f.call('identity:setProvider', { ...SETTINGS, confirmation: code });
    expect(replay).toMatchObject({
      ok: false,
      error: { apiCode: 'confirmation_required', reason: 'sign_in_confirmation_expired' },
    });
    expect((await f.call('identity:provider')).value.client_secret).toEqual({ state: 'set' });
  });

  it('names what differs from the stored settings, in Spanish for a Spanish page', async () => {
    f = await coreFixture();
    await f.call('identity:setProvider', SETTINGS);
    await f.call('identity:setProvider', { ...SETTINGS, confirmation: f.printedCode()! });
    await f.call('app:setLanguage', { language: 'es' });
    const { client_secret: _kept, ...withoutSecret } = SETTINGS;
    const asked = await f.call('identity:setProvider', {
      ...withoutSecret,
      client_id: 'console-2',
      role_map: [{ value: 'grp-till', role: 'store-manager' }],
    });
    expect(asked.error.confirmation.summary).toMatchObject({
      operation: 'Cambiar cómo inician sesión los operadores',
      secret: { state: 'kept' },
      changes: ['ID de cliente payments-console → console-2', 'Valores de roles cambiados'],
    });
    expect(f.terminal.join('\n')).toContain(
      'Confirmación del inicio de sesión pedida: Cambiar cómo inician sesión los operadores',
    );
  });
});

describe('identity:setProvider in Electron (main’s own dialog)', () => {
  it('declined: nothing is stored, and the page is told so in words', async () => {
    const { confirmer, shown } = personAtDialog('no');
    f = await coreFixture({ confirmer });
    const answer = await f.call('identity:setProvider', SETTINGS);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'confirmation_declined' },
    });
    expect(answer.error.message).toBe(
      'Not confirmed: nothing changed (Change how operators sign in: https://id.shop.example/realms/shop).',
    );
    expect(existsSync(stored(f.dataDir))).toBe(false);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.request.channel).toBe('identity:setProvider');
    expect(JSON.stringify(shown[0]!.request.summary)).not.toContain(SECRET);
  });

  it('confirmed: stores the settings the dialog showed', async () => {
    const { confirmer, shown } = personAtDialog('yes');
    f = await coreFixture({ confirmer });
    const answer = await f.call('identity:setProvider', SETTINGS);
    expect(answer).toMatchObject({ ok: true, value: { client_id: 'payments-console' } });
    expect(shown[0]!.request.input).toEqual(SETTINGS);
  });
});

describe('a launch whose flags name a provider', () => {
  it('says which provider is in force beside the stored settings, before and after a save', async () => {
    const provider = await startTestProvider();
    try {
      const { confirmer } = personAtDialog('yes');
      f = await coreFixture({
        confirmer,
        oidc: { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
        signInRedirect: async () => CALLBACK,
      });
      const begun = await f.call('identity:signIn', undefined);
      const back = await signInAtProvider(begun.value.url, 'ada', CALLBACK);
      expect(await f.core.identity.hostCallback(back)).toBe('signed-in');
      const inForce = { issuer: provider.issuer, client_id: TEST_CLIENT_ID, roles_claim: 'roles' };
      const before = await f.call('identity:provider', undefined);
      expect(before.value).toEqual({ client_secret: { state: 'not_set' }, launch: inForce });
      const saved = await f.call('identity:setProvider', SETTINGS);
      expect(saved.value).toMatchObject({ issuer: SETTINGS.issuer, launch: inForce });
      expect((await f.call('identity:provider', undefined)).value.launch).toEqual(inForce);
    } finally {
      await f?.core.close();
      f = undefined;
      await provider.close();
    }
  });

  it('names none when the stored settings are the ones in force', async () => {
    f = await coreFixture();
    expect((await f.call('identity:provider', undefined)).value).not.toHaveProperty('launch');
  });
});
