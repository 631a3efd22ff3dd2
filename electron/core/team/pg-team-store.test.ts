import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Journal } from '../journal/journal';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import { readTreeText } from '../secrets/testing/read-tree';
import { unavailableCipher } from '../secrets/cipher';
import { canaryLeaks } from '../testing/canary-scan';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { unreachable } from '../activity/activity-source';
import { ApprovalStore } from '../approvals/approval-store';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations';
import { PgTeamStore, type TeamStoreOptions } from './pg-team-store';
import {
  ROLES_SQL,
  startTeamStore,
  withClient,
  type TeamStoreFixture,
} from './testing/store-fixture';
import { makeOperation } from './testing/operations';
import { teamStoreForFile } from './testing/store-per-file';

// A real server under a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const server = teamStoreForFile('team-store-');
const FAST = { initialDelayMs: 20, maxDelayMs: 200 };
const dataDir = () => server.tempDir();

async function withJournal(dir: string, n: number) {
  const journal = new Journal(join(dir, 'journal'));
  const ops = Array.from({ length: n }, (_, i) => makeOperation({ i }));
  for (const op of ops) await journal.append(...op.records);
  await journal.close();
  return ops;
}

function teamStore(dir: string, extra: Partial<TeamStoreOptions> = {}): PgTeamStore {
  const team = new PgTeamStore({
    dataDir: dir,
    journalDir: join(dir, 'journal'),
    cipher: fakeCipher(),
    shipper: FAST,
    ...extra,
  });
  server.closeAfter(team);
  team.start();
  return team;
}

const withoutPassword = (url: string) => url.replace(/:[^:@/]+@/, '@');

describe('the team store as configured in Settings', () => {
  it('seals the password, never saves or shows it, and ships the journal', async () => {
    const dir = dataDir();
    await withJournal(dir, 3);
    const team = teamStore(dir);
    expect(team.status()).toMatchObject({ configured: false, state: 'off' });
    const status = await team.configure({ url: server.store.writerUrl, consoleName: 'Store 7' });
    expect(status.url).toBe(withoutPassword(server.store.writerUrl));
    expect(JSON.stringify(status)).not.toContain('writer-pw');
    await team.idle();
    expect(team.status()).toMatchObject({
      configured: true,
      source: 'settings',
      state: 'caught_up',
      behind: 0,
      canShip: true,
      canReadTeam: false,
      grants: 'exact',
      schemaVersion: 9,
    });
    for (const file of readTreeText(dir)) expect(file.text).not.toContain('writer-pw');
    const rows = await server.store.sql(
      'SELECT DISTINCT console_name FROM audit_records WHERE console_id = $1',
      [team.status().consoleId],
    );
    expect(rows.rows).toEqual([{ console_name: 'Store 7' }]);
  });

  it('connects again on the next start with the sealed password and the same console id', async () => {
    const dir = dataDir();
    const cipher = fakeCipher();
    const first = teamStore(dir, { cipher });
    await first.configure({ url: withoutPassword(server.store.writerUrl), password: 'writer-pw' });
    const consoleId = first.status().consoleId;
    await first.close();
    await withJournal(dir, 2);
    const second = teamStore(dir, { cipher });
    await second.idle();
    expect(second.status()).toMatchObject({ consoleId, state: 'caught_up', source: 'settings' });
    const count = await server.store.sql(
      'SELECT count(*)::int AS n FROM audit_records WHERE console_id = $1',
      [consoleId],
    );
    expect(count.rows[0]).toEqual({ n: 6 });
  });

  it('names two consoles of one machine apart by default, and keeps each name', async () => {
    const dirs = [dataDir(), dataDir()];
    for (const dir of dirs) await withJournal(dir, 1);
    const [one, two] = dirs.map((dir) => teamStore(dir));
    for (const team of [one!, two!]) {
      await team.configure({ url: server.store.writerUrl });
      await team.idle();
    }
    const names = [one!.status().consoleName, two!.status().consoleName];
    expect(names[0]).not.toBe(names[1]);
    for (const name of names) expect(name).toMatch(new RegExp(`^${hostname()} \\([0-9a-f]{6}\\)$`));
    await one!.close();
    expect(teamStore(dirs[0]!).status().consoleName).toBe(names[0]);
    const shipped = await server.store.sql(
      'SELECT DISTINCT console_name FROM audit_records WHERE console_id = ANY($1) ORDER BY console_name',
      [[one!.status().consoleId, two!.status().consoleId]],
    );
    expect(shipped.rows.map((r) => r.console_name)).toEqual([...names].sort());
  });

  it('a console that already shipped under its bare host name keeps it', async () => {
    const dir = dataDir();
    // team-store.json as it was written before default names had a suffix.
    writeFileSync(
      join(dir, 'team-store.json'),
      JSON.stringify({ v: 1, console_id: randomUUID(), url: server.store.writerUrl }),
    );
    expect(teamStore(dir).status().consoleName).toBe(hostname());
    expect(teamStore(dir).status().consoleName).toBe(hostname());
  });

  it('without a keyring keeps the password for this run only', async () => {
    const dir = dataDir();
    const first = teamStore(dir, { cipher: unavailableCipher });
    await first.configure({ url: server.store.writerUrl });
    await first.idle();
    await first.close();
    for (const file of readTreeText(dir)) expect(file.text).not.toContain('writer-pw');
    const second = teamStore(dir, { cipher: unavailableCipher });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.status().lastError?.code).toBe('unauthorized');
  });

  it('refuses a store across the network without TLS, in words', async () => {
    const team = teamStore(dataDir());
    await expect(
      team.configure({ url: 'postgres://console_writer@db.example.com/team' }),
    ).rejects.toThrow(/not on this machine: add \?sslmode=verify-full/);
    expect(team.status().configured).toBe(false);
  });

  it('reads the team’s activity as audit_reader, and refuses it to an insert-only role', async () => {
    const writerDir = dataDir();
    const ops = await withJournal(writerDir, 4);
    const writer = teamStore(writerDir);
    await writer.configure({ url: server.store.writerUrl, consoleName: 'Till 1' });
    await writer.idle();
    await expect(writer.query({}, { limit: 10 })).rejects.toMatchObject({ code: 'forbidden' });

    const supervisor = teamStore(dataDir());
    await supervisor.configure({ url: server.store.readerUrl, consoleName: 'Back office' });
    await until(() => supervisor.status().state === 'refused');
    expect(supervisor.status()).toMatchObject({ canShip: false, canReadTeam: true });
    const page = await supervisor.query({ search: ops[2]!.paymentId }, { limit: 10 });
    expect(page.entries.map((e) => [e.console.name, e.entry.begin.operation_id])).toEqual([
      ['Till 1', ops[2]!.id],
    ]);
    const one = await supervisor.get(writer.status().consoleId, ops[2]!.id);
    expect(one?.entry.attempts).toHaveLength(1);
  });

  it('forgets the connection and its password but keeps the console id', async () => {
    const dir = dataDir();
    const team = teamStore(dir);
    await team.configure({ url: server.store.writerUrl });
    const consoleId = team.status().consoleId;
    await team.forget();
    expect(team.status()).toMatchObject({ configured: false, state: 'off', consoleId });
    await expect(team.query({}, { limit: 5 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a flag overrides Settings for the run and is never saved', async () => {
    const dir = dataDir();
    await withJournal(dir, 1);
    const team = teamStore(dir, {
      override: { url: server.store.writerUrl, source: 'environment' },
    });
    await team.idle();
    expect(team.status()).toMatchObject({ source: 'environment', state: 'caught_up' });
    for (const file of readTreeText(dir)) expect(file.text).not.toContain('writer-pw');
    const settings = readTreeText(dir).find((file) => file.path.endsWith('team-store.json'));
    expect(JSON.parse(settings!.text)).not.toHaveProperty('url');
  });

  it('a flag’s URL connects with the password given apart from it (a file or the environment)', async () => {
    const dir = dataDir();
    await withJournal(dir, 1);
    const team = teamStore(dir, {
      override: {
        url: withoutPassword(server.store.writerUrl),
        source: 'flag',
        password: 'writer-pw',
      },
    });
    await team.idle();
    expect(team.status()).toMatchObject({ source: 'flag', state: 'caught_up', behind: 0 });
    for (const file of readTreeText(dir)) expect(file.text).not.toContain('writer-pw');
  });
});

describe('the money path never waits for the team store', () => {
  let hanging: Server;
  const sockets: Socket[] = [];
  let f: CoreFixture;

  beforeAll(async () => {
    // Accepts connections and never answers: the worst a store can do.
    hanging = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const port = (hanging.address() as { port: number }).port;
    f = await coreFixture({ teamStore: `postgres://console_writer:pw@127.0.0.1:${port}/team` });
  });
  afterAll(async () => {
    await f.core.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
  });

  it('an authorization with the store hanging answers at once, and the backlog counts it', async () => {
    const started = Date.now();
    const answer = await f.call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      amount: '10',
      currency: 'USD',
      type: 'SALE',
    });
    const elapsed = Date.now() - started;
    expect(answer.ok).toBe(true);
    // The store's connection time-out is 10 s: waiting for it at all would show here.
    expect(elapsed).toBeLessThan(3000);
    await until(() => f.core.teamStore.status().behind >= 3);
    expect(f.core.teamStore.status().state).toBe('connecting');
  });
});

describe('the canary scan covers the team store', () => {
  const PANS = ['4111111111111111', '5200000000000007'];
  const CVVS = ['947', '8316'];

  it('no card number, CVV or password reaches a stored record', async () => {
    const f = await coreFixture({ teamStore: server.store.writerUrl });
    try {
      for (const [i, pan] of PANS.entries()) {
        await f.call('payments:authorize', {
          merchant_id: 'mer-seed-store-1',
          instrument: {
            kind: 'card',
            card: {
              number: pan,
              cvv: CVVS[i]!,
              expiration_month: '12',
              expiration_year: '2030',
              holder_name: 'Canary Holder',
            },
          },
          amount: '10',
          currency: 'USD',
          type: 'SALE',
        });
      }
      await (f.core.teamStore as PgTeamStore).idle();
      const consoleId = f.core.teamStore.status().consoleId;
      const stored = await server.store.sql(
        'SELECT record::text AS record, ids::text AS ids FROM audit_records WHERE console_id = $1',
        [consoleId],
      );
      // Not vacuous: both authorizations (begin, attempt, finish) are there.
      expect(stored.rows.length).toBeGreaterThanOrEqual(6);
      const text = stored.rows
        .map((r: { record: string; ids: string }) => r.record + r.ids)
        .join('\n');
      expect(text).toContain('mer-seed-store-1');
      expect(canaryLeaks(text, { pans: PANS, cvvs: CVVS, secrets: ['writer-pw'] })).toEqual([]);
      // And on the server's disk: tables, indexes and the write-ahead log.
      await server.store.server.sql('CHECKPOINT');
      const onDisk = filesUnder(server.store.server.dataDir).filter((path) => {
        const bytes = readFileSync(path).toString('latin1');
        return PANS.some((pan) => bytes.includes(pan));
      });
      expect(onDisk).toEqual([]);
    } finally {
      await f.core.close();
      rmSync(f.dataDir, { recursive: true, force: true });
    }
  });
});

describe('approvals on a store one migration behind this console', () => {
  let behind: TeamStoreFixture;
  beforeAll(async () => {
    behind = await startTeamStore({ migrated: false });
    // As an older console's `team:migrate` left it: every step but this console's last.
    await withClient(behind.ownerUrl, async (client) => {
      await client.query(
        'CREATE TABLE schema_migrations (version int PRIMARY KEY, name text NOT NULL)',
      );
      for (const step of MIGRATIONS.slice(0, -1)) {
        await client.query(step.sql);
        await client.query('INSERT INTO schema_migrations VALUES ($1, $2)', [
          step.version,
          step.name,
        ]);
      }
    });
    await behind.server.sql(ROLES_SQL, 'team');
    await behind.server.sql("CREATE ROLE till_a LOGIN PASSWORD 'writer-pw' IN ROLE console_writer");
  }, 60_000);
  afterAll(async () => {
    await behind?.close();
  });

  it('says the store is behind and the owner’s command, not the column PostgreSQL lacks', async () => {
    const team = teamStore(dataDir());
    await team.configure({ url: behind.writerUrl });
    await until(() => team.status().schemaVersion !== undefined);
    const query = team.approvalQuery();
    if (!query) throw new Error('no approvals query');
    const store = new ApprovalStore(query, team.status().consoleId);
    const refused = await store.pending().catch((error: unknown) => unreachable(error));
    expect(refused).toMatchObject({
      ok: false,
      error: {
        reason: 'store_schema_behind',
        params: { current: String(SCHEMA_VERSION - 1), needs: String(SCHEMA_VERSION) },
      },
    });
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
