import { join } from 'node:path';
import { z } from 'zod';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { SecretState } from '../../../shared/schemas/profile';
import { moveAside, readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import { isSecureCipher, type SecretCipher } from './cipher';

/** `{profileId: base64(ciphertext)}`: only ever ciphertext from a secure keyring. */
const SecretsFile = z.record(z.string(), z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/));

/** Why a secret is held for this run or must be entered again: main's English and its key. */
type Note = Required<Pick<SecretState, 'reason' | 'why'>> & Pick<SecretState, 'backend'>;

type Opened = { ok: true; plain: string } | { ok: false; note: Note };

/**
 * Client secrets, per profile, for the main process only (security.md, "Secrets").
 *
 * - Secure keyring: encrypted and written to `{dataDir}/secrets.json`, atomically.
 * - No secure keyring (Linux `basic_text`/`unknown`, or none at all): kept in memory for this run
 *   only, state `session_only`, with a reason the user can read. Nothing reaches the disk.
 * - Stored but no longer decrypting (keyring reset): state `needs_reentry`; `reveal` fails. It is
 *   never read as an empty string or as garbage.
 *
 * Nothing here logs, and no error message includes a secret.
 */
export class SealedSecretStore {
  private readonly path: string;
  /** Secrets held for this run only, with why they are not on disk. */
  private readonly session = new Map<string, { secret: string; note: Note }>();
  private loaded: { entries: Map<string, string>; corrupt?: string } | undefined;
  /**
   * Ciphertexts known to decrypt (or not), so listing profiles does not ask the keyring each
   * time. Only the verdict is kept, never the plaintext.
   */
  private readonly decrypted = new Set<string>();
  private readonly failures = new Map<string, Note>();

  constructor(
    dataDir: string,
    private readonly cipher: SecretCipher,
  ) {
    this.path = join(dataDir, 'secrets.json');
  }

  state(profileId: string): SecretState {
    const held = this.session.get(profileId);
    if (held) return { state: 'session_only', ...held.note };
    const file = this.file();
    if (file.corrupt !== undefined) {
      return { state: 'needs_reentry', ...corruptNote(file.corrupt) };
    }
    const sealed = file.entries.get(profileId);
    if (sealed === undefined) return { state: 'not_set' };
    const problem = this.problemWith(sealed);
    return problem === undefined ? { state: 'set' } : { state: 'needs_reentry', ...problem };
  }

  set(profileId: string, secret: string): SecretState {
    if (secret === '') throw new TypeError('An empty secret is not a secret; use clear()');
    if (!isSecureCipher(this.cipher)) {
      return this.holdForSession(profileId, secret, noKeyringNote(this.cipher.backend()));
    }
    let sealed: string;
    try {
      const buffer = this.cipher.encrypt(secret);
      // A keyring that encrypts but cannot decrypt its own output would lose the secret silently.
      if (this.cipher.decrypt(buffer) !== secret) throw new Error('round trip failed');
      sealed = buffer.toString('base64');
    } catch {
      const backend = this.cipher.backend();
      return this.holdForSession(profileId, secret, {
        reason:
          `The system keyring (backend: ${backend}) refused to encrypt the secret; ` +
          'it is kept in memory until the console closes.',
        why: 'keyring_refused',
        backend,
      });
    }
    this.writeEntries((entries) => entries.set(profileId, sealed));
    this.session.delete(profileId);
    this.decrypted.add(sealed);
    return { state: 'set' };
  }

  clear(profileId: string): void {
    this.session.delete(profileId);
    const file = this.file();
    if (file.corrupt === undefined && file.entries.has(profileId)) {
      this.writeEntries((entries) => entries.delete(profileId));
    }
  }

  /** The secret itself, for the token request. Main process only; never crosses IPC. */
  reveal(profileId: string): Result<string> {
    const held = this.session.get(profileId);
    if (held) return ok(held.secret);
    const file = this.file();
    if (file.corrupt !== undefined) {
      // The store's own why stays in the detail, for the log; the page says the reason.
      return refuse('unauthorized', 'secret_unreadable', undefined, {
        detail: corruptNote(file.corrupt).reason,
      });
    }
    const sealed = file.entries.get(profileId);
    if (sealed === undefined) {
      return refuse('unauthorized', 'secret_not_set');
    }
    const opened = this.open(sealed);
    if (!opened.ok) {
      return refuse('unauthorized', 'secret_unreadable', undefined, { detail: opened.note.reason });
    }
    return ok(opened.plain);
  }

  private holdForSession(profileId: string, secret: string, note: Note): SecretState {
    this.session.set(profileId, { secret, note });
    // A stale ciphertext on disk would come back on the next start as the "current" secret.
    const file = this.file();
    if (file.corrupt === undefined && file.entries.has(profileId)) {
      this.writeEntries((entries) => entries.delete(profileId));
    }
    return { state: 'session_only', ...note };
  }

  /** Why a stored ciphertext cannot be used now, or undefined when it can. */
  private problemWith(sealed: string): Note | undefined {
    if (!isSecureCipher(this.cipher)) return this.keyringGoneNote();
    if (this.decrypted.has(sealed)) return undefined;
    const opened = this.open(sealed);
    return opened.ok ? undefined : opened.note;
  }

  private keyringGoneNote(): Note {
    const backend = this.cipher.backend();
    return {
      reason:
        `The secure keyring is not available now (backend: ${backend}), so the ` +
        'stored secret cannot be read; enter it again.',
      why: 'keyring_gone',
      backend,
    };
  }

  private open(sealed: string): Opened {
    if (!isSecureCipher(this.cipher)) return { ok: false, note: this.keyringGoneNote() };
    const known = this.failures.get(sealed);
    if (known !== undefined) return { ok: false, note: known };
    let plain = '';
    try {
      plain = this.cipher.decrypt(Buffer.from(sealed, 'base64'));
    } catch {
      // The keyring's own error says nothing the user can act on; the reason below does.
    }
    if (plain === '') {
      const note: Note = {
        reason:
          'The stored secret no longer decrypts (the system keyring was reset or changed); ' +
          'enter it again.',
        why: 'no_longer_decrypts',
      };
      this.failures.set(sealed, note);
      return { ok: false, note };
    }
    this.decrypted.add(sealed);
    return { ok: true, plain };
  }

  private file(): { entries: Map<string, string>; corrupt?: string } {
    if (this.loaded) return this.loaded;
    const read = readJsonFile(this.path);
    if (read.kind === 'missing') {
      this.loaded = { entries: new Map() };
    } else if (read.kind === 'corrupt') {
      this.loaded = { entries: new Map(), corrupt: read.reason };
    } else {
      const parsed = SecretsFile.safeParse(read.value);
      this.loaded = parsed.success
        ? { entries: new Map(Object.entries(parsed.data)) }
        : { entries: new Map(), corrupt: 'it is not a map of profile ids to ciphertext' };
    }
    return this.loaded;
  }

  private writeEntries(change: (entries: Map<string, string>) => void): void {
    const current = this.file();
    const entries = new Map(current.entries);
    change(entries);
    // An unreadable file is kept aside for whoever investigates, never overwritten.
    if (current.corrupt !== undefined) moveAside(this.path);
    writeFileAtomic(this.path, `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`);
    this.loaded = { entries };
  }
}

function noKeyringNote(backend: string): Note {
  return {
    reason:
      `This system has no secure keyring (backend: ${backend}); the secret is kept in memory ` +
      'until the console closes.',
    why: 'no_keyring',
    backend,
  };
}

/** The file's own problem stays in main's English only: it is for whoever investigates. */
function corruptNote(detail: string): Note {
  return {
    reason: `The secrets file could not be read (${detail}); enter the secret again.`,
    why: 'file_unreadable',
  };
}
