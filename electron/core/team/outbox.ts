import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { redactLine } from '../journal/redact-record';
import { storeError, TeamStoreError } from './connection';

/**
 * How far each month file has been read: a byte offset at the start of a line, per file. Kept
 * per month rather than as one place, so a record appended to an older month (a clock set back)
 * is still shipped.
 */
export type Positions = Readonly<Record<string, number>>;

export interface OutboxBatch {
  records: { record: JournalRecord; seq: number }[];
  /** Where the next batch starts: the cursor once this batch is stored. */
  end: Positions;
  /** Complete lines consumed, shippable or not (a torn line left by a crash is skipped). */
  lines: number;
}

const FILE_PATTERN = /^journal-(\d{4})-(\d{2})\.jsonl$/;
const CHUNK = 1 << 20;
/** Byte offsets below 2^36 (64 GiB a month) keep every seq a safe integer in JavaScript. */
const OFFSET_BITS = 2 ** 36;

/**
 * A record's place in its console's journal as one number: the same every time the record is
 * read, so a resend after a crash hits the primary key instead of adding a row.
 */
export function seqOf(file: string, offset: number): number {
  const match = FILE_PATTERN.exec(file);
  // Reasons, not English: the shipper's state carries them to Settings in the person's language.
  if (!match) {
    throw TeamStoreError.of(
      storeError('internal', 'store_not_a_journal_file', { params: { file } }),
    );
  }
  if (offset >= OFFSET_BITS) {
    throw TeamStoreError.of(
      storeError('internal', 'store_journal_file_too_large', { params: { file } }),
    );
  }
  const month = Number(match[1]) * 12 + Number(match[2]) - 1;
  return month * OFFSET_BITS + offset;
}

async function journalFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Visits every complete line after `from`, oldest month first, until `visit` answers false;
 * returns where it stopped. An unterminated tail is left for later: a line being written, or
 * one torn by a crash, which the journal's next append ends (and the reader then skips).
 */
async function walk(
  dir: string,
  from: Positions,
  visit: (file: string, offset: number, line: Buffer) => boolean,
): Promise<Positions> {
  const at: Record<string, number> = { ...from };
  for (const file of await journalFiles(dir)) {
    let offset = at[file] ?? 0;
    const fh = await open(join(dir, file), 'r');
    try {
      if ((await fh.stat()).size <= offset) continue;
      let size = CHUNK;
      for (;;) {
        const buffer = Buffer.allocUnsafe(size);
        const { bytesRead } = await fh.read(buffer, 0, size, offset);
        if (bytesRead === 0) break;
        const last = buffer.lastIndexOf(0x0a, bytesRead - 1);
        if (last < 0) {
          // One line longer than the chunk: read it whole.
          if (bytesRead < size) break;
          size *= 2;
          continue;
        }
        let start = 0;
        while (start <= last) {
          const end = buffer.indexOf(0x0a, start);
          if (!visit(file, offset + start, buffer.subarray(start, end))) {
            at[file] = offset + start;
            return at;
          }
          start = end + 1;
        }
        offset += last + 1;
        at[file] = offset;
      }
    } finally {
      await fh.close();
    }
  }
  return at;
}

/**
 * The local journal read as an outbox: the records after the cursor, in order, each checked
 * against the audit schema and redacted once more before it leaves the machine.
 */
export async function readBatch(dir: string, from: Positions, max: number): Promise<OutboxBatch> {
  const records: OutboxBatch['records'] = [];
  let lines = 0;
  const end = await walk(dir, from, (file, offset, line) => {
    if (records.length >= max) return false;
    lines += 1;
    // A line that is not a record, or that redaction would break (the journal refuses such
    // records on write), is consumed and not shipped.
    const record = redactLine(line.toString('utf8'));
    if (record) records.push({ record, seq: seqOf(file, offset) });
    return true;
  });
  return { records, end, lines };
}

/**
 * How many journal lines lie after the cursor, kept up to date by reading only what was
 * appended since the last look: the header's "N not yet shipped" costs no rescan.
 */
export class Backlog {
  private scanned: Positions;
  /** Lines counted, and lines shipped, since the cursor this backlog started from. */
  private counted = 0;
  private shippedLines = 0;

  constructor(
    private readonly dir: string,
    cursor: Positions,
  ) {
    this.scanned = cursor;
  }

  /** Shipping may run ahead of counting for a moment: never below zero, right once counted. */
  get count(): number {
    return Math.max(0, this.counted - this.shippedLines);
  }

  async refresh(): Promise<number> {
    let counted = 0;
    const end = await walk(this.dir, this.scanned, () => {
      counted += 1;
      return true;
    });
    this.scanned = end;
    this.counted += counted;
    return this.count;
  }

  /** Lines that left the backlog because they are stored. */
  shipped(lines: number): void {
    this.shippedLines += lines;
  }
}
