import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTeamStore, type TeamStoreFixture } from './testing/store-fixture';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let store: TeamStoreFixture;
const cli = resolve(import.meta.dirname, 'migrate-cli.ts');
/** As its README says: the URL without the password, which comes from PGPASSWORD. */
const run = (url: string) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return spawnSync(process.execPath, ['--import', 'tsx', cli, parsed.href], {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: password },
  });
};

beforeAll(async () => {
  store = await startTeamStore({ migrated: false });
  await store.server.sql("CREATE ROLE till_a LOGIN PASSWORD 'writer-pw'");
});
afterAll(async () => {
  await store?.close();
});

it('a role that is not the owner is told so, and nothing changes', () => {
  const result = run(store.writerUrl);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('schema version 0 and this role may not change it');
  expect(result.stderr).not.toContain('writer-pw');
});

it('the owner creates the schema, and a second run says it is current', () => {
  const first = run(store.ownerUrl);
  expect(first.stdout).toMatch(/went from schema version 0 to 5/);
  expect(first.stdout).not.toContain('owner-pw');
  const again = run(store.ownerUrl);
  expect(again.status).toBe(0);
  expect(again.stdout).toMatch(/already at schema version 5/);
});

it('refuses a store across the network without TLS before connecting', () => {
  const result = run('postgres://owner@db.example.com/team');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('sslmode=verify-full');
});

it('refuses a password on its command line, and connects to nothing', () => {
  for (const url of [
    store.ownerUrl,
    `${store.ownerUrl.replace(':owner-pw', '')}?password=owner-pw`,
  ]) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, url], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('can be read by every user of this machine');
    expect(result.stderr).not.toContain('owner-pw');
  }
});
