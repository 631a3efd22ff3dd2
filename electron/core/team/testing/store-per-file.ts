/*
 * Test helper (no tests here): the scaffolding every team-store test file shares. One real
 * server for the file; temporary folders and what a test opened are removed after each test,
 * also when it failed, so a failed test never leaves a shipper running into the next one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTeamStore, type TeamStoreFixture } from './store-fixture';

export interface TeamStoreForFile {
  /** The file's server; set once beforeAll has run. */
  readonly store: TeamStoreFixture;
  /** A fresh folder (a console's data or journal folder), removed after the test. */
  tempDir(): string;
  /** Closed after the test: shippers, stores, journals. */
  closeAfter<T extends { close(): Promise<unknown> }>(closable: T): T;
}

export function teamStoreForFile(prefix: string): TeamStoreForFile {
  let fixture: TeamStoreFixture | undefined;
  const dirs: string[] = [];
  const open: { close(): Promise<unknown> }[] = [];
  beforeAll(async () => {
    fixture = await startTeamStore();
  }, 60_000);
  afterAll(async () => {
    await fixture?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((o) => o.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get store() {
      if (!fixture) throw new Error('The team store starts in beforeAll');
      return fixture;
    },
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    closeAfter(closable) {
      open.push(closable);
      return closable;
    },
  };
}
