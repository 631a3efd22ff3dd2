import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'console.lock';

/** Who holds a data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  started_at: string;
  host: string;
}

/** A lock file this young with nothing readable in it is being written by its owner. */
const WRITING_GRACE_MS = 10_000;

/**
 * A second console (a second browser host, or one beside the Electron app) on a data folder
 * already in use: the message names the process that holds it, so a person can find it.
 */
export class DataFolderInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      holder
        ? `Another console is using the data folder ${dir}: process ${holder.pid} (${holder.host}), started at ${holder.started_at}. Close it first, or choose another folder with --data-dir.`
        : `Another console is starting on the data folder ${dir}. Close it first, or choose another folder with --data-dir.`,
    );
    this.name = 'DataFolderInUse';
  }
}

export interface DataFolderLock {
  release(): void;
}

/**
 * One console per data folder: two writers on one journal and one profiles file interleave
 * their lines and corrupt the index (Electron's single-instance lock does not cover a browser
 * host, nor two hosts). Taken with an exclusive create, so two starting at once cannot both
 * win; a lock left by a process that is gone (a crash, a kill) is taken over.
 */
export function lockDataFolder(
  dir: string,
  host: string,
  now: () => Date = () => new Date(),
): DataFolderLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, started_at: now().toISOString(), host };
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      if (holder ? isRunning(holder.pid) : isBeingWritten(path)) {
        throw new DataFolderInUse(dir, holder);
      }
      // Its process is gone: the folder is free. Removed, then taken like a fresh one, so two
      // consoles taking over at once still leave one owner.
      unlinkSync(path);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(mine));
    } finally {
      closeSync(fd);
    }
    return {
      release: () => {
        // Only our own: a lock taken over after we were presumed dead is not ours to remove.
        if (
          readHolder(path)?.started_at === mine.started_at &&
          readHolder(path)?.pid === mine.pid
        ) {
          unlinkSync(path);
        }
      },
    };
  }
  throw new DataFolderInUse(dir, readHolder(path));
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder> | null;
    return value &&
      Number.isSafeInteger(value.pid) &&
      typeof value.started_at === 'string' &&
      typeof value.host === 'string'
      ? (value as LockHolder)
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isBeingWritten(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < WRITING_GRACE_MS;
  } catch {
    return false;
  }
}
