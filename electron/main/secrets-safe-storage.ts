import { safeStorage } from 'electron';
import type { SecretCipher } from '../core/secrets/cipher';

/**
 * Electron's `safeStorage` as the core's `SecretCipher`. The backend name is what the sealed
 * store judges: on Linux safeStorage reports it (and `basic_text`/`unknown` are not secure
 * storage, even though `isEncryptionAvailable()` is then true); macOS always uses the Keychain
 * and Windows DPAPI. Call after the app's `ready` event: before it, Linux reports `unknown`.
 */
export function safeStorageCipher(platform: NodeJS.Platform = process.platform): SecretCipher {
  return {
    backend: () => {
      if (platform === 'darwin') return 'keychain';
      if (platform === 'win32') return 'dpapi';
      return platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'unknown';
    },
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (sealed) => safeStorage.decryptString(sealed),
  };
}
