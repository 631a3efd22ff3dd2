import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Journal, monthFile } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { Shipper, type ShipperOptions } from './shipper';
import { makeOperation } from './testing/operations';
import { startTeamStore, type TeamStoreFixture } from './testing/store-fixture';
import { teamStoreForFile } from './testing/store-per-file';
import { proofOf, testConsoleId } from './testing/console-ids';

// A real server under a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const team = teamStoreForFile('team-shipper-');
const journalDir = () => team.tempDir();

function shipper(dir: string, url: string, extra: Partial<ShipperOptions> = {}): Shipper {
  const parsed = parseStoreUrl(url);
  const consoleId = extra.consoleId ?? testConsoleId();
  const s = new Shipper({
    journalDir: dir,
    cursor: new ShipCursor(dir),
    store: parsed.display,
    config: { ...parsed.config, password: parsed.password },
    consoleId,
    consoleProof: proofOf(consoleId),
    consoleName: () => 'Store 12',
    initialDelayMs: 20,
    maxDelayMs: 200,
    ...extra,
  });
  team.closeAfter(s);
  s.start();
  return s;
}

async function writeOperations(dir: string, n: number, from = 0) {
  const journal = new Journal(dir);
  const ops = Array.from({ length: n }, (_, k) => makeOperation({ i: from + k }));
  for (const op of ops) await journal.append(...op.records);
  await journal.close();
  return ops;
}

async function rowsOf(consoleId: string) {
  const result = await team.store.sql(
    'SELECT seq, type, operation_id, ids FROM audit_records WHERE console_id = $1 ORDER BY seq',
    [consoleId],
  );
  return result.rows as { seq: string; type: string; operation_id: string; ids: string[] }[];
}

describe('shipping the journal to the team store', () => {
  it('stores every record once, in journal order, as the insert-only role of roles.sql', async () => {
    const dir = journalDir();
    const ops = await writeOperations(dir, 20);
    const consoleId = testConsoleId();
    const s = shipper(dir, team.store.writerUrl, { consoleId, batchSize: 7 });
    await s.idle();
    const rows = await rowsOf(consoleId);
    expect(rows).toHaveLength(60);
    expect(rows.map((r) => r.operation_id)).toEqual(
      ops.flatMap((op) => op.records.map((r) => r.operation_id)),
    );
    expect(rows.map((r) => r.type).slice(0, 3)).toEqual(['begin', 'attempt', 'finish']);
    expect(rows[0]!.ids).toContain(ops[0]!.key);
    expect(rows[2]!.ids).toEqual(
      expect.arrayContaining([ops[0]!.paymentId, ops[0]!.transactionId]),
    );
    expect(s.state).toMatchObject({ state: 'caught_up', behind: 0, schemaVersion: 9 });
    expect(s.state.grants).toMatchObject({ grants: 'exact', canShip: true, canReadTeam: false });
  });

  it('stores a record exactly once however often it is sent (cursor lost after the commit)', async () => {
    const dir = journalDir();
    await writeOperations(dir, 10);
    const consoleId = testConsoleId();
    const first = shipper(dir, team.store.writerUrl, { consoleId });
    await first.idle();
    await first.close();
    // A crash between COMMIT and the cursor write: the cursor never moved.
    rmSync(join(dir, 'team-cursor.json'));
    const second = shipper(dir, team.store.writerUrl, { consoleId });
    await second.idle();
    const rows = await rowsOf(consoleId);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((r) => r.seq)).size).toBe(30);
  });

  it('catches up on restart with what was appended while it was not running', async () => {
    const dir = journalDir();
    const consoleId = testConsoleId();
    await writeOperations(dir, 5);
    const first = shipper(dir, team.store.writerUrl, { consoleId });
    await first.idle();
    await first.close();
    // The console died after these appends and before any shipping.
    await writeOperations(dir, 4, 5);
    const second = shipper(dir, team.store.writerUrl, { consoleId });
    await second.idle();
    expect(await rowsOf(consoleId)).toHaveLength(27);
  });

  it('counts what is not yet shipped, and ships what is appended after a nudge', async () => {
    const dir = journalDir();
    const consoleId = testConsoleId();
    await writeOperations(dir, 2);
    const s = shipper(dir, team.store.writerUrl, { consoleId, idlePollMs: 60_000 });
    await s.idle();
    expect(s.state.behind).toBe(0);
    await writeOperations(dir, 3, 2);
    s.nudge();
    await s.idle();
    expect(await rowsOf(consoleId)).toHaveLength(15);
    expect(s.state.behind).toBe(0);
  });

  it('skips a line torn by a crash and ships the records around it', async () => {
    const dir = journalDir();
    const consoleId = testConsoleId();
    await writeOperations(dir, 1);
    appendFileSync(join(dir, monthFile(new Date())), '{"v":1,"type":"beg');
    await writeOperations(dir, 1, 1);
    const s = shipper(dir, team.store.writerUrl, { consoleId });
    await s.idle();
    expect(await rowsOf(consoleId)).toHaveLength(6);
  });

  it('refuses to ship as the select-only role and says why', async () => {
    const dir = journalDir();
    await writeOperations(dir, 1);
    const s = shipper(dir, team.store.readerUrl);
    await until(() => s.state.state === 'refused');
    expect(s.state.grants).toMatchObject({ canShip: false, canReadTeam: true, grants: 'exact' });
    expect(s.state.lastError?.message).toMatch(/INSERT/);
    // The page says it in the person's language by its reason, not main's English.
    expect(s.state.lastError?.reason).toBe('store_cannot_insert');
    expect(s.state.behind).toBe(3);
  });

  it('ships as the owner but says it could alter or erase the audit trail', async () => {
    const dir = journalDir();
    await writeOperations(dir, 1);
    const s = shipper(dir, team.store.ownerUrl);
    await s.idle();
    expect(s.state.grants).toMatchObject({ grants: 'more', canShip: true });
    expect(s.state.grants?.grantsNote).toMatch(/could alter or erase the audit trail/);
    expect(s.state.grants?.grantsWhy).toEqual({
      reason: 'store_role_may_alter',
      params: { powers: 'owns the audit table', powerCodes: 'owner' },
    });
  });

  it('the insert-only role can neither change nor remove a stored record', async () => {
    const dir = journalDir();
    const consoleId = testConsoleId();
    await writeOperations(dir, 1);
    await shipper(dir, team.store.writerUrl, { consoleId }).idle();
    const { withClient } = await import('./testing/store-fixture');
    for (const sql of [
      `UPDATE audit_records SET operator = 'x' WHERE console_id = '${consoleId}'`,
      `DELETE FROM audit_records WHERE console_id = '${consoleId}'`,
      'TRUNCATE audit_records',
      'SELECT count(*) FROM audit_records',
    ]) {
      await expect(withClient(team.store.writerUrl, (c) => c.query(sql))).rejects.toThrow(
        /permission denied/,
      );
    }
    expect(await rowsOf(consoleId)).toHaveLength(3);
  });
});

describe('a store whose schema is behind', () => {
  let bare: TeamStoreFixture;
  beforeAll(async () => {
    bare = await startTeamStore({ migrated: false });
    await bare.server.sql("CREATE ROLE till_a LOGIN PASSWORD 'writer-pw'");
  }, 60_000);
  afterAll(async () => {
    await bare?.close();
  });

  it('a role that may not migrate names the command its owner should run', async () => {
    const dir = journalDir();
    await writeOperations(dir, 1);
    const s = shipper(dir, bare.writerUrl);
    await until(() => s.state.state === 'refused');
    expect(s.state.lastError?.message).toContain('npm run team:migrate --');
    expect(s.state.lastError?.message).toMatch(/no schema yet, this console needs version 9/);
    // The page says it in the person's language by its reason, the command among its params.
    expect(s.state.lastError).toMatchObject({
      reason: 'store_schema_missing',
      params: { needs: '9', command: 'npm run team:migrate -- postgres://owner@…' },
    });
  });

  it('the owner migrates it on connect, then ships', async () => {
    const dir = journalDir();
    await writeOperations(dir, 1);
    const s = shipper(dir, bare.ownerUrl);
    await s.idle();
    expect(s.state.schemaVersion).toBe(9);
    const versions = await bare.sql('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((version) => ({ version })));
  });
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
