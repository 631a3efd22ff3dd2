import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { Shipper, type ShipperOptions } from './shipper';
import { getTeamEntry, queryTeam } from './team-query';
import { makeOperation } from './testing/operations';
import { withClient } from './testing/store-fixture';
import { teamStoreForFile } from './testing/store-per-file';
import { proofOf, testConsole, testConsoleId } from './testing/console-ids';

/*
 * A hostile team-store member: a till with its own insert-only login (roles.sql) that tries to
 * rewrite or suppress another console's trail. And records the store cannot hold, which must
 * not stop the rest of the journal from shipping.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const team = teamStoreForFile('team-binding-');

function shipper(dir: string, url: string, extra: Partial<ShipperOptions> = {}): Shipper {
  const parsed = parseStoreUrl(url);
  const consoleId = extra.consoleId ?? testConsoleId();
  const s = new Shipper({
    journalDir: dir,
    cursor: new ShipCursor(dir),
    store: parsed.display,
    config: { ...parsed.config, password: parsed.password },
    consoleName: () => 'Till',
    initialDelayMs: 20,
    maxDelayMs: 200,
    consoleId,
    consoleProof: proofOf(consoleId),
    ...extra,
  });
  team.closeAfter(s);
  s.start();
  return s;
}

async function journalOf(records: JournalRecord[]): Promise<string> {
  const dir = team.tempDir();
  const journal = new Journal(dir);
  await journal.append(...records);
  await journal.close();
  return dir;
}

/** One row as the till's own login sends it, bypassing the console: what an attacker can do. */
function insertAs(url: string, consoleId: string, seq: number, record: JournalRecord) {
  return withClient(url, (c) =>
    c.query(
      `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at, record)
       VALUES ($1, $2, 'Till', $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [consoleId, seq, record.type, record.operation_id, record.at, JSON.stringify(record)],
    ),
  );
}

async function reader(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: team.store.readerUrl });
  await client.connect();
  return client;
}

describe('each console’s rows are bound to its own database role', () => {
  it('another till can neither forge a later finish nor pre-insert the next records', async () => {
    const victimId = testConsoleId();
    const sale = makeOperation({ i: 1 });
    const dir = await journalOf(sale.records);
    const victim = shipper(dir, team.store.writerUrl, { consoleId: victimId });
    await victim.idle();

    const forged = { ...sale.records[2]!, outcome: 'failed' } as JournalRecord;
    await expect(insertAs(team.store.otherWriterUrl, victimId, 2 ** 52, forged)).rejects.toThrow(
      /row-level security/,
    );
    // The victim's next operation, at the seqs it will use, written first by the attacker.
    const next = makeOperation({ i: 2 });
    const nextSeq = 10 ** 15;
    await expect(
      insertAs(team.store.otherWriterUrl, victimId, nextSeq, next.records[0]!),
    ).rejects.toThrow(/row-level security/);
    // Nor by naming the victim's role as the writer.
    await expect(
      withClient(team.store.otherWriterUrl, (c) =>
        c.query(
          `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at,
             record, inserted_by) VALUES ($1, 1, 'x', 'finish', 'op', now(), '{}', 'till_a')`,
          [victimId],
        ),
      ),
    ).rejects.toThrow(/row-level security/);

    const journal = new Journal(dir);
    journal.onAppend(() => victim.nudge());
    await journal.append(...next.records);
    await journal.close();
    await victim.idle();
    expect(victim.state).toMatchObject({ state: 'caught_up', behind: 0 });
    expect(victim.state.unstored).toBeUndefined();

    const db = await reader();
    try {
      const page = await queryTeam(db, { search: sale.paymentId }, { limit: 50 });
      expect(page.entries.map((e) => e.entry.finish?.outcome)).toEqual(['succeeded']);
      const stored = await queryTeam(db, { search: next.paymentId }, { limit: 50 });
      expect(stored.entries).toHaveLength(1);
    } finally {
      await db.end();
    }
  });

  it('a till cannot claim another console through a temporary table the definer would read first', async () => {
    const victimId = testConsoleId();
    const sale = makeOperation({ i: 10 });
    await shipper(await journalOf(sale.records), team.store.writerUrl, {
      consoleId: victimId,
    }).idle();
    const forged = { ...sale.records[2]!, outcome: 'failed' } as JournalRecord;
    await expect(
      withClient(team.store.otherWriterUrl, async (c) => {
        await c.query(
          'CREATE TEMP TABLE console_claims (console_id uuid, role name, claimed_at timestamptz)',
        );
        await c.query('GRANT SELECT ON console_claims TO PUBLIC');
        await c.query('INSERT INTO console_claims VALUES ($1, session_user, now())', [victimId]);
        await c.query(
          `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at, record)
           VALUES ($1, $2, 'Till', 'finish', $3, $4, $5)`,
          [victimId, 10 ** 15, sale.id, forged.at, JSON.stringify(forged)],
        );
      }),
    ).rejects.toThrow(/row-level security/);
    const rows = await team.store.sql(
      'SELECT DISTINCT inserted_by FROM audit_records WHERE console_id = $1',
      [victimId],
    );
    expect(rows.rows).toEqual([{ inserted_by: 'till_a' }]);
  });

  it('a till cannot claim an id it only read before its console ships, and that console then ships', async () => {
    // The id as an export shows it; the secret stays in the victim's data folder.
    const victim = testConsole();
    const claim = (proof: string | null) =>
      withClient(team.store.otherWriterUrl, (c) =>
        c.query('SELECT * FROM audit_claim_console($1::uuid, $2::text)', [victim.consoleId, proof]),
      );
    await expect(claim(null)).rejects.toMatchObject({ code: 'PC001' });
    await expect(claim(testConsole().consoleProof)).rejects.toMatchObject({ code: 'PC001' });
    // The claim without a proof that tills used before schema 6 is gone.
    await expect(
      withClient(team.store.otherWriterUrl, (c) =>
        c.query('SELECT * FROM audit_claim_console($1::uuid)', [victim.consoleId]),
      ),
    ).rejects.toThrow(/does not exist/);
    const till = shipper(
      await journalOf(makeOperation({ i: 6 }).records),
      team.store.otherWriterUrl,
      { consoleId: victim.consoleId, consoleProof: undefined },
    );
    await until(() => till.state.state === 'refused');
    expect(till.state.lastError).toMatchObject({
      code: 'forbidden',
      reason: 'store_console_unproven',
    });

    const own = shipper(await journalOf(makeOperation({ i: 7 }).records), team.store.writerUrl, {
      ...victim,
    });
    await own.idle();
    expect(own.state).toMatchObject({ state: 'caught_up', behind: 0 });
    const rows = await team.store.sql(
      'SELECT DISTINCT inserted_by FROM audit_records WHERE console_id = $1',
      [victim.consoleId],
    );
    expect(rows.rows).toEqual([{ inserted_by: 'till_a' }]);
  });

  it('a console whose id another role already ships under is refused, naming that role', async () => {
    const consoleId = testConsoleId();
    const dir = await journalOf(makeOperation({ i: 3 }).records);
    await shipper(dir, team.store.writerUrl, { consoleId }).idle();
    const other = shipper(
      await journalOf(makeOperation({ i: 4 }).records),
      team.store.otherWriterUrl,
      {
        consoleId,
      },
    );
    await until(() => other.state.state === 'refused');
    expect(other.state.lastError).toEqual({
      code: 'forbidden',
      message: expect.stringContaining('ships under the database role till_a'),
      // The page says it in the person's language from the reason and the role it names.
      reason: 'store_console_claimed',
      params: { owner: 'till_a' },
    });
    const rows = await team.store.sql(
      'SELECT DISTINCT inserted_by FROM audit_records WHERE console_id = $1',
      [consoleId],
    );
    expect(rows.rows).toEqual([{ inserted_by: 'till_a' }]);
  });

  it('a till that calls itself by another’s name is told apart by the login the store recorded', async () => {
    const real = makeOperation({ i: 8 });
    const spoof = makeOperation({ i: 9, paymentId: real.paymentId });
    const name = { consoleName: () => 'Main St' };
    await shipper(await journalOf(real.records), team.store.writerUrl, name).idle();
    await shipper(await journalOf(spoof.records), team.store.otherWriterUrl, name).idle();
    const db = await reader();
    try {
      const page = await queryTeam(db, { search: real.paymentId }, { limit: 50 });
      const consoles = page.entries.map((e) => e.console);
      expect(consoles.map((c) => c.name)).toEqual(['Main St', 'Main St']);
      expect(consoles.map((c) => c.login).sort()).toEqual(['till_a', 'till_b']);
      const one = await getTeamEntry(
        db,
        consoles[0]!.id,
        page.entries[0]!.entry.begin.operation_id,
      );
      expect(one?.console).toEqual(consoles[0]);
    } finally {
      await db.end();
    }
  });

  it('Team Activity reads the finish its console’s role stored, not a later one from elsewhere', async () => {
    const consoleId = testConsoleId();
    const sale = makeOperation({ i: 5 });
    await shipper(await journalOf(sale.records), team.store.writerUrl, { consoleId }).idle();
    // A row from before the store bound rows to roles (or from its owner), claiming failure.
    const forged = { ...sale.records[2]!, outcome: 'failed' } as JournalRecord;
    await team.store.sql(
      `INSERT INTO audit_records (console_id, seq, console_name, type, operation_id, at, record,
         inserted_by) VALUES ($1, $2, 'Till', 'finish', $3, $4, $5, 'till_b')`,
      [consoleId, 2 ** 52, sale.id, forged.at, JSON.stringify(forged)],
    );
    const db = await reader();
    try {
      const page = await queryTeam(db, { search: sale.paymentId }, { limit: 50 });
      expect(page.entries.map((e) => e.entry.finish?.outcome)).toEqual(['succeeded']);
      const failed = await queryTeam(
        db,
        { search: sale.paymentId, outcomes: ['failed'] },
        { limit: 50 },
      );
      expect(failed.total).toBe(0);
      const one = await getTeamEntry(db, consoleId, sale.id);
      expect(one?.entry.finish?.outcome).toBe('succeeded');
    } finally {
      await db.end();
    }
  });
});

describe('records the store cannot hold', () => {
  it('a NUL anywhere in a record ships escaped, with the records around it', async () => {
    const before = makeOperation({ i: 6 });
    const hostile = makeOperation({ i: 7, operator: 'qa\u0000night' });
    const finish = hostile.records[2] as Extract<JournalRecord, { type: 'finish' }>;
    finish.response = { status: 201, body: { message: 'decline\u0000', 'k\u0000': ['\u0000'] } };
    const after = makeOperation({ i: 8 });
    const consoleId = testConsoleId();
    const dir = await journalOf([...before.records, ...hostile.records, ...after.records]);
    const s = shipper(dir, team.store.writerUrl, { consoleId, batchSize: 100 });
    await s.idle();
    expect(s.state).toMatchObject({ state: 'caught_up', behind: 0 });
    expect(s.state.setAside).toBeUndefined();
    const rows = await team.store.sql(
      `SELECT operator, record FROM audit_records WHERE console_id = $1 AND operation_id = $2
       ORDER BY seq`,
      [consoleId, hostile.id],
    );
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows[0].operator).toBe('qa\\u0000night');
    expect(rows.rows[2].record.response.body).toEqual({
      message: 'decline\\u0000',
      'k\\u0000': ['\\u0000'],
    });
    const all = await team.store.sql(
      'SELECT count(*)::int AS n FROM audit_records WHERE console_id = $1',
      [consoleId],
    );
    expect(all.rows[0]).toEqual({ n: 9 });
  });

  it('a lone surrogate in an answer ships as its visible escape: a hostile API cannot drop a finish', async () => {
    const hostile = makeOperation({ i: 13, operator: 'qa\udc00' });
    const finish = hostile.records[2] as Extract<JournalRecord, { type: 'finish' }>;
    // JSON allows a lone surrogate's escape, jsonb does not.
    finish.response = { status: 201, body: { message: 'half \ud800 a character', '\udbff': 1 } };
    const consoleId = testConsoleId();
    const dir = await journalOf(hostile.records);
    const s = shipper(dir, team.store.writerUrl, { consoleId });
    await s.idle();
    expect(s.state).toMatchObject({ state: 'caught_up', behind: 0 });
    expect(s.state.setAside).toBeUndefined();
    const rows = await team.store.sql(
      'SELECT operator, type, record FROM audit_records WHERE console_id = $1 ORDER BY seq',
      [consoleId],
    );
    expect(rows.rows.map((r) => r.type)).toEqual(['begin', 'attempt', 'finish']);
    expect(rows.rows[0].operator).toBe('qa\\udc00');
    expect(rows.rows[2].record.response.body).toEqual({
      message: 'half \\ud800 a character',
      '\\udbff': 1,
    });
  });

  it('a record the store refuses, or one too large, is set aside and reported; the rest ship', async () => {
    const refused = makeOperation({ i: 9 });
    const finish = refused.records[2] as Extract<JournalRecord, { type: 'finish' }>;
    // An id too long for the store's id index: the journal keeps it, PostgreSQL refuses the row.
    finish.response = { status: 201, body: { payment_id: randomBytes(1700).toString('hex') } };
    expect(JSON.stringify(finish).length).toBeLessThan(4000);
    const large = makeOperation({ i: 10 });
    (large.records[2] as Extract<JournalRecord, { type: 'finish' }>).response = {
      status: 201,
      body: { note: 'x'.repeat(5000) },
    };
    const fine = makeOperation({ i: 11 });
    const consoleId = testConsoleId();
    const dir = await journalOf([...refused.records, ...large.records, ...fine.records]);
    const s = shipper(dir, team.store.writerUrl, { consoleId, maxRecordChars: 4000 });
    await s.idle();
    expect(s.state).toMatchObject({ state: 'caught_up', behind: 0 });
    expect(s.state.setAside).toMatchObject({ count: 2, last: { operationId: large.id } });
    // Why, as a reason and its limit for the page to say in the person's language.
    const why = { reason: 'store_record_too_large', params: { max: '4000' } };
    expect(s.state.setAside?.last).toMatchObject({
      reason: 'larger than 4000 characters',
      why,
    });
    const stored = await team.store.sql(
      'SELECT operation_id, type FROM audit_records WHERE console_id = $1 ORDER BY seq',
      [consoleId],
    );
    expect(stored.rows.map((r) => `${r.operation_id} ${r.type}`)).toEqual([
      `${refused.id} begin`,
      `${refused.id} attempt`,
      `${large.id} begin`,
      `${large.id} attempt`,
      `${fine.id} begin`,
      `${fine.id} attempt`,
      `${fine.id} finish`,
    ]);
    // A restart remembers what was set aside for this store.
    await s.close();
    const again = shipper(dir, team.store.writerUrl, { consoleId });
    expect(again.state.setAside?.count).toBe(2);
    expect(again.state.setAside?.last.why).toEqual(why);
  });

  it('says so when the store took fewer records than were sent', async () => {
    const consoleId = testConsoleId();
    const dir = await journalOf(makeOperation({ i: 12 }).records);
    const first = shipper(dir, team.store.writerUrl, { consoleId });
    await first.idle();
    expect(first.state.unstored).toBeUndefined();
    await first.close();
    // The cursor lost after the commit: the same three records go again and none is stored.
    new ShipCursor(dir).save('elsewhere', {});
    const second = shipper(dir, team.store.writerUrl, { consoleId });
    await second.idle();
    expect(second.state.unstored).toMatchObject({ sent: 3, stored: 0 });
  });
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
