import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unavailableCipher } from './cipher';
import { SealedSecretStore } from './sealed-store';
import { fakeCipher } from './testing/fake-cipher';
import { readTreeText } from './testing/read-tree';

const SECRET = 'canary-Secret-7f3a9c';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sealed-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Nothing written under the data dir may hold the secret, in clear or in trivial encodings. */
function expectNoPlaintextOnDisk(secret = SECRET) {
  const encodings = [
    secret,
    Buffer.from(secret).toString('base64'),
    Buffer.from(secret).toString('hex'),
  ];
  for (const { path, text } of readTreeText(dir)) {
    for (const form of encodings) expect(text, path).not.toContain(form);
  }
}

describe('SealedSecretStore with a secure keyring', () => {
  it('writes only ciphertext, and a new instance reads the secret back', () => {
    const cipher = fakeCipher('gnome_libsecret');
    const store = new SealedSecretStore(dir, cipher);
    expect(store.state('prf-a')).toEqual({ state: 'not_set' });

    expect(store.set('prf-a', SECRET)).toEqual({ state: 'set' });

    const file = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(Object.keys(file)).toEqual(['prf-a']);
    expect(cipher.decrypt(Buffer.from(file['prf-a'], 'base64'))).toBe(SECRET);
    expectNoPlaintextOnDisk();
    expect(readdirSync(dir)).toEqual(['secrets.json']); // no temp file left behind

    const again = new SealedSecretStore(dir, cipher);
    expect(again.state('prf-a')).toEqual({ state: 'set' });
    expect(again.reveal('prf-a')).toEqual({ ok: true, value: SECRET });
  });

  it.each(['keychain', 'dpapi', 'kwallet5'])('treats %s as secure storage', (backend) => {
    const store = new SealedSecretStore(dir, fakeCipher(backend));
    expect(store.set('prf-a', SECRET)).toEqual({ state: 'set' });
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
  });

  it('does not ask the keyring again each time the state is listed', () => {
    const cipher = fakeCipher();
    new SealedSecretStore(dir, cipher).set('prf-a', SECRET);
    const store = new SealedSecretStore(dir, cipher);
    cipher.calls.decrypt = 0;
    for (let i = 0; i < 5; i++) expect(store.state('prf-a').state).toBe('set');
    expect(cipher.calls.decrypt).toBe(1);
  });

  it('clear removes the secret from memory and from the file', () => {
    const store = new SealedSecretStore(dir, fakeCipher());
    store.set('prf-a', SECRET);
    store.set('prf-b', 'other-secret');
    store.clear('prf-a');
    expect(store.state('prf-a')).toEqual({ state: 'not_set' });
    expect(store.reveal('prf-a').ok).toBe(false);
    expect(store.reveal('prf-b')).toEqual({ ok: true, value: 'other-secret' });
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')))).toEqual([
      'prf-b',
    ]);
  });
});

describe('SealedSecretStore without a secure keyring', () => {
  it.each([
    ['basic_text', fakeCipher('basic_text')],
    ['unknown', fakeCipher('unknown')],
    ['unavailable', unavailableCipher],
    ['gnome_libsecret', fakeCipher('gnome_libsecret', false)],
  ])('backend %s: keeps the secret in memory only and says why', (backend, cipher) => {
    const encrypt = vi.spyOn(cipher, 'encrypt');
    const store = new SealedSecretStore(dir, cipher);

    const state = store.set('prf-a', SECRET);

    expect(state).toEqual({
      state: 'session_only',
      reason: `This system has no secure keyring (backend: ${backend}); the secret is kept in memory until the console closes.`,
      why: 'no_keyring',
      backend,
    });
    expect(store.state('prf-a')).toEqual(state);
    expect(store.reveal('prf-a')).toEqual({ ok: true, value: SECRET });
    expect(encrypt).not.toHaveBeenCalled();
    expect(readdirSync(dir)).toEqual([]);
    // The next run starts without it.
    expect(new SealedSecretStore(dir, cipher).state('prf-a')).toEqual({ state: 'not_set' });
  });

  it('a keyring that refuses to encrypt also falls back to memory, with its own reason', () => {
    const cipher = fakeCipher();
    cipher.encrypt = () => {
      throw new Error('keyring locked');
    };
    const store = new SealedSecretStore(dir, cipher);
    expect(store.set('prf-a', SECRET)).toEqual({
      state: 'session_only',
      reason: expect.stringMatching(/refused to encrypt.*kept in memory/),
      why: 'keyring_refused',
      backend: expect.any(String),
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a session-only secret replaces, and deletes, one stored earlier', () => {
    new SealedSecretStore(dir, fakeCipher()).set('prf-a', 'old-secret');
    const store = new SealedSecretStore(dir, fakeCipher('basic_text'));
    store.set('prf-a', SECRET);
    expect(store.reveal('prf-a')).toEqual({ ok: true, value: SECRET });
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({});
  });

  it('clear forgets a session-only secret', () => {
    const store = new SealedSecretStore(dir, unavailableCipher);
    store.set('prf-a', SECRET);
    store.clear('prf-a');
    expect(store.state('prf-a')).toEqual({ state: 'not_set' });
    expect(store.reveal('prf-a').ok).toBe(false);
  });
});

describe('SealedSecretStore when a stored secret no longer decrypts', () => {
  it('after a keyring reset: needs_reentry, and reveal fails instead of returning ""', () => {
    const cipher = fakeCipher();
    new SealedSecretStore(dir, cipher).set('prf-a', SECRET);
    cipher.resetKeyring();
    const store = new SealedSecretStore(dir, cipher);

    expect(store.state('prf-a')).toEqual({
      state: 'needs_reentry',
      reason: expect.stringMatching(/no longer decrypts.*enter it again/),
      why: 'no_longer_decrypts',
    });
    const revealed = store.reveal('prf-a');
    expect(revealed).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        message: expect.stringMatching(/Re-enter it in Settings/),
        reason: 'secret_unreadable',
        detail: expect.stringMatching(/no longer decrypts/),
      },
    });

    // Entering it again repairs it.
    expect(store.set('prf-a', SECRET)).toEqual({ state: 'set' });
    expect(store.reveal('prf-a')).toEqual({ ok: true, value: SECRET });
  });

  it('a keyring that "decrypts" to an empty string is not trusted', () => {
    const cipher = fakeCipher();
    new SealedSecretStore(dir, cipher).set('prf-a', SECRET);
    cipher.decrypt = () => '';
    const store = new SealedSecretStore(dir, cipher);
    expect(store.state('prf-a').state).toBe('needs_reentry');
    expect(store.reveal('prf-a').ok).toBe(false);
  });

  it('a stored secret under a now-insecure backend needs re-entry and is not decrypted', () => {
    new SealedSecretStore(dir, fakeCipher()).set('prf-a', SECRET);
    const basic = fakeCipher('basic_text');
    const decrypt = vi.spyOn(basic, 'decrypt');
    const store = new SealedSecretStore(dir, basic);
    expect(store.state('prf-a')).toEqual({
      state: 'needs_reentry',
      reason: expect.stringMatching(/backend: basic_text/),
      why: 'keyring_gone',
      backend: 'basic_text',
    });
    expect(store.reveal('prf-a').ok).toBe(false);
    expect(decrypt).not.toHaveBeenCalled();
  });

  it('an unreadable secrets file: needs_reentry, then kept aside when a secret is saved', () => {
    writeFileSync(join(dir, 'secrets.json'), '{"prf-a": "AAAA"');
    const store = new SealedSecretStore(dir, fakeCipher());
    expect(store.state('prf-a')).toEqual({
      state: 'needs_reentry',
      reason: expect.stringMatching(/secrets file could not be read/),
      why: 'file_unreadable',
    });
    expect(store.reveal('prf-a').ok).toBe(false);

    store.set('prf-a', SECRET);
    expect(store.reveal('prf-a')).toEqual({ ok: true, value: SECRET });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[1]).toMatch(/^secrets\.json\.corrupt-/);
    expect(readFileSync(join(dir, files[1]!), 'utf8')).toBe('{"prf-a": "AAAA"');
  });

  it('reveal of a secret never set says to set it', () => {
    const store = new SealedSecretStore(dir, fakeCipher());
    expect(store.reveal('prf-x')).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        message: expect.stringMatching(/set it in Settings/),
        reason: 'secret_not_set',
      },
    });
  });
});

it('never logs', () => {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation(() => {}),
  );
  const cipher = fakeCipher();
  const store = new SealedSecretStore(dir, cipher);
  store.set('prf-a', SECRET);
  cipher.resetKeyring();
  new SealedSecretStore(dir, cipher).reveal('prf-a');
  new SealedSecretStore(dir, unavailableCipher).set('prf-b', SECRET);
  for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
