import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { Shipper } from './shipper';
import { COUNT_CAP, getTeamEntry, queryTeam, teamReaderPool, whereOf } from './team-query';
import { makeOperation, type MadeOperation } from './testing/operations';
import { startTeamStore, withClient, type TeamStoreFixture } from './testing/store-fixture';
import { proofOf, testConsoleId } from './testing/console-ids';

// A real server under a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
/**
 * Two consoles (stores) ship their journals; a supervisor connected as audit_reader reads the
 * whole team's activity with the filters local Activity has, plus operator and console.
 */
let store: TeamStoreFixture;
let reader: pg.Pool;
const dirs: string[] = [];
const consoles = { north: testConsoleId(), south: testConsoleId() };
const ops: Record<'north' | 'south', MadeOperation[]> = { north: [], south: [] };

async function shipConsole(name: 'north' | 'south', made: MadeOperation[]) {
  const dir = mkdtempSync(join(tmpdir(), 'team-query-'));
  dirs.push(dir);
  const journal = new Journal(dir);
  for (const op of made) await journal.append(...op.records);
  await journal.close();
  const parsed = parseStoreUrl(store.writerUrl);
  const shipper = new Shipper({
    journalDir: dir,
    cursor: new ShipCursor(dir),
    store: parsed.display,
    config: { ...parsed.config, password: parsed.password },
    consoleId: consoles[name],
    consoleProof: proofOf(consoles[name]),
    consoleName: () => `Store ${name}`,
  });
  shipper.start();
  await shipper.idle();
  await shipper.close();
}

beforeAll(async () => {
  store = await startTeamStore();
  const outcomes = ['succeeded', 'declined', 'unknown', 'none'] as const;
  ops.north = Array.from({ length: 12 }, (_, i) =>
    makeOperation({ i: i * 2, operator: 'ana', outcome: outcomes[i % 4] }),
  );
  ops.south = Array.from({ length: 12 }, (_, i) =>
    makeOperation({
      i: i * 2 + 1,
      operator: 'ben',
      profileId: i % 2 ? 'prf-prod' : 'simulator',
      kind: i % 3 ? 'payments:authorize' : 'pos:cancelOrRefund',
    }),
  );
  await shipConsole('north', ops.north);
  await shipConsole('south', ops.south);
  reader = teamReaderPool({ connectionString: store.readerUrl });
  // The server stops before the pool's last socket closes: its goodbye is not a failure.
  reader.on('error', () => undefined);
}, 60_000);

afterAll(async () => {
  await reader?.end();
  await store?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('team activity over the team store', () => {
  it('lists every console’s operations, newest first, with console names, paged', async () => {
    const first = await queryTeam(reader, {}, { limit: 10 });
    expect(first.total).toBe(24);
    expect(first.entries).toHaveLength(10);
    expect(first.next).toBe(10);
    const ats = first.entries.map((e) => e.entry.begin.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(first.entries[0]!.console).toEqual({
      id: consoles.south,
      name: 'Store south',
      login: 'till_a',
    });
    expect(first.entries[1]!.console.name).toBe('Store north');
    const rest = await queryTeam(reader, {}, { limit: 20, before: first.next });
    expect(rest.entries).toHaveLength(14);
    expect(rest.next).toBeUndefined();
    const all = [...first.entries, ...rest.entries].map((e) => e.entry.begin.operation_id);
    expect(new Set(all).size).toBe(24);
  });

  it('finds an operation by any id it involved, across consoles', async () => {
    const target = ops.south[5]!;
    for (const id of [target.id, target.key, target.paymentId, target.transactionId]) {
      const page = await queryTeam(reader, { search: id }, { limit: 10 });
      expect(page.entries.map((e) => e.entry.begin.operation_id)).toEqual([target.id]);
      expect(page.entries[0]!.entry.finish?.outcome).toBe('succeeded');
    }
    expect((await queryTeam(reader, { search: 'pay-nothing' }, { limit: 10 })).total).toBe(0);
  });

  it('filters by outcome (no finish yet counts as unknown), operator, console, profile, kind', async () => {
    const unknown = await queryTeam(reader, { outcomes: ['unknown'] }, { limit: 50 });
    expect(unknown.total).toBe(6);
    expect(unknown.entries.every((e) => e.console.name === 'Store north')).toBe(true);
    expect((await queryTeam(reader, { operator: 'ben' }, { limit: 50 })).total).toBe(12);
    expect((await queryTeam(reader, { console: 'Store north' }, { limit: 50 })).total).toBe(12);
    expect((await queryTeam(reader, { profile_id: 'prf-prod' }, { limit: 50 })).total).toBe(6);
    const cancels = await queryTeam(reader, { operations: ['pos:cancelOrRefund'] }, { limit: 50 });
    expect(cancels.total).toBe(4);
    const declinedByAna = await queryTeam(
      reader,
      { outcomes: ['declined'], operator: 'ana' },
      { limit: 50 },
    );
    expect(declinedByAna.total).toBe(3);
  });

  it('filters by time', async () => {
    const from = ops.north[3]!.records[0]!.at;
    const to = ops.north[6]!.records[0]!.at;
    const page = await queryTeam(reader, { from, to }, { limit: 50 });
    // north 3..6 are i = 6, 8, 10, 12; south in between are i = 7, 9, 11.
    expect(page.total).toBe(7);
  });

  it('gives one operation with every attempt for the inspector', async () => {
    const target = ops.north[1]!;
    const found = await getTeamEntry(reader, consoles.north, target.id);
    expect(found?.console.name).toBe('Store north');
    expect(found?.entry.begin.idempotency_key).toBe(target.key);
    expect(found?.entry.attempts).toHaveLength(1);
    expect(found?.entry.finish?.outcome).toBe('declined');
    expect(await getTeamEntry(reader, consoles.south, target.id)).toBeUndefined();
    expect(await getTeamEntry(reader, 'not-a-uuid', target.id)).toBeUndefined();
  });

  it('never plans a page in parallel: starting workers cost 50 ms of a 1 ms lookup', async () => {
    const sessions = await Promise.all(
      [1, 2, 3].map(() =>
        reader.query<{ max_parallel_workers_per_gather: string }>(
          'SHOW max_parallel_workers_per_gather',
        ),
      ),
    );
    expect(sessions.map((r) => r.rows[0]?.max_parallel_workers_per_gather)).toEqual([
      '0',
      '0',
      '0',
    ]);
  });

  it('serves a search by id from the GIN index, not a scan of the table', async () => {
    await store.sql('ANALYZE audit_records');
    const { from, sql, params } = whereOf({ search: ops.north[0]!.paymentId });
    const plan = await withClient(store.readerUrl, async (client) => {
      await client.query('SET enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT b.record FROM ${from} WHERE ${sql}`,
        params,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('audit_records_ids');
  });
});

describe('a team at scale', () => {
  it('counts only so far past the page, says "at least", and still pages on', async () => {
    // 1,100 operations of one more console, written straight into the store by its owner.
    const big = randomUUID();
    const begin = makeOperation({ i: 0 }).records[0]!;
    await store.sql(
      `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at, operator,
         profile_id, operation, record, inserted_by)
       SELECT $1::uuid, g, 'Store big', 'begin', 'op-big-' || g, '2030-01-01'::timestamptz + g * interval '1 minute',
         'cy', 'simulator', 'payments:authorize', $2::jsonb, 'till_c'
       FROM generate_series(1, 1100) g`,
      [big, JSON.stringify(begin)],
    );
    const first = await queryTeam(reader, { console: 'Store big' }, { limit: 50 });
    expect(first).toMatchObject({ total: COUNT_CAP, totalAtLeast: true, next: 50 });
    const deep = await queryTeam(reader, { console: 'Store big' }, { limit: 50, before: 1000 });
    expect(deep).toMatchObject({ total: 1100, next: 1050 });
    expect(deep.totalAtLeast).toBeUndefined();
    const last = await queryTeam(reader, { console: 'Store big' }, { limit: 50, before: 1050 });
    expect(last.total).toBe(1100);
    expect(last.next).toBeUndefined();
  });
});

describe('records this console cannot read', () => {
  it('are not counted as operations, and are said apart', async () => {
    // A newer console's begins: one of an operation this one does not know, one of another shape.
    const newer = randomUUID();
    const readable = makeOperation({ i: 5000, profileId: 'prf-newer' }).records[0]!;
    const unknownKind = { ...readable, operation: 'payments:teleport' };
    const reshaped = { ...readable, request: 'POST /v9/payments' };
    await store.sql(
      `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at, operator,
         profile_id, operation, record, inserted_by)
       SELECT $1::uuid, n, 'Store newer', 'begin', 'op-newer-' || n, now(), 'di', 'prf-newer',
         'payments:authorize', r, 'till_d'
       FROM unnest($2::jsonb[]) WITH ORDINALITY AS t(r, n)`,
      [newer, [readable, unknownKind, reshaped].map((r) => JSON.stringify(r))],
    );
    const page = await queryTeam(reader, { profile_id: 'prf-newer' }, { limit: 50 });
    expect(page.entries.map((e) => e.entry.begin.operation)).toEqual(['payments:authorize']);
    expect(page).toMatchObject({ total: 1, unreadable: 2 });
    expect(page.next).toBeUndefined();
    // Where every record is readable, nothing is said.
    expect((await queryTeam(reader, { console: 'Store north' }, { limit: 50 })).unreadable).toBe(
      undefined,
    );
  });
});
