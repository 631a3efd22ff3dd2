import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SignInProviderInput } from '../../../shared/schemas/sign-in';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import { readTreeText } from '../secrets/testing/read-tree';
import { rolesFromClaims } from './oidc-session';
import { SignInSettingsStore } from './sign-in-settings-store';

const SECRET = 'oidc-client-secret-value';
const folder = () => mkdtempSync(join(tmpdir(), 'sign-in-'));

describe('the sign-in settings store', () => {
  it('seals the client secret: no file holds it in clear, and the page view never has it', () => {
    const dir = folder();
    const cipher = fakeCipher();
    const store = new SignInSettingsStore(dir, cipher);
    const view = store.set({
      issuer: 'https://id.acme.example',
      client_id: 'console',
      client_secret: SECRET,
      roles_claim: 'groups',
    });
    expect(view).toEqual({
      ok: true,
      value: {
        issuer: 'https://id.acme.example',
        client_id: 'console',
        roles_claim: 'groups',
        client_secret: { state: 'set' },
      },
    });
    for (const file of readTreeText(dir)) expect(file.text).not.toContain(SECRET);
    expect(readFileSync(join(dir, 'sign-in.json'), 'utf8')).not.toContain('secret');
    // Read again at the next start, the secret unsealed for the provider only.
    expect(new SignInSettingsStore(dir, cipher).settings()).toEqual({
      issuer: 'https://id.acme.example',
      clientId: 'console',
      clientSecret: SECRET,
      rolesClaim: 'groups',
    });
  });

  it('keeps the stored secret when none is given, and removes it when given empty', () => {
    const store = new SignInSettingsStore(folder(), fakeCipher());
    store.set({ issuer: 'https://id.acme.example', client_id: 'a', client_secret: SECRET });
    store.set({ issuer: 'https://id.acme.example', client_id: 'b' });
    expect(store.settings()).toMatchObject({ clientId: 'b', clientSecret: SECRET });
    store.set({ issuer: 'https://id.acme.example', client_id: 'b', client_secret: '' });
    expect(store.view().client_secret).toEqual({ state: 'not_set' });
    expect(store.settings()).not.toHaveProperty('clientSecret');
  });

  it('has no provider until one is set, and refuses an issuer that is not https', () => {
    expect(new SignInSettingsStore(folder(), fakeCipher()).settings()).toBeUndefined();
    expect(
      SignInProviderInput.safeParse({ issuer: 'http://id.acme.example', client_id: 'a' }).success,
    ).toBe(false);
    expect(
      SignInProviderInput.safeParse({ issuer: 'http://127.0.0.1:9000', client_id: 'a' }).success,
    ).toBe(true);
  });

  it('keeps the role values an administrator mapped, and the next start reads roles through them', () => {
    const dir = folder();
    const cipher = fakeCipher();
    new SignInSettingsStore(dir, cipher).set({
      issuer: 'https://id.acme.example',
      client_id: 'console',
      roles_claim: 'groups',
      role_map: [
        { value: 'grp-till', role: 'store-manager' },
        { value: 'grp-leads', role: 'supervisor' },
      ],
    });
    const again = new SignInSettingsStore(dir, cipher);
    expect(again.view().role_map).toEqual([
      { value: 'grp-till', role: 'store-manager' },
      { value: 'grp-leads', role: 'supervisor' },
    ]);
    const settings = again.settings()!;
    expect(
      rolesFromClaims({ groups: ['grp-leads', 'admin'] }, settings.rolesClaim, settings.roleMap),
    ).toEqual(['supervisor']);
  });

  it('refuses a role value mapped twice, at its row, and an empty map', () => {
    const base = { issuer: 'https://id.acme.example', client_id: 'a' };
    const twice = SignInProviderInput.safeParse({
      ...base,
      role_map: [
        { value: 'grp', role: 'qa' },
        { value: 'grp', role: 'admin' },
      ],
    });
    expect(twice.error?.issues.map((i) => i.path)).toEqual([['role_map', 1, 'value']]);
    expect(SignInProviderInput.safeParse({ ...base, role_map: [] }).success).toBe(false);
  });
});
