import { mkdir, open, readFile, readdir, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { MONEY_OPERATION_NAMES } from '../../../shared/operations/catalog';
import {
  JournalRecord,
  type JournalBegin,
  type JournalEntry,
} from '../../../shared/schemas/journal';
import type { JournaledOperationKind, Outcome } from '../../../shared/schemas/operation';
import { fsyncDir } from '../fs/atomic-file';
import { hash32, hash53 } from './hash';
import { codeOf, INDEX_CODES, type IndexCodes } from './index-codes';
import { decode, encode, RECORD_SIZE, toIndexRecord, TYPE } from './index-record';
import {
  appendMonthIndex,
  checkMonthIndex,
  indexRecords,
  loadMonthIndex,
  openMonthIndex,
} from './index-rebuild';
import { JournalIndex, NO_OUTCOME } from './journal-index';
import { LineReader, parseLine, type NamedLineRef } from './line-reader';
import { newestPage } from './newest-page';
import { REDACTED_BY, REDACTION_RULES } from '../redaction/rules-version';
import { redactRecord } from './redact-record';

interface MonthWriter {
  file: string;
  fh: FileHandle;
  size: number;
  /** Whether the file's last byte is a newline: false after a crash tore its last line. */
  endsWithNewline: boolean;
  /** The month's `.idx`, opened at its first append. */
  idx?: { fh: FileHandle; size: number } | undefined;
}

const FILE_PATTERN = /^journal-(\d{4})-(\d{2})\.jsonl$/;

/**
 * The longest line the journal writes. Answers are read up to 4 MiB (answer-limits.ts), and
 * JSON's escapes can make one several times longer; past this a record is refused whole, so no
 * reader of the journal, and no team store it is shipped to, ever meets a line it cannot hold.
 * The money pipeline then writes its finish without the answer's body.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** A money operation with no finish, or whose latest finish is "unknown". */
const UNRESOLVED: JournalFilter = { outcomes: ['unknown'], operations: [...MONEY_OPERATION_NAMES] };
/** The newest ones the Unknown outcomes screen lists; its count names the rest. */
export const UNRESOLVED_LISTED = 500;

export interface JournalFilter {
  operations?: JournaledOperationKind[];
  outcomes?: Outcome[];
  profileId?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  /** Any id the operation involved: operation, idempotency key, payment, transaction, … */
  search?: string;
}

export interface JournalPage {
  entries: JournalEntry[];
  total: number;
  /** Pass back as `before` for the next (older) page. */
  next?: number;
}

/**
 * Append-only JSON Lines, one file per month, each line fsynced before `append` resolves. A
 * binary index beside each month file (`.idx`, 64 bytes a line after a header naming its
 * format and codes, rebuilt from the journal when missing, behind or of another layout) lets
 * the console filter and search years of operations while reading only the lines it shows.
 */
export class Journal {
  private queue: Promise<unknown> = Promise.resolve();
  private writer: MonthWriter | undefined;
  private index: JournalIndex | undefined;
  private readonly lines: LineReader;
  private readonly appendListeners = new Set<() => void>();
  /** Every month's index checked against its journal, once, before either is first read. */
  private checked = false;

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
    /** The codes its index is written and read with; tests give a later catalog's. */
    private readonly codes: IndexCodes = INDEX_CODES,
  ) {
    this.lines = new LineReader(dir);
  }

  /** Appends records as one write and one fsync: a batch is durable together. Redacted last. */
  append(...records: JournalRecord[]): Promise<void> {
    const parsed: JournalRecord[] = [];
    for (const record of records) {
      const result = JournalRecord.safeParse(record);
      if (!result.success) return Promise.reject(result.error);
      try {
        parsed.push(redactRecord(result.data));
      } catch (error) {
        // Redaction turned a typed field into a mask (a card number as an amount): refuse.
        return Promise.reject(error as Error);
      }
    }
    return this.enqueue(() => this.write(parsed));
  }

  /**
   * Called after each durable append (the team store's shipper wakes on it). Listeners run
   * synchronously and must not block; one that throws is ignored, never the append's problem.
   */
  onAppend(listener: () => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async write(records: JournalRecord[]): Promise<void> {
    const name = monthFile(this.now());
    const writer = await this.writerFor(name);
    // After a crash the file may end in a torn line: start on a fresh one so this record is whole.
    let text = writer.endsWithNewline ? '' : '\n';
    let position = writer.size + Buffer.byteLength(text);
    const placed = records.map((record) => {
      // Every record here came through `append`, redacted under today's rules: say which.
      const line = JSON.stringify({ [REDACTED_BY]: REDACTION_RULES, ...record });
      const length = Buffer.byteLength(line);
      if (length > MAX_RECORD_BYTES) {
        // Before a byte is written: the batch is durable together or not at all.
        throw new RangeError(
          `A ${record.type} record of ${length} bytes is over the journal's limit`,
        );
      }
      const at = { record, offset: position, length };
      position += length + 1;
      text += `${line}\n`;
      return at;
    });
    try {
      await writer.fh.appendFile(text, 'utf8');
      // fdatasync: the data and the file's new size are durable, as fsync makes them; only the
      // times are left to the kernel, which no reader of the journal needs after a crash.
      await writer.fh.datasync();
    } catch (error) {
      // Part of the batch may be on disk: the next write learns the file's size and last byte
      // from the file again, not from what this one hoped to write.
      await this.releaseWriter();
      throw error;
    }
    writer.size = position;
    writer.endsWithNewline = true;
    // The index is a cache of the journal: not fsynced, rebuilt from the journal if it lags.
    const added = placed.map((p) => toIndexRecord(p.record, p.offset, p.length, this.codes));
    await this.appendIndex(writer, encode(added));
    if (this.index) {
      const file = this.index.fileNumber(name);
      for (const r of added) this.index.add(file, r);
    }
    for (const listener of this.appendListeners) {
      try {
        listener();
      } catch {
        // A listener's failure is its own: the records are durable and the caller goes on.
      }
    }
  }

  /**
   * The month's `.idx` stays open beside its journal: opening, sizing and closing it for every
   * append cost more than the write. A failed write closes it, so the next opens it afresh.
   */
  private async appendIndex(writer: MonthWriter, records: Buffer): Promise<void> {
    try {
      writer.idx ??= await openMonthIndex(join(this.dir, writer.file.replace('.jsonl', '.idx')));
      writer.idx.size = await appendMonthIndex(writer.idx.fh, writer.idx.size, records, this.codes);
    } catch (error) {
      await writer.idx?.fh.close().catch(() => undefined);
      writer.idx = undefined;
      throw error;
    }
  }

  private async writerFor(name: string): Promise<MonthWriter> {
    if (this.writer?.file === name) return this.writer;
    await this.releaseWriter();
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, name);
    const size = await fileSize(path);
    const fh = await open(path, 'a+', 0o600);
    try {
      // A new file's directory entry must be durable too, or the file can vanish on a crash.
      if (size === undefined) fsyncDir(this.dir); // once a month: blocking is fine
      // Read once when opened: from then on every write ends its own last line.
      const whole = !size || (await endsWithNewline(fh, size));
      this.writer = { file: name, fh, size: size ?? 0, endsWithNewline: whole };
    } catch (error) {
      await fh.close();
      throw error;
    }
    return this.writer;
  }

  /** Closes the month's files: before a month's `.idx` is replaced, and on close. */
  private async releaseWriter(): Promise<void> {
    const writer = this.writer;
    this.writer = undefined;
    await writer?.idx?.fh.close().catch(() => undefined);
    await writer?.fh.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.queue;
    await this.releaseWriter();
    await this.lines.close();
  }

  // ---- reading ----

  /** The index, loaded once (and repaired from the journal where it lags). */
  private loadIndex(): Promise<JournalIndex> {
    return this.enqueue(async () => {
      if (this.index) return this.index;
      await this.checkIndexes();
      // Loading may replace a lagging `.idx` whole: the writer's handle would hold the old file.
      await this.releaseWriter();
      const index = new JournalIndex();
      for (const name of await this.files()) {
        await loadMonthIndex(this.dir, index, name, this.codes);
      }
      this.index = index;
      return index;
    });
  }

  /**
   * An index written by two writers at once (two hosts on one data folder, before the folder
   * lock) points rows at each other's lines: it is rebuilt from the journal, which is the truth.
   */
  private async checkIndexes(): Promise<void> {
    if (this.checked) return;
    // A rebuilt `.idx` replaces the file: the writer's handle would hold the old one.
    await this.releaseWriter();
    for (const name of await this.files()) await checkMonthIndex(this.dir, name, this.codes);
    this.checked = true;
  }

  private async entryOf(
    beginRef: NamedLineRef,
    finishRef: NamedLineRef | undefined,
  ): Promise<JournalEntry | undefined> {
    const begin = await this.lines.read(beginRef);
    if (begin?.type !== 'begin') return undefined;
    const finish = finishRef ? await this.lines.read(finishRef) : undefined;
    return entryFrom(begin, finish);
  }

  private entryAt(index: JournalIndex, i: number): Promise<JournalEntry | undefined> {
    const named = (ref: { file: number; offset: number; length: number }) => ({
      name: index.files[ref.file]!,
      offset: ref.offset,
      length: ref.length,
    });
    const finish = index.finish(i);
    return this.entryOf(named(index.begin(i)), finish && named(finish));
  }

  /**
   * The newest page before the index is in memory, read from the month indexes' ends; the
   * same answer as the full query, or undefined where that must run instead.
   */
  private async newestFirstPage(limit: number): Promise<JournalPage | undefined> {
    const page = await this.enqueue(async () => {
      if (this.index) return undefined;
      await this.checkIndexes();
      return newestPage(this.dir, await this.files(), limit);
    });
    if (!page) return undefined;
    const refs = page.rows.flatMap((row) => (row.finish ? [row.begin, row.finish] : [row.begin]));
    const records = await this.lines.readMany(refs);
    const entries: JournalEntry[] = [];
    let at = 0;
    for (const row of page.rows) {
      const begin = records[at++];
      const finish = row.finish ? records[at++] : undefined;
      // An unreadable line is skipped by the full query, which then shows one older row.
      if (begin?.type !== 'begin') return undefined;
      entries.push(entryFrom(begin, finish));
    }
    const next = page.total - entries.length;
    return { entries, total: page.total, ...(page.total > entries.length ? { next } : {}) };
  }

  /** A page of operations, newest first, read from disk only for the rows returned. */
  async query(filter: JournalFilter = {}, limit = 50, before?: number): Promise<JournalPage> {
    if (!this.index && before === undefined && !isFiltered(filter)) {
      const page = await this.newestFirstPage(limit);
      if (page) return page;
    }
    const index = await this.loadIndex();
    // A name without a code matches nothing (code 0 is a line this version cannot name).
    const codesOf = (table: Readonly<Record<string, number>>, names: readonly string[]) =>
      names.flatMap((name) => codeOf(table, name) ?? []);
    const kinds = filter.operations && codesOf(this.codes.operations, filter.operations);
    const outcomes = filter.outcomes && [
      ...codesOf(this.codes.outcomes, filter.outcomes),
      ...(filter.outcomes.includes('unknown') ? [NO_OUTCOME] : []),
    ];
    const profile = filter.profileId ? hash32(filter.profileId) : undefined;
    const search = filter.search?.trim() || undefined;
    const searchHash = search ? hash32(search) : 0;
    const searchOp = search ? index.ordinalOf(hash53(search)) : undefined;
    const entries: JournalEntry[] = [];
    let total = 0;
    let next: number | undefined;
    for (let i = Math.min(before ?? index.count, index.count) - 1; i >= 0; i--) {
      if (kinds && !kinds.includes(index.kind.get(i))) continue;
      if (outcomes && !outcomes.includes(index.outcome.get(i))) continue;
      if (profile !== undefined && index.profile.get(i) !== profile) continue;
      const at = index.at.get(i);
      if (filter.from !== undefined && at < filter.from) continue;
      if (filter.to !== undefined && at > filter.to) continue;
      let entry: JournalEntry | undefined;
      if (search) {
        if (i !== searchOp && !index.mentions(i, searchHash)) continue;
        // A hash match is a candidate; the line itself must hold the id.
        entry = await this.entryAt(index, i);
        if (!entry || !JSON.stringify(entry).includes(JSON.stringify(search))) continue;
      }
      total += 1;
      if (entries.length < limit) {
        entry ??= await this.entryAt(index, i);
        if (entry) entries.push(entry);
        next = i;
      }
    }
    return { entries, total, ...(total > entries.length && next !== undefined ? { next } : {}) };
  }

  /**
   * Every profile the journal has operations of, by its latest name: a profile removed since is
   * still how its operations are found. One line read per profile, not per operation.
   */
  async profiles(): Promise<{ id: string; name: string }[]> {
    const index = await this.loadIndex();
    const seen = new Set<number>();
    const found = new Map<string, string>();
    for (let i = index.count - 1; i >= 0; i--) {
      const hash = index.profile.get(i);
      if (seen.has(hash)) continue;
      seen.add(hash);
      const begin = (await this.entryAt(index, i))?.begin;
      if (begin && !found.has(begin.profile.id)) found.set(begin.profile.id, begin.profile.name);
    }
    return [...found].map(([id, name]) => ({ id, name }));
  }

  /** The newest money operations (back-office changes are Activity's only). */
  async recent(limit: number): Promise<JournalEntry[]> {
    return (await this.query({ operations: [...MONEY_OPERATION_NAMES] }, limit)).entries;
  }

  /** One operation with every attempt: for the inspector and for retries. */
  async byId(operationId: string): Promise<JournalEntry | undefined> {
    const index = await this.loadIndex();
    const i = index.ordinalOf(hash53(operationId));
    if (i === undefined) return undefined;
    const entry = await this.entryAt(index, i);
    if (entry?.begin.operation_id !== operationId) return undefined;
    const op = hash53(operationId);
    for (const name of index.files) {
      const idx = await readFile(join(this.dir, name.replace('.jsonl', '.idx'))).then(
        (bytes) => indexRecords(bytes, this.codes),
        () => undefined,
      );
      if (!idx) continue;
      for (let k = 0; k < Math.floor(idx.length / RECORD_SIZE); k++) {
        const r = decode(idx, k);
        if (r.op !== op || r.type !== TYPE.attempt) continue;
        const attempt = await this.lines.read({ name, offset: r.offset, length: r.length });
        if (attempt?.type === 'attempt' && attempt.operation_id === operationId)
          entry.attempts.push(attempt);
      }
    }
    return entry;
  }

  /**
   * Money operations with no finish, or whose latest finish is "unknown": listed on start. A
   * change left unknown is shown in Activity; it is never resent, so it waits for no one here.
   */
  async unresolved(filter: Pick<JournalFilter, 'search'> = {}): Promise<JournalEntry[]> {
    return (await this.query({ ...filter, ...UNRESOLVED }, UNRESOLVED_LISTED)).entries;
  }

  /** How many `unresolved()` stands for, past the ones it lists: counted on the index alone. */
  async unresolvedCount(): Promise<number> {
    return (await this.query(UNRESOLVED, 0)).total;
  }

  /** Every record, oldest file first, torn lines skipped (tests and exports read this way). */
  async records(): Promise<JournalRecord[]> {
    const records: JournalRecord[] = [];
    for (const name of await this.files()) {
      const text = await readFile(join(this.dir, name), 'utf8');
      for (const line of text.split('\n')) {
        const parsed = parseLine(line);
        if (parsed) records.push(parsed);
      }
    }
    return records;
  }

  private async files(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((f) => FILE_PATTERN.test(f)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}

export function monthFile(date: Date): string {
  return `journal-${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}.jsonl`;
}

function entryFrom(begin: JournalBegin, finish: JournalRecord | undefined): JournalEntry {
  return { begin, attempts: [], ...(finish?.type === 'finish' ? { finish } : {}) };
}

function isFiltered(filter: JournalFilter): boolean {
  return Boolean(
    filter.operations ||
    filter.outcomes ||
    filter.profileId ||
    filter.from !== undefined ||
    filter.to !== undefined ||
    filter.search?.trim(),
  );
}

async function fileSize(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

async function endsWithNewline(fh: FileHandle, size: number): Promise<boolean> {
  const last = Buffer.alloc(1);
  await fh.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}
