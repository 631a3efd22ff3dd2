import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { parseLine } from '../journal/line-reader';
import { redactRecord } from '../journal/redact-record';

/** A place in the journal: a month file and a byte offset at the start of a line. */
export interface Position {
  file: string;
  offset: number;
}

export interface OutboxBatch {
  records: { record: JournalRecord; seq: number }[];
  /** Where the next batch starts: the cursor once this batch is stored. */
  end: Position;
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
export function seqOf(position: Position): number {
  const match = FILE_PATTERN.exec(position.file);
  if (!match) throw new Error(`Not a journal file: ${position.file}`);
  if (position.offset >= OFFSET_BITS) throw new Error('Journal month file beyond 64 GiB');
  const month = Number(match[1]) * 12 + Number(match[2]) - 1;
  return month * OFFSET_BITS + position.offset;
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
 * returns where it stopped. A month's unterminated tail is a line being written when the month
 * is the newest (left for later), and a line torn by a crash when a newer month exists (skipped:
 * the journal itself skips it).
 */
async function walk(
  dir: string,
  from: Position | undefined,
  visit: (file: string, offset: number, line: Buffer) => boolean,
): Promise<Position | undefined> {
  const files = await journalFiles(dir);
  const first = from ? files.findIndex((name) => name >= from.file) : 0;
  if (first < 0) return from;
  let position: Position | undefined = from;
  for (let i = first; i < files.length; i++) {
    const file = files[i]!;
    let offset = from && file === from.file ? from.offset : 0;
    position = { file, offset };
    const fh = await open(join(dir, file), 'r');
    try {
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
            return { file, offset: offset + start };
          }
          start = end + 1;
        }
        offset += last + 1;
        position = { file, offset };
      }
    } finally {
      await fh.close();
    }
    if (i < files.length - 1) position = { file: files[i + 1]!, offset: 0 };
  }
  return position;
}

/**
 * The local journal read as an outbox: the records after the cursor, in order, each checked
 * against the audit schema and redacted once more before it leaves the machine.
 */
export async function readBatch(
  dir: string,
  from: Position | undefined,
  max: number,
): Promise<OutboxBatch> {
  const records: OutboxBatch['records'] = [];
  let lines = 0;
  const end = await walk(dir, from, (file, offset, line) => {
    if (records.length >= max) return false;
    lines += 1;
    const record = parseLine(line.toString('utf8'));
    if (record) {
      try {
        records.push({ record: redactRecord(record), seq: seqOf({ file, offset }) });
      } catch {
        // Redaction would break the record's types (the journal refuses such records on write).
      }
    }
    return true;
  });
  return { records, end: end ?? { file: '', offset: 0 }, lines };
}

/**
 * How many journal lines lie after the cursor, kept up to date by reading only what was
 * appended since the last look: the header's "N not yet shipped" costs no rescan.
 */
export class Backlog {
  private scanned: Position | undefined;
  /** Lines counted, and lines shipped, since the cursor this backlog started from. */
  private counted = 0;
  private shippedLines = 0;

  constructor(
    private readonly dir: string,
    cursor: Position | undefined,
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
    this.scanned = end ?? this.scanned;
    this.counted += counted;
    return this.count;
  }

  /** Lines that left the backlog because they are stored. */
  shipped(lines: number): void {
    this.shippedLines += lines;
  }
}
