import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
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
 * Undefined when a month's index is missing, torn or behind its journal: the caller then
 * loads, and so repairs, the whole index.
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
  for (const name of [...months].reverse()) {
    const journalSize = (await stat(join(dir, name))).size;
    const fh = await open(join(dir, name.replace('.jsonl', '.idx')), 'r').catch(() => undefined);
    if (!fh) {
      if (journalSize === 0) continue;
      return undefined;
    }
    try {
      const { size } = await fh.stat();
      if (size % RECORD_SIZE !== 0 || (size === 0 && journalSize > 0)) return undefined;
      let end = size / RECORD_SIZE;
      let checkedCoverage = false;
      while (end > 0) {
        const first = Math.max(0, end - CHUNK_RECORDS);
        const bytes = (end - first) * RECORD_SIZE;
        await fh.read(chunk, 0, bytes, first * RECORD_SIZE);
        if (!checkedCoverage) {
          const last = bytes - RECORD_SIZE;
          const covered = chunk.readUInt32LE(last + 4) + chunk.readUInt32LE(last + 8) + 1;
          if (covered < journalSize) return undefined;
          checkedCoverage = true;
        }
        for (let o = bytes - RECORD_SIZE; o >= 0; o -= RECORD_SIZE) {
          const type = chunk[o];
          if (type === TYPE.begin) total += 1;
          if (rows.length >= limit || (type !== TYPE.begin && type !== TYPE.finish)) continue;
          const op = chunk.readDoubleLE(o + 24);
          const ref = {
            name,
            offset: chunk.readUInt32LE(o + 4),
            length: chunk.readUInt32LE(o + 8),
          };
          if (type === TYPE.finish) {
            if (!finishes.has(op)) finishes.set(op, ref);
            continue;
          }
          const finish = finishes.get(op);
          rows.push(finish ? { begin: ref, finish } : { begin: ref });
        }
        end = first;
      }
    } finally {
      await fh.close();
    }
  }
  return { rows, total };
}
