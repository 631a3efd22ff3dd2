import pg from 'pg';
import { storableJson, storableText, toAuditRow, type AuditRow } from './audit-row';
import { describeStoreError, storeError, type StoreErrorWords } from './connection';
import type { ShipCursor } from './cursor';
import { readGrants, type Grants } from './grants';
import { behindWords, migrate, SCHEMA_VERSION, schemaVersion } from './migrations';
import { Backlog, readBatch, type OutboxBatch, type Positions } from './outbox';
import { SetAside, type SetAsideReason } from './set-aside';
import { reasonText } from '../../../shared/error-words';
import type { TeamStoreStatus } from './team-store-service';

export interface ShipperOptions {
  journalDir: string;
  cursor: ShipCursor;
  /** The store's URL without password: the cursor belongs to one store. */
  store: string;
  config: pg.ClientConfig;
  consoleId: string;
  /** The secret this console's id is the hash of: a store that has not seen the id asks it. */
  consoleProof?: string;
  consoleName: () => string;
  batchSize?: number;
  /** Records whose JSON is longer are set aside (tests lower it). */
  maxRecordChars?: number;
  /** First wait after a failure, doubled each time up to `maxDelayMs`, with jitter. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** While caught up, how often to look at the journal without a nudge. */
  idlePollMs?: number;
  random?: () => number;
  onChange?: () => void;
}

export type ShipperState = Pick<
  TeamStoreStatus,
  | 'state'
  | 'behind'
  | 'lastShippedAt'
  | 'retryAt'
  | 'lastError'
  | 'schemaVersion'
  | 'setAside'
  | 'unstored'
> & { grants?: Grants };

/**
 * A record whose JSON is longer than this is not sent: jsonb stops at 256 MB, and one huge line
 * would hold every batch behind it. It stays in the local journal.
 */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;

const CURSOR_SAVE_MS = 500;
/** The store's answer to a first claim of an id without the secret it is the hash of. */
const UNPROVEN = 'PC001';

/**
 * The batch goes as one JSON document: the server parses it once, straight into jsonb and the
 * columns beside it. As ten parallel arrays, every record was escaped into an array literal
 * by the client and parsed twice by the server, and shipping fell below 20,000 records/s.
 */
const INSERT = `
  INSERT INTO audit_records
    (console_id, seq, console_name, type, operation_id, at, operator, operator_issuer,
     operator_subject, profile_id, operation, outcome, ids, record)
  SELECT $1::uuid, u.seq, $2, u.type, u.operation_id, u.at, u.operator, u.operator_issuer,
         u.operator_subject, u.profile_id, u.operation, u.outcome, u.ids, u.record
  FROM jsonb_to_recordset($3::jsonb)
    AS u(seq bigint, type text, operation_id text, at timestamptz, operator text,
         operator_issuer text, operator_subject text, profile_id text, operation text,
         outcome text, ids text[], record jsonb)
  ON CONFLICT DO NOTHING`;
// No conflict target: naming one needs SELECT on its columns, which an insert-only role lacks.
// The primary key is the table's only unique constraint, so a resend is all this ignores.

/**
 * Ships the local journal (the outbox) to the team store: in order, in batches, each batch one
 * idempotent INSERT, the cursor moved only after the store has it. It runs on its own promise
 * chain: nothing on the money path ever waits for it, and a dead store only makes it wait
 * longer (exponential backoff with jitter) before it catches up.
 */
export class Shipper {
  private readonly backlog: Backlog;
  private readonly setAside: SetAside;
  private position: Positions;
  private client: pg.Client | undefined;
  private current: ShipperState = { state: 'connecting', behind: 0 };
  private failures = 0;
  private closed = false;
  private signalClosed!: () => void;
  /** Settles when `close` is called: a hanging connect or query is then given up, not awaited. */
  private readonly closedSignal = new Promise<never>((_, reject) => {
    this.signalClosed = () => reject(new Error('The shipper was closed'));
  });
  private dirty = true;
  /**
   * The next batch, read and redacted here while the store inserts the current one: the two
   * processes work side by side instead of in turn.
   */
  private readAhead: { from: Positions; batch: Promise<PreparedBatch> } | undefined;
  private counting: Promise<void> = Promise.resolve();
  /** The connection being opened: closing the shipper ends it rather than wait out a hang. */
  private opening: pg.Client | undefined;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private readonly idleWaiters: (() => void)[] = [];
  /** The position last saved to the cursor file, and when. */
  private saved: { position: Positions; at: number };

  constructor(private readonly options: ShipperOptions) {
    this.closedSignal.catch(() => undefined);
    this.position = options.cursor.load(options.store);
    this.saved = { position: this.position, at: performance.now() };
    this.backlog = new Backlog(options.journalDir, this.position);
    this.setAside = new SetAside(options.journalDir, options.store);
    const aside = this.setAside.summary();
    if (aside) this.current = { ...this.current, setAside: aside };
  }

  get state(): ShipperState {
    return { ...this.current, behind: this.backlog.count };
  }

  start(): void {
    this.countBacklog();
    this.loop ??= this.run();
  }

  /** Something was appended: look now, unless waiting out a failure. */
  nudge(): void {
    this.dirty = true;
    this.countBacklog();
    if (this.current.state !== 'backing_off' && this.current.state !== 'refused') this.wake?.();
  }

  /**
   * The backlog is local and counted apart from shipping: the header's number stays right
   * while the store cannot be reached, or hangs.
   */
  private countBacklog(): void {
    this.counting = this.counting
      .then(() => this.backlog.refresh())
      .then(
        () => this.options.onChange?.(),
        () => undefined,
      );
  }

  /** Resolves when everything appended so far is stored (tests and the bench). */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.nudge();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.signalClosed();
    this.wake?.();
    const opening = this.opening;
    if (opening) void ended(opening);
    await this.loop;
    try {
      this.saveCursor(true);
    } catch {
      // Unsaved progress is resent on the next start, and the store ignores what it has.
    }
    await this.counting;
    await this.dropClient();
  }

  private async run(): Promise<void> {
    while (!this.closed) {
      try {
        this.dirty = false;
        if (!this.client) await this.connect();
        if (this.closed) break;
        if (this.current.state === 'refused') {
          await this.waitFailure();
          continue;
        }
        const batch = await this.nextBatch();
        if (batch.lines === 0) {
          this.saveCursor(true);
          this.set({ state: 'caught_up', retryAt: undefined, lastError: undefined });
          for (const resolve of this.idleWaiters.splice(0)) resolve();
          if (!this.dirty) await this.sleep(this.options.idlePollMs ?? 30_000);
          this.dirty = true;
          continue;
        }
        this.set({ state: 'shipping' });
        await this.store(batch);
        this.failures = 0;
      } catch (error) {
        await this.dropClient();
        this.set({ state: 'backing_off', lastError: describeStoreError(error) });
        await this.waitFailure();
      }
    }
  }

  /**
   * The cursor is saved (fsync, rename, fsync) when caught up, on close, and at most every
   * CURSOR_SAVE_MS while catching up: once per batch, its fsyncs held the store idle a third of
   * the time. A crash loses only that much progress, resent on restart and ignored by the store.
   */
  private saveCursor(now: boolean): void {
    if (this.saved.position === this.position) return;
    if (!now && performance.now() - this.saved.at < CURSOR_SAVE_MS) return;
    this.options.cursor.save(this.options.store, this.position);
    this.saved = { position: this.position, at: performance.now() };
  }

  /** A batch read, redacted and made into rows, all before the store is free to take it. */
  private async readBatch(from: Positions): Promise<PreparedBatch> {
    const batch = await readBatch(this.options.journalDir, from, this.options.batchSize ?? 1000);
    const rows: StorableRow[] = [];
    const tooLarge: AuditRow[] = [];
    const max = this.options.maxRecordChars ?? MAX_RECORD_CHARS;
    for (const { record, seq } of batch.records) {
      const row = toAuditRow(record, seq);
      const json = JSON.stringify(row.record);
      if (json.length > max) tooLarge.push(row);
      else rows.push({ row, json: storableJson(json) });
    }
    return { ...batch, rows, tooLarge, max };
  }

  /** The batch read ahead while the last one was being stored, when it still follows on. */
  private async nextBatch(): Promise<PreparedBatch> {
    const ahead = this.readAhead;
    this.readAhead = undefined;
    if (ahead?.from === this.position) {
      const batch = await ahead.batch;
      // Read before the latest appends: an empty one proves nothing, look again.
      if (batch.lines > 0) return batch;
    }
    return this.readBatch(this.position);
  }

  private async connect(): Promise<void> {
    this.set({ state: 'connecting' });
    const client = new pg.Client(this.options.config);
    // A server that goes away between queries emits here; the next query then fails and backs off.
    client.on('error', () => undefined);
    this.opening = client;
    try {
      await Promise.race([client.connect(), this.closedSignal]);
    } finally {
      this.opening = undefined;
    }
    this.client = client;
    let version = await schemaVersion(client);
    let grants = await readGrants(client);
    if (version < SCHEMA_VERSION && grants.canMigrate) {
      version = await migrate(client);
      grants = await readGrants(client);
    }
    this.set({ schemaVersion: version, grants });
    if (version < SCHEMA_VERSION) {
      const { reason, params } = behindWords(version);
      this.refuse(storeError('conflict', reason, { params }));
    } else if (!grants.canShip) {
      this.refuse(storeError('forbidden', 'store_cannot_insert'));
    } else {
      await this.claim(client);
    }
  }

  /**
   * The store binds this console's id to the role that first shipped it (roles.sql): another
   * role's rows for it are refused there. A console whose id another role holds says so and
   * stops, instead of backing off against refusals forever.
   */
  private async claim(client: pg.Client): Promise<void> {
    try {
      const result = await client.query<{ owner: string; mine: boolean }>(
        'SELECT owner, owner = session_user AS mine FROM audit_claim_console($1::uuid, $2::text)',
        [this.options.consoleId, this.options.consoleProof ?? null],
      );
      const row = result.rows[0];
      if (!row?.mine) {
        this.refuse(
          storeError('forbidden', 'store_console_claimed', {
            params: { owner: row?.owner ?? '?' },
          }),
        );
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === UNPROVEN) return this.refuse(storeError('forbidden', 'store_console_unproven'));
      if (code !== '42501') throw error;
      this.refuse(storeError('forbidden', 'store_cannot_claim'));
    }
  }

  private refuse(error: StoreErrorWords): void {
    this.set({ state: 'refused', lastError: error });
  }

  private async store(batch: PreparedBatch): Promise<void> {
    const { rows, tooLarge, max } = batch;
    if (batch.records.length > 0) {
      const insert = this.insertAll(rows);
      const batchAhead = this.readBatch(batch.end);
      batchAhead.catch(() => undefined);
      this.readAhead = { from: batch.end, batch: batchAhead };
      const { stored, refused } = await Promise.race([insert, this.closedSignal]);
      const aside = [...tooLarge.map((row) => tooLargeReason(row, max)), ...refused].sort(
        (a, b) => a.row.seq - b.row.seq,
      );
      if (aside.length > 0) {
        this.setAside.add(aside);
        this.set({ setAside: this.setAside.summary() });
      }
      const sent = rows.length - refused.length;
      // An insert-only role cannot read what it conflicted with: a resend after a crash stores
      // nothing twice, and anything else means another writer used this console's id.
      if (stored !== sent) {
        this.set({ unstored: { sent, stored, at: new Date().toISOString() } });
      }
    }
    // Only now is the batch stored: a crash before the cursor is saved resends it, harmlessly.
    this.position = batch.end;
    this.saveCursor(false);
    this.backlog.shipped(batch.lines);
    this.set({ lastShippedAt: new Date().toISOString() });
  }

  /**
   * One INSERT for the batch; when the store refuses its data (a value it cannot hold), each
   * row alone, so the refused ones are set aside and the rest still ship.
   */
  private async insertAll(
    rows: StorableRow[],
  ): Promise<{ stored: number; refused: ({ row: AuditRow } & SetAsideReason)[] }> {
    if (rows.length === 0) return { stored: 0, refused: [] };
    try {
      return { stored: await this.insert(rows), refused: [] };
    } catch (error) {
      if (!refusesData(error)) throw error;
    }
    let stored = 0;
    const refused: ({ row: AuditRow } & SetAsideReason)[] = [];
    for (const one of rows) {
      try {
        stored += await this.insert([one]);
      } catch (error) {
        if (!refusesData(error)) throw error;
        const { message, reason, params, detail } = describeStoreError(error);
        refused.push({
          row: one.row,
          reason: message,
          ...(reason
            ? { why: { reason, ...(params ? { params } : {}), ...(detail ? { detail } : {}) } }
            : {}),
        });
      }
    }
    return { stored, refused };
  }

  private async insert(rows: StorableRow[]): Promise<number> {
    const result = await this.client!.query(INSERT, [
      this.options.consoleId,
      storableText(this.options.consoleName()),
      `[${rows.map(rowJson).join(',')}]`,
    ]);
    return result.rowCount ?? 0;
  }

  private async waitFailure(): Promise<void> {
    const initial = this.options.initialDelayMs ?? 1000;
    const max = this.options.maxDelayMs ?? 60_000;
    const refused = this.current.state === 'refused';
    const base = refused ? max : Math.min(max, initial * 2 ** this.failures);
    this.failures += 1;
    // Full jitter over the upper half: fifty consoles do not all come back at once.
    const delay = base / 2 + (this.options.random ?? Math.random)() * (base / 2);
    this.set({ retryAt: new Date(Date.now() + delay).toISOString() });
    await this.sleep(delay);
    if (refused) await this.dropClient();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) await ended(client);
  }

  private set(patch: Partial<ShipperState>): void {
    const next = { ...this.current, ...patch };
    for (const key of Object.keys(patch) as (keyof ShipperState)[]) {
      if (patch[key] === undefined) delete next[key];
    }
    this.current = next;
    this.options.onChange?.();
  }
}

interface PreparedBatch extends OutboxBatch {
  rows: StorableRow[];
  /** Records longer than `max` characters: set aside, not sent. */
  tooLarge: AuditRow[];
  max: number;
}

interface StorableRow {
  row: AuditRow;
  /** The record as jsonb will take it. */
  json: string;
}

/**
 * One row of the batch's document, the record spliced in as already written. storableJson turns
 * what jsonb refuses (NUL, half a surrogate pair) into visible escapes, in the columns too.
 */
function rowJson({ row, json }: StorableRow): string {
  const columns = JSON.stringify({
    seq: row.seq,
    type: row.type,
    operation_id: row.operationId,
    at: row.at,
    operator: row.operator,
    operator_issuer: row.operatorIssuer,
    operator_subject: row.operatorSubject,
    profile_id: row.profileId,
    operation: row.operation,
    outcome: row.outcome,
    ids: row.ids,
  });
  return `{"record":${json},${storableJson(columns).slice(1)}`;
}

/**
 * The store refused the values themselves (class 22, data exception, or 54, a limit exceeded):
 * sending them again cannot help, unlike a dropped connection or a full disk.
 */
function refusesData(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code);
}

/** Ends a connection, waiting at most a second: a server that hangs cannot hold a close. */
async function ended(client: pg.Client): Promise<void> {
  await Promise.race([
    client.end().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
}

/** The limit goes as digits: the page writes it in the reader's format. */
function tooLargeReason(row: AuditRow, max: number): { row: AuditRow } & SetAsideReason {
  const params = { max: String(max) };
  return {
    row,
    reason: reasonText('store_record_too_large', params),
    why: { reason: 'store_record_too_large', params },
  };
}
