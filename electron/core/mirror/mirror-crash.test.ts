import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { PaymentSearch } from '../../../shared/schemas/payment-search';
import { MirrorStore } from './mirror-store';

const root = resolve(import.meta.dirname, '../../..');

/** Runs the crash writer and returns the lines it printed before it died. */
async function crash(file: string, pages: number, mode: string): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/core/mirror/testing/crash-writer.ts', file, String(pages), mode],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    // Killed from outside at a moment of the child's choosing: in its next write.
    if (mode === '--keep-writing' && line === `committed ${pages - 1}`) child.kill('SIGKILL');
  });
  const signal = await new Promise((done) => child.on('exit', (_code, sig) => done(sig)));
  expect(signal).toBe('SIGKILL');
  return lines;
}

function reopen(file: string): MirrorStore {
  const opened = MirrorStore.open(file);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe('the mirror after a crash', () => {
  it('has every page whose commit returned, with its cursor, and nothing of a page cut short', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mirror-crash-')), 'payments.sqlite');
    const said = await crash(file, 3, '--die-mid-page');
    expect(said).toEqual(['committed 0', 'committed 1', 'committed 2', 'mid-page']);
    const store = reopen(file);
    try {
      // The sync resumes after page 2: the rows of the page that never committed are gone.
      expect(store.cursor()).toEqual({ page: 2 });
      expect(store.count()).toBe(150);
      expect(store.search(PaymentSearch.parse({ limit: 200 })).length).toBe(150);
    } finally {
      store.close();
    }
  }, 60_000);

  it('keeps what was committed when killed while writing, and the file opens again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mirror-crash-')), 'payments.sqlite');
    const said = await crash(file, 4, '--keep-writing');
    expect(said.slice(0, 4)).toEqual(['committed 0', 'committed 1', 'committed 2', 'committed 3']);
    const store = reopen(file);
    try {
      expect(store.cursor()).toEqual({ page: 3 });
      expect(store.count()).toBe(200);
      expect(store.writePage([], { page: 4 })).toEqual({ ok: true, value: 0 });
    } finally {
      store.close();
    }
  }, 60_000);
});
