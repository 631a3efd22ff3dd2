import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Small synchronous file helpers for the console's own state (profiles, sealed secrets). They
 * are synchronous because the files are tiny and callers (the IPC handlers) answer from them
 * directly; a half-written file after a crash would be worse than a blocked millisecond.
 */

/** Owner-only: these files name servers and hold ciphertext of credentials. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/**
 * Replaces `path` with `content` so that a reader (or the next start after a crash) sees either
 * the old file or the new one, never a mix: write a temp file beside it, fsync it, rename it over
 * the target, then fsync the directory so the rename itself survives a power cut.
 */
export function writeFileAtomic(path: string, content: string): void {
  const dir = dirname(path);
  ensureDir(dir);
  const temp = join(dir, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', FILE_MODE);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncDir(dir);
}

/**
 * Makes a directory's entries (a new file, a rename) durable. Windows cannot open a directory
 * for fsync (EISDIR/EPERM); NTFS journals the rename itself.
 */
export function fsyncDir(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export type JsonRead =
  { kind: 'missing' } | { kind: 'ok'; value: unknown } | { kind: 'corrupt'; reason: string };

/** Reads a JSON file, telling "not there yet" apart from "there but unreadable". */
export function readJsonFile(path: string): JsonRead {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'corrupt', reason: (error as Error).message };
  }
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'corrupt', reason: `not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Moves an unreadable file aside (`name.corrupt-<time>`) before a fresh one is written, so what
 * was there stays available to whoever investigates. Returns the new path.
 */
export function moveAside(path: string, now: number = Date.now()): string {
  const target = `${path}.corrupt-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, target);
  fsyncDir(dirname(path));
  return target;
}
