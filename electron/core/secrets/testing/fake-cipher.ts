/*
 * Test helper (no tests here): a SecretCipher that behaves like a real keyring. It encrypts
 * with AES-256-GCM under a key only it holds, so its output never contains the plaintext, and
 * `resetKeyring()` swaps the key, after which earlier ciphertext fails to decrypt, as it does
 * when a user's keyring is reset.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretCipher } from '../cipher';

export interface FakeCipher extends SecretCipher {
  resetKeyring(): void;
  /** How many times encrypt/decrypt ran, to tell when the store asked the keyring. */
  calls: { encrypt: number; decrypt: number };
}

export function fakeCipher(backend = 'gnome_libsecret', available = true): FakeCipher {
  let key = randomBytes(32);
  const calls = { encrypt: 0, decrypt: 0 };
  return {
    calls,
    backend: () => backend,
    isEncryptionAvailable: () => available,
    encrypt(plain) {
      calls.encrypt += 1;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      calls.decrypt += 1;
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString();
    },
    resetKeyring() {
      key = randomBytes(32);
    },
  };
}
