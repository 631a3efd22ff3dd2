import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import type { Positions } from './outbox';
import { Shipper, type ShipperOptions } from './shipper';
import { makeOperation } from './testing/operations';
import { startResetProxy } from './testing/reset-proxy';
import { startTeamStore, type TeamStoreFixture } from './testing/store-fixture';
import { proofOf, testConsoleId } from './testing/console-ids';

/**
 * The store, the network and the console die mid-shipment; afterwards every journal record is
 * in the store exactly once (the rows equal the journal's records, and no seq repeats).
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let store: TeamStoreFixture;
const dirs: string[] = [];
const shippers: Shipper[] = [];
const OPERATIONS = 200;
const RECORDS = OPERATIONS * 3;

beforeAll(async () => {
  store = await startTeamStore();
});
afterAll(async () => {
  await store?.close();
});
afterEach(async () => {
  await Promise.all(shippers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function journalWith(n: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'team-chaos-'));
  dirs.push(dir);
  const journal = new Journal(dir);
  const ops = Array.from({ length: n }, (_, i) => makeOperation({ i }));
  for (let i = 0; i < ops.length; i += 100) {
    await journal.append(...ops.slice(i, i + 100).flatMap((op) => op.records));
  }
  await journal.close();
  return dir;
}

function shipper(dir: string, consoleId: string, extra: Partial<ShipperOptions> = {}): Shipper {
  const parsed = parseStoreUrl(extra.store ?? store.writerUrl);
  const s = new Shipper({
    journalDir: dir,
    cursor: new ShipCursor(dir),
    config: { ...parsed.config, password: parsed.password },
    consoleId,
    consoleProof: proofOf(consoleId),
    consoleName: () => 'Chaos',
    batchSize: 30,
    initialDelayMs: 50,
    maxDelayMs: 400,
    ...extra,
    store: parsed.display,
  });
  shippers.push(s);
  s.start();
  return s;
}

async function stored(consoleId: string): Promise<{ rows: number; distinct: number }> {
  const result = await store.sql(
    'SELECT count(*)::int AS rows, count(DISTINCT seq)::int AS distinct FROM audit_records WHERE console_id = $1',
    [consoleId],
  );
  return result.rows[0] as { rows: number; distinct: number };
}

describe('the store dies mid-shipment', () => {
  it.each(['fast', 'immediate'] as const)(
    'stopped (%s) and started again: nothing lost, nothing twice',
    async (mode) => {
      const dir = await journalWith(OPERATIONS);
      const consoleId = testConsoleId();
      const s = shipper(dir, consoleId);
      await until(() => s.state.lastShippedAt !== undefined);
      await store.server.stop(mode);
      let partial;
      try {
        partial = await until(() => s.state.state === 'backing_off' && s.state);
      } finally {
        await store.server.start();
      }
      expect(partial.behind).toBeGreaterThan(0);
      expect(partial.lastError).toMatchObject({ code: expect.stringMatching(/network|timeout/) });
      expect(partial.retryAt).toBeDefined();
      await s.idle();
      expect(await stored(consoleId)).toEqual({ rows: RECORDS, distinct: RECORDS });
      expect(s.state.behind).toBe(0);
    },
  );

  it('down from the start: backs off, refused connections and all, then catches up', async () => {
    const dir = await journalWith(20);
    const consoleId = testConsoleId();
    await store.server.stop('fast');
    let down;
    try {
      const s = shipper(dir, consoleId);
      // The backlog is counted apart from shipping: wait for both.
      down = await until(() => s.state.state === 'backing_off' && s.state.behind > 0 && s.state);
    } finally {
      await store.server.start();
    }
    expect(down.lastError?.code).toBe('network');
    expect(down.behind).toBe(60);
    const s = shippers[0]!;
    await s.idle();
    expect(await stored(consoleId)).toEqual({ rows: 60, distinct: 60 });
  });
});

describe('the network resets connections mid-shipment', () => {
  it('recovers, and every record is stored once', async () => {
    const proxy = await startResetProxy(store.server.port);
    try {
      const dir = await journalWith(OPERATIONS);
      const consoleId = testConsoleId();
      const url = store.writerUrl.replace(`:${store.server.port}/`, `:${proxy.port}/`);
      const s = shipper(dir, consoleId, { store: url });
      let resets = 0;
      for (let i = 0; i < 3; i++) {
        await until(() => s.state.state === 'shipping');
        resets += proxy.resetAll();
        await new Promise((done) => setTimeout(done, 30));
      }
      expect(resets).toBeGreaterThan(0);
      await s.idle();
      expect(await stored(consoleId)).toEqual({ rows: RECORDS, distinct: RECORDS });
    } finally {
      await proxy.close();
    }
  });
});

describe('the console dies mid-shipment', () => {
  it('killed between batches: the next start sends again what it must, duplicating nothing', async () => {
    const dir = await journalWith(OPERATIONS);
    const consoleId = testConsoleId();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        resolve(import.meta.dirname, 'testing/ship-child.ts'),
        dir,
        store.writerUrl,
        consoleId,
        proofOf(consoleId)!,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((done) => child.on('exit', done));
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('shipped')) done();
      });
    });
    child.kill('SIGKILL');
    await exited;
    const before = await stored(consoleId);
    expect(before.rows).toBeGreaterThan(0);
    expect(before.rows).toBeLessThan(RECORDS);
    await shipper(dir, consoleId).idle();
    expect(await stored(consoleId)).toEqual({ rows: RECORDS, distinct: RECORDS });
  });

  it('dead after COMMIT and before the cursor moved: the resend is ignored by the store', async () => {
    const dir = await journalWith(10);
    const consoleId = testConsoleId();
    let crashes = 0;
    class CrashingCursor extends ShipCursor {
      override save(storeKey: string, position: Positions): void {
        if (crashes++ < 2) throw new Error('power cut before the cursor was written');
        super.save(storeKey, position);
      }
    }
    const s = shipper(dir, consoleId, { cursor: new CrashingCursor(dir), batchSize: 7 });
    await s.idle();
    expect(crashes).toBeGreaterThan(2);
    expect(await stored(consoleId)).toEqual({ rows: 30, distinct: 30 });
  });
});

async function until<T>(check: () => T | false, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((done) => setTimeout(done, 5));
  }
}
