import { open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { decode, encode, RECORD_SIZE, toIndexRecord, type IndexRecord } from './index-record';
import type { JournalIndex } from './journal-index';

const CHUNK = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * Adds a month to the in-memory index from its `.idx`, first bringing the `.idx` up to date
 * where it lags the journal (a crash between the two writes) or is missing or damaged.
 */
export async function loadMonthIndex(dir: string, index: JournalIndex, name: string) {
  const file = index.fileNumber(name);
  const idxPath = join(dir, name.replace('.jsonl', '.idx'));
  const idx = await readFile(idxPath).catch(() => Buffer.alloc(0));
  const whole = Math.floor(idx.length / RECORD_SIZE);
  index.addEncoded(file, idx, whole);
  const last = whole > 0 ? decode(idx, whole - 1) : undefined;
  const covered = last ? last.offset + last.length + 1 : 0;
  const size = await stat(join(dir, name)).then(
    (s) => s.size,
    () => 0,
  );
  if (covered >= size && idx.length === whole * RECORD_SIZE) return;
  const added = await indexJournalRange(join(dir, name), covered, size);
  index.addEncoded(file, added, added.length / RECORD_SIZE);
  const rebuilt = Buffer.concat([idx.subarray(0, whole * RECORD_SIZE), added]);
  // Replaced whole, so a reader never sees half an index.
  await writeFile(`${idxPath}.tmp`, rebuilt);
  await rename(`${idxPath}.tmp`, idxPath);
}

/**
 * Checks a month's `.idx` against its journal and, where it does not describe it, rebuilds it
 * whole from the journal: run once before the index is first read, by either road (the newest
 * page reads `.idx` files directly). True when it had to be rebuilt.
 */
export async function checkMonthIndex(dir: string, name: string): Promise<boolean> {
  const path = join(dir, name);
  const idxPath = path.replace(/\.jsonl$/, '.idx');
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  const idx = await readFile(idxPath).catch(() => undefined);
  if (idx === undefined || (await describes(idx, path, size))) return false;
  const rebuilt = await indexJournalRange(path, 0, size);
  await writeFile(`${idxPath}.tmp`, rebuilt);
  await rename(`${idxPath}.tmp`, idxPath);
  return true;
}

/**
 * Whether a month's `.idx` can be the index of its journal: its lines in order, none overlapping
 * another or past the end, and the last one ending where a line ends. Two writers on one journal
 * (two hosts on one data folder) leave records whose offsets point into each other's lines,
 * which read as the wrong operation's outcome; a copied or truncated journal leaves records past
 * its end. Only offsets are compared, and one line end read, so years of history stay quick.
 */
async function describes(idx: Buffer, journalPath: string, size: number): Promise<boolean> {
  const whole = Math.floor(idx.length / RECORD_SIZE);
  let end = 0;
  for (let i = 0; i < whole; i++) {
    const offset = idx.readUInt32LE(i * RECORD_SIZE + 4);
    const length = idx.readUInt32LE(i * RECORD_SIZE + 8);
    if (offset < end || length === 0) return false;
    end = offset + length + 1;
  }
  if (end > size) return false;
  if (whole === 0) return true;
  const fh = await open(journalPath, 'r');
  try {
    const byte = Buffer.alloc(1);
    await fh.read(byte, 0, 1, end - 1);
    return byte[0] === NEWLINE;
  } finally {
    await fh.close();
  }
}

/**
 * The index records (encoded) of the whole lines of a month's journal between byte `start`
 * and `end`: what a missing or lagging `.idx` is rebuilt from. The file is read in chunks and
 * lines are cut from the bytes, so a large month is never one string and a line's offset is
 * its byte position, not a re-measured length. A torn last line (no newline yet) is left out,
 * as it is from every read. Lines get JSON.parse without the schema: every line of years of
 * history goes through here.
 */
export async function indexJournalRange(
  path: string,
  start: number,
  end: number,
  chunkSize = CHUNK,
): Promise<Buffer> {
  if (end <= start) return Buffer.alloc(0);
  const fh = await open(path, 'r');
  const encoded: Buffer[] = [];
  // The next chunk is read while this one is parsed: half the rebuild was waiting on the disk.
  const readAt = async (position: number): Promise<Buffer> => {
    const chunk = Buffer.allocUnsafe(Math.min(chunkSize, end - position));
    const { bytesRead } = await fh.read(chunk, 0, chunk.length, position);
    return chunk.subarray(0, bytesRead);
  };
  let position = start;
  let reading: Promise<Buffer> | undefined = readAt(position);
  try {
    let pending: Buffer = Buffer.alloc(0);
    let pendingAt = start;
    while (reading) {
      const read: Buffer = await reading;
      position += read.length;
      reading = read.length > 0 && position < end ? readAt(position) : undefined;
      const bytes = pending.length ? Buffer.concat([pending, read]) : read;
      const records: IndexRecord[] = [];
      let lineStart = 0;
      for (let nl = bytes.indexOf(NEWLINE); nl !== -1; nl = bytes.indexOf(NEWLINE, lineStart)) {
        const line = bytes.toString('utf8', lineStart, nl);
        const record = indexLine(line, pendingAt + lineStart, nl - lineStart);
        if (record) records.push(record);
        lineStart = nl + 1;
      }
      encoded.push(encode(records));
      pending = bytes.subarray(lineStart);
      pendingAt += lineStart;
    }
  } finally {
    await reading?.catch(() => undefined);
    await fh.close();
  }
  return Buffer.concat(encoded);
}

/** A line that is not a whole record (torn, hand-edited) is left out, never fatal. */
function indexLine(line: string, offset: number, length: number): IndexRecord | undefined {
  if (line === '') return undefined;
  try {
    const value = JSON.parse(line) as Partial<JournalRecord> | null;
    const whole =
      value && typeof value.operation_id === 'string' && typeof value.at === 'string' && value.type;
    return whole ? toIndexRecord(value as JournalRecord, offset, length) : undefined;
  } catch {
    return undefined;
  }
}
