import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HEADER_PROBE, headerLength } from './index-header';
import { RECORD_SIZE, TYPE } from './index-record';
import type { NamedLineRef } from './line-reader';

export interface NewestRow {
  begin: NamedLineRef;
  /** The operation's latest finish, if it has one. */
  finish?: NamedLineRef;
}

export interface NewestPage {
  /** Newest first. */
  rows: NewestRow[];
  /** Every operation in the journal. */
  total: number;
}

/** Records read per step from the end of a month's index (4 MB). */
const CHUNK_RECORDS = 65_536;

/**
 * The newest `limit` operations and how many there are, read from the month indexes backwards
 * (newest month first, each from its end in chunks) without building the in-memory index:
 * opening Activity on years of history then costs one pass over the type bytes, not the
 * columns, the map of operations and the ids of every row. A finish is seen before its begin
 * on the way back, so the first one seen is the operation's latest, as the index would keep.
 * Undefined when a month's index is missing, torn, of another layout or behind its journal:
 * the caller then loads, and so repairs, the whole index. Codes are not read here: the caller
 * checked them before (checkMonthIndex).
 */
export async function newestPage(
  dir: string,
  months: readonly string[],
  limit: number,
): Promise<NewestPage | undefined> {
  const rows: NewestRow[] = [];
  const finishes = new Map<number, NamedLineRef>();
  let total = 0;
  const chunk = Buffer.allocUnsafe(CHUNK_RECORDS * RECORD_SIZE);
  const newestFirst = [...months].reverse();
  let month = 0;
  for (; month < newestFirst.length && rows.length < limit; month += 1) {
    const name = newestFirst[month]!;
    const begins = await scanMonth(dir, name, chunk, (type, o) => {
      if (rows.length >= limit || (type !== TYPE.begin && type !== TYPE.finish)) return;
      const op = chunk.readDoubleLE(o + 24);
      const ref = { name, offset: chunk.readUInt32LE(o + 4), length: chunk.readUInt32LE(o + 8) };
      if (type === TYPE.finish) {
        if (!finishes.has(op)) finishes.set(op, ref);
        return;
      }
      const finish = finishes.get(op);
      rows.push(finish ? { begin: ref, finish } : { begin: ref });
    });
    if (begins === undefined) return undefined;
    total += begins;
  }
  // The page is full: the older months only add to the count, so they are read all at once
  // (most of the time this took was one month after another waiting on its open and reads).
  const older = await Promise.all(newestFirst.slice(month).map((name) => scanMonth(dir, name)));
  for (const begins of older) {
    if (begins === undefined) return undefined;
    total += begins;
  }
  return { rows, total };
}

/**
 * One month's index from its end, in chunks: how many operations began in it, each record
 * shown to `visit` (type and offset in `chunk`) newest first. Undefined when the index is
 * missing, torn, of another layout or behind its journal. Without a `chunk`, one is made to
 * the month's size.
 */
async function scanMonth(
  dir: string,
  name: string,
  given?: Buffer,
  visit?: (type: number | undefined, offset: number) => void,
): Promise<number | undefined> {
  const journalSize = (await stat(join(dir, name))).size;
  const fh = await open(join(dir, name.replace('.jsonl', '.idx')), 'r').catch(() => undefined);
  if (!fh) return journalSize === 0 ? 0 : undefined;
  let begins = 0;
  try {
    const { size } = await fh.stat();
    const fixed = Buffer.alloc(HEADER_PROBE);
    await fh.read(fixed, 0, HEADER_PROBE, 0);
    const start = headerLength(fixed);
    if (start === undefined || size < start || size % RECORD_SIZE !== 0) return undefined;
    const recordsSize = size - start;
    if (recordsSize === 0 && journalSize > 0) return undefined;
    const chunk =
      given ?? Buffer.allocUnsafe(Math.max(1, Math.min(recordsSize, CHUNK_RECORDS * RECORD_SIZE)));
    const chunkRecords = Math.floor(chunk.length / RECORD_SIZE);
    let end = recordsSize / RECORD_SIZE;
    let checkedCoverage = false;
    while (end > 0) {
      const first = Math.max(0, end - chunkRecords);
      const bytes = (end - first) * RECORD_SIZE;
      await fh.read(chunk, 0, bytes, start + first * RECORD_SIZE);
      if (!checkedCoverage) {
        const last = bytes - RECORD_SIZE;
        const covered = chunk.readUInt32LE(last + 4) + chunk.readUInt32LE(last + 8) + 1;
        if (covered < journalSize) return undefined;
        checkedCoverage = true;
      }
      for (let o = bytes - RECORD_SIZE; o >= 0; o -= RECORD_SIZE) {
        const type = chunk[o];
        if (type === TYPE.begin) begins += 1;
        visit?.(type, o);
      }
      end = first;
    }
  } finally {
    await fh.close();
  }
  return begins;
}
