import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { fail, ok, type Result } from '../../../shared/result';
import {
  SEARCH_TOTAL_CAP,
  type FoundPayment,
  type MirroredPayment,
  type PaymentSearch,
  type SearchTotal,
} from '../../../shared/schemas/payment-search';

/*
 * The payments mirror: one SQLite file per profile, so a store manager can find a payment by
 * what they know (trace number, last four, amount, time) over the whole history, not the page
 * the API's list has loaded.
 *
 * Why node:sqlite (measured on 1,000,000 payments): it is built into Node 24 and Electron's Node,
 * so no native addon needs rebuilding; it opened in ~25 ms, found last four + a 90-day range in
 * 0.2–4.6 ms, committed durably with one fsync (WAL, synchronous=FULL, 0.2 ms p50), kept every
 * committed batch through a SIGKILL and refused a second writer. PGlite never fsynced its
 * commits, let a second process open the same folder (and lost rows that way) and took ~400 ms
 * and 300–1,100 MB to open; sql.js and sqlite-wasm rewrite the whole file to save.
 *
 * node:sqlite is synchronous, so this module runs in a worker thread (mirror-worker.ts) and
 * main only ever awaits it.
 */

/**
 * The page cache, in KiB: what keeps a million-payment sync from waiting on the disk. 32 MB,
 * not 64: the whole 64 MB was resident at the sync's peak (+164 MB of a 150 MB budget, main
 * and the mirror's thread), while the indexes' hot pages fit in half of it (bench:finder).
 */
export const MIRROR_CACHE_KIB = 32_768;

/** WAL pages (of 4 KiB) between two checkpoints: 64 MiB. */
export const MIRROR_CHECKPOINT_PAGES = 16_384;

/** Bumped when the tables change; an older file is rebuilt from the API, never migrated. */
export const MIRROR_SCHEMA_VERSION = 1;

/*
 * Only what searching needs. The API's payments name no user, so `instrument_users` is the
 * reverse index the mirror learns from the users' API (each user's instruments): a payment's
 * user is its instrument's holder, set as the payment is written and when a user is learned.
 * Added by CREATE IF NOT EXISTS, so an existing mirror gains it without being rebuilt.
 * `seq` (the rowid) orders equal times and is the keyset of the next page; an upsert keeps it,
 * so a payment re-read never moves. The user index holds only payments with a user: the API
 * names none, so most rows would be entries of NULL, written at every page for no search.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  trace_id TEXT,
  merchant_id TEXT,
  status TEXT NOT NULL,
  amount_minor INTEGER,
  currency TEXT,
  card_brand TEXT,
  bin TEXT,
  last_four TEXT,
  user_id TEXT,
  instrument_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER
) STRICT;
CREATE INDEX IF NOT EXISTS payments_by_time ON payments (created_at);
CREATE INDEX IF NOT EXISTS payments_by_trace ON payments (trace_id, created_at);
CREATE INDEX IF NOT EXISTS payments_by_last_four ON payments (last_four, created_at);
CREATE INDEX IF NOT EXISTS payments_by_amount ON payments (currency, amount_minor, created_at);
CREATE INDEX IF NOT EXISTS payments_by_merchant ON payments (merchant_id, created_at);
CREATE INDEX IF NOT EXISTS payments_by_status ON payments (status, created_at);
DROP INDEX IF EXISTS payments_by_user;
CREATE INDEX IF NOT EXISTS payments_by_known_user ON payments (user_id, created_at)
  WHERE user_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS payments_by_instrument ON payments (instrument_id, created_at);
CREATE TABLE IF NOT EXISTS instrument_users (
  instrument_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS instrument_users_by_user ON instrument_users (user_id);
CREATE TABLE IF NOT EXISTS sync_cursor (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;
`;

/** Where a sync stopped, as the sync defines it (a page number, the newest time seen…). */
export type SyncCursor = Record<string, string | number | boolean | null>;

// What a stored value may look like; checked again here, whoever built the row.
const SHAPES: Partial<Record<keyof MirroredPayment, RegExp>> = {
  id: /^[A-Za-z0-9_-]{1,128}$/,
  traceId: /^[\x21-\x7e]{1,64}$/,
  merchantId: /^[A-Za-z0-9_-]{1,128}$/,
  status: /^([A-Z][A-Z0-9_ ]{0,39})?$/,
  currency: /^[A-Z]{3}$/,
  cardBrand: /^[A-Z][A-Z0-9_ ]{0,39}$/,
  bin: /^\d{6,8}$/,
  lastFour: /^\d{4}$/,
  userId: /^[A-Za-z0-9_-]{1,128}$/,
  instrumentId: /^[A-Za-z0-9_-]{1,128}$/,
};

function misshapen(row: MirroredPayment): string | null {
  for (const [field, shape] of Object.entries(SHAPES)) {
    const value = row[field as keyof MirroredPayment];
    if (value !== null && (typeof value !== 'string' || !shape.test(value))) return field;
  }
  if (!Number.isSafeInteger(row.createdAt)) return 'createdAt';
  if (row.updatedAt !== null && !Number.isSafeInteger(row.updatedAt)) return 'updatedAt';
  if (row.amountMinor !== null && !Number.isSafeInteger(row.amountMinor)) return 'amountMinor';
  return null;
}

interface Row {
  seq: number;
  id: string;
  trace_id: string | null;
  merchant_id: string | null;
  status: string;
  amount_minor: number | null;
  currency: string | null;
  card_brand: string | null;
  bin: string | null;
  last_four: string | null;
  user_id: string | null;
  instrument_id: string | null;
  created_at: number;
  updated_at: number | null;
}

const found = (r: Row): FoundPayment => ({
  seq: r.seq,
  id: r.id,
  traceId: r.trace_id,
  merchantId: r.merchant_id,
  status: r.status,
  amountMinor: r.amount_minor,
  currency: r.currency,
  cardBrand: r.card_brand,
  bin: r.bin,
  lastFour: r.last_four,
  userId: r.user_id,
  instrumentId: r.instrument_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

// A row's user: the one its answer named, else its instrument's holder as last learned.
const UPSERT = `
INSERT INTO payments (id, trace_id, merchant_id, status, amount_minor, currency, card_brand, bin,
  last_four, user_id, instrument_id, created_at, updated_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
  coalesce(?10, (SELECT user_id FROM instrument_users WHERE instrument_id = ?11)),
  ?11, ?12, ?13)
ON CONFLICT (id) DO UPDATE SET
  trace_id = excluded.trace_id, merchant_id = excluded.merchant_id, status = excluded.status,
  amount_minor = excluded.amount_minor, currency = excluded.currency,
  card_brand = coalesce(excluded.card_brand, card_brand), bin = coalesce(excluded.bin, bin),
  last_four = coalesce(excluded.last_four, last_four), user_id = coalesce(excluded.user_id, user_id),
  instrument_id = excluded.instrument_id, created_at = excluded.created_at,
  updated_at = excluded.updated_at
`;

/** The filters of a search, without its page: what both the page and its total select. */
function filtersOf(q: PaymentSearch): { where: string[]; params: SQLInputValue[] } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  equal('trace_id', q.traceId);
  equal('last_four', q.lastFour);
  equal('merchant_id', q.merchantId);
  equal('status', q.status);
  equal('user_id', q.userId);
  equal('instrument_id', q.instrumentId);
  if (q.amount) {
    // An exact amount as equality: the index then gives its payments already in time order.
    const exact = q.amount.min === q.amount.max;
    where.push('currency = ?', exact ? 'amount_minor = ?' : 'amount_minor BETWEEN ? AND ?');
    params.push(q.amount.currency, ...(exact ? [q.amount.min] : [q.amount.min, q.amount.max]));
  }
  if (q.from !== undefined) {
    where.push('created_at >= ?');
    params.push(q.from);
  }
  if (q.to !== undefined) {
    where.push('created_at <= ?');
    params.push(q.to);
  }
  return { where, params };
}

const whereOf = (where: string[]) => (where.length ? ` WHERE ${where.join(' AND ')}` : '');

function searchSql(q: PaymentSearch): { sql: string; params: SQLInputValue[] } {
  const { where, params } = filtersOf(q);
  const newest = q.order === 'newest';
  if (q.after) {
    where.push(newest ? '(created_at, seq) < (?, ?)' : '(created_at, seq) > (?, ?)');
    params.push(q.after.createdAt, q.after.seq);
  }
  const direction = newest ? 'DESC' : 'ASC';
  const sql =
    `SELECT * FROM payments${whereOf(where)}` +
    ` ORDER BY created_at ${direction}, seq ${direction} LIMIT ?`;
  params.push(q.limit);
  return { sql, params };
}

/**
 * How many payments the search matches, counted no further than the cap: an inner LIMIT stops
 * the walk of the index, so "10,000+" costs at most 10,001 index entries, never a million.
 */
function totalSql(q: PaymentSearch, cap: number): { sql: string; params: SQLInputValue[] } {
  const { where, params } = filtersOf(q);
  params.push(cap + 1);
  return {
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM payments${whereOf(where)} LIMIT ?)`,
    params,
  };
}

/** A search's page, and on its first page how many match in all. */
export interface SearchAnswer {
  rows: FoundPayment[];
  total?: SearchTotal;
}

/** The owner of a mirror file: one per file, in one thread, for as long as it is open. */
export class MirrorStore {
  private readonly upsert: StatementSync;
  private readonly searches = new Map<string, StatementSync>();
  /*
   * The rows, and the highest seq, kept as pages are written: count(*) reads a whole index
   * (~20 ms at a million, and it pushed the indexes' hot pages out of the cache), so it runs
   * once at open, and a sync's status says the exact count after every page for nothing.
   */
  private rows: number;
  private maxSeq: number;

  private constructor(private readonly db: DatabaseSync) {
    this.upsert = db.prepare(UPSERT);
    this.rows = (db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n;
    this.maxSeq = MirrorStore.highestSeq(db);
  }

  private static highestSeq(db: DatabaseSync): number {
    const row = db.prepare('SELECT max(seq) AS m FROM payments').get() as { m: number | null };
    return row.m ?? 0;
  }

  /**
   * Opens (or creates) the mirror and takes it for this connection alone: in SQLite's exclusive
   * locking mode the first write keeps the file locked until close, so a second console (or a
   * second worker) on the same file is refused at once instead of interleaving its sync.
   */
  static open(file: string): Result<MirrorStore> {
    // Loaded here, not at the top: only the mirror's worker thread pays for SQLite.
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    let db: DatabaseSync | undefined;
    try {
      mkdirSync(dirname(file), { recursive: true });
      db = new DatabaseSync(file, { timeout: 0 });
      db.exec('PRAGMA locking_mode = EXCLUSIVE');
      db.exec('PRAGMA journal_mode = WAL');
      // NORMAL: a committed page and its cursor survive the console's crash or kill (the WAL
      // is the OS's before the commit returns); a power cut may take the last pages back, both
      // together, and the sync fetches them again. FULL's fsync per page was ~210 ms of each
      // ~230 ms page on a busy disk: a first sync of a million at ~430 payments/s, not ~4,500.
      // It is a copy of the API's payments, never the only record of any.
      db.exec('PRAGMA synchronous = NORMAL');
      // A checkpoint (the WAL copied into the file, with its fsyncs) every 64 MB of WAL, not
      // SQLite's 4 MB: the indexes' pages change at every page of a sync, and copied back ten
      // times less often a page of 100 payments took ~10 ms, not ~18 ms (30,000 payments here).
      db.exec(`PRAGMA wal_autocheckpoint = ${MIRROR_CHECKPOINT_PAGES}`);
      // The WAL file is cut back after a checkpoint, so it holds no more than that on disk.
      db.exec(`PRAGMA journal_size_limit = ${MIRROR_CHECKPOINT_PAGES * 4096}`);
      // Eight indexes take a page's rows at random places: with SQLite's default 2 MB cache a
      // first sync slowed to ~2,800 payments/s past a few hundred thousand (bench.ts).
      db.exec(`PRAGMA cache_size = -${MIRROR_CACHE_KIB}`);
      db.exec('BEGIN IMMEDIATE');
      const version = (db.prepare('PRAGMA user_version').get() as { user_version: number })
        .user_version;
      if (version !== MIRROR_SCHEMA_VERSION) {
        db.exec(
          'DROP TABLE IF EXISTS payments; DROP TABLE IF EXISTS sync_cursor; DROP TABLE IF EXISTS instrument_users;',
        );
      }
      db.exec(SCHEMA);
      db.exec(`PRAGMA user_version = ${MIRROR_SCHEMA_VERSION}`);
      db.exec('COMMIT');
      return ok(new MirrorStore(db));
    } catch (error) {
      db?.close();
      const message = error instanceof Error ? error.message : String(error);
      if (/database is locked|SQLITE_BUSY/i.test(message)) {
        return fail(
          'conflict',
          `The payments mirror ${file} is in use by another console (database is locked)`,
        );
      }
      return fail('internal', `The payments mirror ${file} could not be opened: ${message}`);
    }
  }

  /**
   * One fetched page and where the sync stands after it, in one transaction: after a crash
   * either both are there or neither, so a resumed sync neither skips nor repeats a page.
   */
  writePage(rows: readonly MirroredPayment[], cursor: SyncCursor | null): Result<number> {
    const bad = rows.map(misshapen).find((field) => field !== null);
    if (bad) return fail('validation', `A mirrored payment has a ${bad} the mirror cannot keep`);
    this.db.exec('BEGIN IMMEDIATE');
    let maxSeq = this.maxSeq;
    let inserted = 0;
    try {
      for (const r of rows) {
        const { lastInsertRowid } = this.upsert.run(
          r.id,
          r.traceId,
          r.merchantId,
          r.status,
          r.amountMinor,
          r.currency,
          r.cardBrand,
          r.bin,
          r.lastFour,
          r.userId,
          r.instrumentId,
          r.createdAt,
          r.updatedAt,
        );
        // A new row takes the next seq; an upsert that updated leaves the last insert's id,
        // never above the highest seq: so this tells an insert from an update exactly.
        if (Number(lastInsertRowid) > maxSeq) {
          maxSeq = Number(lastInsertRowid);
          inserted++;
        }
      }
      if (cursor) {
        this.db
          .prepare(
            'INSERT INTO sync_cursor (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
          )
          .run('payments', JSON.stringify(cursor));
      }
      this.db.exec('COMMIT');
      this.maxSeq = maxSeq;
      this.rows += inserted;
      return ok(rows.length);
    } catch (error) {
      this.db.exec('ROLLBACK');
      return fail('internal', `The payments mirror could not save a page: ${String(error)}`);
    }
  }

  /**
   * What the users' API says of one user: the instruments they hold now. Their payments (by
   * the instrument index) are theirs from now on, and so is every later payment of those cards;
   * a card no longer theirs is forgotten, so its next payments are not attributed to them.
   * Answers how many payments changed hands.
   */
  learnUser(userId: string, instrumentIds: readonly string[]): Result<number> {
    const shape = SHAPES.userId!;
    if (!shape.test(userId) || !instrumentIds.every((id) => shape.test(id))) {
      return fail('validation', 'A user or instrument id the mirror cannot keep');
    }
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const held = new Set(instrumentIds);
      const before = this.db
        .prepare('SELECT instrument_id FROM instrument_users WHERE user_id = ?')
        .all(userId) as { instrument_id: string }[];
      const forget = this.db.prepare('DELETE FROM instrument_users WHERE instrument_id = ?');
      for (const { instrument_id: id } of before) if (!held.has(id)) forget.run(id);
      const link = this.db.prepare(
        'INSERT INTO instrument_users (instrument_id, user_id) VALUES (?, ?) ON CONFLICT (instrument_id) DO UPDATE SET user_id = excluded.user_id',
      );
      const attribute = this.db.prepare(
        'UPDATE payments SET user_id = ?1 WHERE instrument_id = ?2 AND user_id IS NOT ?1',
      );
      let changed = 0;
      for (const id of held) {
        link.run(id, userId);
        changed += Number(attribute.run(userId, id).changes);
      }
      this.db.exec('COMMIT');
      return ok(changed);
    } catch (error) {
      this.db.exec('ROLLBACK');
      return fail('internal', `The payments mirror could not learn a user: ${String(error)}`);
    }
  }

  /** Users learned so far, in id order after `after`: the sync reads them again in turn. */
  knownUsers(after: string | null, limit: number): string[] {
    const rows = this.db
      .prepare(
        'SELECT DISTINCT user_id FROM instrument_users WHERE user_id > ? ORDER BY user_id LIMIT ?',
      )
      .all(after ?? '', limit) as { user_id: string }[];
    return rows.map((row) => row.user_id);
  }

  /**
   * Forgets every payment and the cursor: the profile now points at another API, whose
   * payments the old rows would pass for. Dropped, not deleted row by row: a million rows
   * and eight indexes go in one step.
   */
  clear(): void {
    this.searches.clear();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      this.db.exec(
        'DROP TABLE IF EXISTS payments; DROP TABLE IF EXISTS sync_cursor; DROP TABLE IF EXISTS instrument_users;',
      );
      this.db.exec(SCHEMA);
      this.db.exec('COMMIT');
      this.rows = 0;
      this.maxSeq = 0;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /**
   * The rows a last run of the built-in simulator could have made or moved, when no seeded
   * step is at or after `since`: their ids, and how many were created in that run (they sat
   * above the seeded list). Read only; forget() deletes them.
   */
  changedSince(since: number): { ids: string[]; created: number } {
    const rows = this.db
      .prepare('SELECT id, created_at FROM payments WHERE created_at >= ?1 OR updated_at >= ?1')
      .all(since) as { id: string; created_at: number }[];
    return {
      ids: rows.map((row) => row.id),
      created: rows.filter((row) => row.created_at >= since).length,
    };
  }

  /** Deletes these payments and writes the cursor in one transaction: a crash keeps both or neither. */
  forget(ids: readonly string[], cursor: SyncCursor): void {
    this.searches.clear();
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const remove = this.db.prepare('DELETE FROM payments WHERE id = ?');
      let removed = 0;
      for (const id of ids) removed += Number(remove.run(id).changes);
      this.db
        .prepare(
          'INSERT INTO sync_cursor (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
        )
        .run('payments', JSON.stringify(cursor));
      this.db.exec('COMMIT');
      this.rows -= removed;
      // A deleted top seq is handed out again: an insert must still read as one (writePage).
      this.maxSeq = MirrorStore.highestSeq(this.db);
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  cursor(): SyncCursor | null {
    const row = this.db.prepare("SELECT value FROM sync_cursor WHERE name = 'payments'").get() as
      { value: string } | undefined;
    return row ? (JSON.parse(row.value) as SyncCursor) : null;
  }

  /** Payments in the mirror: kept by writePage and clear, counted from the file only at open. */
  count(): number {
    return this.rows;
  }

  /**
   * The payments matching every given filter, newest (or oldest) first, one page after
   * `after`. Each filter is an indexed column followed by the time, so the engine walks one
   * index in order and stops at `limit`.
   */
  search(q: PaymentSearch): FoundPayment[] {
    const page = searchSql(q);
    return (this.statement(page.sql).all(...page.params) as unknown as Row[]).map(found);
  }

  /** A search as a page asks it: its rows, and on its first page how many match in all. */
  find(q: PaymentSearch, cap = SEARCH_TOTAL_CAP): SearchAnswer {
    const rows = this.search(q);
    // A later page's total is the first page's: counted once per search, not per page.
    if (q.after) return { rows };
    const counted = totalSql(q, cap);
    const { n } = this.statement(counted.sql).get(...counted.params) as { n: number };
    return { rows, total: { count: Math.min(n, cap), capped: n > cap } };
  }

  /** One prepared statement per search's shape, reused: preparing is most of a narrow search. */
  private statement(sql: string): StatementSync {
    let statement = this.searches.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.searches.set(sql, statement);
    }
    return statement;
  }

  /** The engine's plan for a search's total (see plan). */
  totalPlan(q: PaymentSearch): string[] {
    const { sql, params } = totalSql(q, SEARCH_TOTAL_CAP);
    const steps = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as {
      detail: string;
    }[];
    return steps.map((step) => step.detail);
  }

  /** The engine's plan for a search, one line per step, so a test can hold it to an index. */
  plan(q: PaymentSearch): string[] {
    const { sql, params } = searchSql(q);
    const steps = this.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as {
      detail: string;
    }[];
    return steps.map((step) => step.detail);
  }

  close(): void {
    if (!this.db.isOpen) return;
    // Keeps the planner's statistics current, so an amount range or a busy merchant picks the
    // index that narrows most; cheap when nothing changed.
    this.db.exec('PRAGMA optimize');
    this.db.close();
  }
}
