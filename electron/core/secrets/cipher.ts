/**
 * What the sealed store needs from the OS keyring. In Electron this is `safeStorage`
 * (electron/main/secrets-safe-storage.ts); tests use fakes; the browser host, which has no
 * keyring, uses `unavailableCipher`. Keeping it an interface keeps the core free of `electron`.
 */
export interface SecretCipher {
  /**
   * Which keyring protects the key: e.g. 'gnome_libsecret', 'kwallet5', 'basic_text', 'unknown'
   * (Linux, from safeStorage), 'keychain' (macOS), 'dpapi' (Windows), 'unavailable'.
   */
  backend(): string;
  isEncryptionAvailable(): boolean;
  encrypt(plain: string): Buffer;
  /** Throws when the data no longer decrypts (the keyring was reset or the key changed). */
  decrypt(sealed: Buffer): string;
}

/**
 * Backends that do not protect the key. On Linux, `basic_text` encrypts with a key hard-coded in
 * Chromium and `unknown` means the keyring was not determined: ciphertext on disk under either is
 * as good as plaintext (security.md, "Secrets").
 */
export const INSECURE_BACKENDS: readonly string[] = ['basic_text', 'unknown', 'unavailable'];

export function isSecureCipher(cipher: SecretCipher): boolean {
  return cipher.isEncryptionAvailable() && !INSECURE_BACKENDS.includes(cipher.backend());
}

/** The browser host's cipher: there is no OS keyring to ask, so secrets stay in memory. */
export const unavailableCipher: SecretCipher = {
  backend: () => 'unavailable',
  isEncryptionAvailable: () => false,
  encrypt: () => {
    throw new Error('No secure storage is available on this host');
  },
  decrypt: () => {
    throw new Error('No secure storage is available on this host');
  },
};
