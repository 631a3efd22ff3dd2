import { beforeEach, describe, expect, it, vi } from 'vitest';

const safeStorage = {
  getSelectedStorageBackend: vi.fn(() => 'basic_text'),
  isEncryptionAvailable: vi.fn(() => true),
  encryptString: vi.fn((plain: string) => Buffer.from(`sealed:${plain}`)),
  decryptString: vi.fn((sealed: Buffer) => sealed.toString().replace(/^sealed:/, '')),
};
vi.mock('electron', () => ({ safeStorage }));

const { safeStorageCipher } = await import('./secrets-safe-storage');

beforeEach(() => vi.clearAllMocks());

describe('safeStorageCipher', () => {
  it('on Linux reports the backend safeStorage selected', () => {
    safeStorage.getSelectedStorageBackend.mockReturnValueOnce('gnome_libsecret');
    expect(safeStorageCipher('linux').backend()).toBe('gnome_libsecret');
    expect(safeStorageCipher('linux').backend()).toBe('basic_text');
    expect(safeStorage.getSelectedStorageBackend).toHaveBeenCalledTimes(2);
  });

  it('names the Keychain on macOS and DPAPI on Windows without asking (Linux-only API)', () => {
    expect(safeStorageCipher('darwin').backend()).toBe('keychain');
    expect(safeStorageCipher('win32').backend()).toBe('dpapi');
    expect(safeStorageCipher('freebsd').backend()).toBe('unknown');
    expect(safeStorage.getSelectedStorageBackend).not.toHaveBeenCalled();
  });

  it('passes availability, encryption and decryption through', () => {
    const cipher = safeStorageCipher('linux');
    safeStorage.isEncryptionAvailable.mockReturnValueOnce(false);
    expect(cipher.isEncryptionAvailable()).toBe(false);
    const sealed = cipher.encrypt('s3cret');
    expect(safeStorage.encryptString).toHaveBeenCalledWith('s3cret');
    expect(cipher.decrypt(sealed)).toBe('s3cret');
    expect(safeStorage.decryptString).toHaveBeenCalledWith(sealed);
  });

  it('lets a decryption failure through, so the store can ask for re-entry', () => {
    safeStorage.decryptString.mockImplementationOnce(() => {
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
      );
    });
    expect(() => safeStorageCipher('linux').decrypt(Buffer.from('x'))).toThrow(/decrypting/);
  });
});
