import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from './data-folder-lock';

const folder = () => mkdtempSync(join(tmpdir(), 'folder-lock-'));

/** A pid that certainly ran and is gone: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('one console per data folder', () => {
  it('refuses a second console, naming the process that holds the folder and since when', () => {
    const dir = folder();
    const first = lockDataFolder(dir, 'web', () => new Date('2026-11-25T09:30:00.000Z'));
    let refused: unknown;
    try {
      lockDataFolder(dir, 'electron');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toBe(
      `Another console is using the data folder ${dir}: process ${process.pid} (web), started at 2026-11-25T09:30:00.000Z. Close it first, or choose another folder with --data-dir.`,
    );
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataFolder(dir, 'electron').release();
  });

  it('takes over a lock left by a process that is gone (a crash, a kill)', () => {
    const dir = folder();
    const pid = deadPid();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid, started_at: '2026-11-24T08:00:00.000Z', host: 'web' }),
    );
    const taken = lockDataFolder(dir, 'web');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: 'web',
    });
    taken.release();
  });

  it('a lock file with nothing readable yet is its owner writing it, unless it is old', () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockDataFolder(dir, 'web')).toThrow(/Another console is starting/);
  });

  it('creates a folder that does not exist yet, and does not remove a lock it no longer owns', () => {
    const dir = join(folder(), 'new', 'data');
    const mine = lockDataFolder(dir, 'web');
    const theirs = { pid: process.pid, started_at: '2030-01-01T00:00:00.000Z', host: 'electron' };
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify(theirs));
    mine.release();
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toEqual(theirs);
  });
});
