import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { findBinaries, INSTALL_HINT } from './pg-server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeInstall(layout: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'pg-layout-'));
  dirs.push(root);
  for (const path of layout) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
  }
  return root;
}

it('without PostgreSQL the team store tests fail with the one line that fixes it', () => {
  const empty = fakeInstall([]);
  expect(() => findBinaries(join(empty, 'nothing'), '')).toThrow(INSTALL_HINT);
  expect(INSTALL_HINT).toContain('apt-get install postgresql');
});

it('finds Debian’s newest server off PATH, or one on PATH', () => {
  const root = fakeInstall([
    '13/bin/initdb',
    '13/bin/postgres',
    '15/bin/initdb',
    '15/bin/postgres',
    '16/bin/initdb',
    'path/initdb',
    'path/postgres',
  ]);
  // 16 lacks its server: the newest complete one wins.
  expect(findBinaries(root, '')).toBe(join(root, '15', 'bin'));
  expect(findBinaries(join(root, 'nothing'), `/nowhere:${join(root, 'path')}`)).toBe(
    join(root, 'path'),
  );
});
