import { open, readFile, rename, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { compareCodes, INDEX_CODES, knownCodes, type IndexCodes } from './index-codes';
import { INDEX_FORMAT_VERSION, indexHeader, readIndexHeader } from './index-header';
import { decode, encode, RECORD_SIZE, toIndexRecord, TYPE, type IndexRecord } from './index-record';
import type { JournalIndex } from './journal-index';

const CHUNK = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/**
 * The records of a month's `.idx` (after its header) when it can be read with `codes`, else
 * undefined: an index of the first layout, or one whose codes name something else now, would
 * label operations wrongly and is rebuilt from the journal instead.
 */
export function indexRecords(idx: Buffer, codes: IndexCodes = INDEX_CODES): Buffer | undefined {
  const header = readIndexHeader(idx);
  if (header?.version !== INDEX_FORMAT_VERSION) return undefined;
  if (compareCodes(header.codes, codes) === 'conflict') return undefined;
  return idx.subarray(header.length);
}

/** A month's `.idx` opened for appending, with its size: the journal keeps it open. */
export async function openMonthIndex(idxPath: string): Promise<{ fh: FileHandle; size: number }> {
  const fh = await open(idxPath, 'a');
  try {
    return { fh, size: (await fh.stat()).size };
  } catch (error) {
    await fh.close();
    throw error;
  }
}

/**
 * Appends a write's records to a month's `.idx` of `size` bytes, starting an empty one with its
 * header; the new size.
 */
export async function appendMonthIndex(
  fh: FileHandle,
  size: number,
  records: Buffer,
  codes: IndexCodes = INDEX_CODES,
): Promise<number> {
  const bytes = size === 0 ? Buffer.concat([indexHeader(codes), records]) : records;
  await fh.appendFile(bytes);
  return size + bytes.length;
}

/** Replaced whole, so a reader never sees half an index. */
async function replaceMonthIndex(idxPath: string, records: Buffer, codes: IndexCodes) {
  await writeFile(`${idxPath}.tmp`, Buffer.concat([indexHeader(codes), records]));
  await rename(`${idxPath}.tmp`, idxPath);
}

/**
 * Adds a month to the in-memory index from its `.idx`, first bringing the `.idx` up to date
 * where it lags the journal (a crash between the two writes) or is missing or damaged, and
 * rebuilding it whole where it cannot be read with `codes`.
 */
export async function loadMonthIndex(
  dir: string,
  index: JournalIndex,
  name: string,
  codes: IndexCodes = INDEX_CODES,
) {
  const file = index.fileNumber(name);
  const idxPath = join(dir, name.replace('.jsonl', '.idx'));
  const idx = await readFile(idxPath).catch(() => undefined);
  const readable = idx && indexRecords(idx, codes);
  const records = readable ?? Buffer.alloc(0);
  const whole = Math.floor(records.length / RECORD_SIZE);
  index.addEncoded(file, records, whole);
  const last = whole > 0 ? decode(records, whole - 1) : undefined;
  const covered = last ? last.offset + last.length + 1 : 0;
  const size = await stat(join(dir, name)).then(
    (s) => s.size,
    () => 0,
  );
  if (readable && covered >= size && records.length === whole * RECORD_SIZE) return;
  const added = await indexJournalRange(join(dir, name), covered, size, CHUNK, codes);
  index.addEncoded(file, added, added.length / RECORD_SIZE);
  await replaceMonthIndex(
    idxPath,
    Buffer.concat([records.subarray(0, whole * RECORD_SIZE), added]),
    codes,
  );
}

/**
 * Checks a month's `.idx` against its journal and, where it does not describe it, rebuilds it
 * whole from the journal: run once before the index is first read, by either road (the newest
 * page reads `.idx` files directly). An index of another layout, or with a code that names
 * something else under `codes` or nothing at all, is rebuilt too; one written before an
 * operation was added only gets the current codes in its header. True when it was rebuilt.
 */
export async function checkMonthIndex(
  dir: string,
  name: string,
  codes: IndexCodes = INDEX_CODES,
): Promise<boolean> {
  const path = join(dir, name);
  const idxPath = path.replace(/\.jsonl$/, '.idx');
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  const idx = await readFile(idxPath).catch(() => undefined);
  if (idx === undefined) return false;
  const records = indexRecords(idx, codes);
  const written = records && readIndexHeader(idx)!.codes;
  const older = written !== undefined && compareCodes(written, codes) === 'older';
  if (records && codesKnown(records, codes, older) && (await describes(records, path, size))) {
    if (older) await replaceMonthIndex(idxPath, records, codes);
    return false;
  }
  const rebuilt = await indexJournalRange(path, 0, size, CHUNK, codes);
  await replaceMonthIndex(idxPath, rebuilt, codes);
  return true;
}

/**
 * Whether every begin and finish holds a code `codes` names. Code 0 (an operation or outcome
 * the writing version did not know) stands only while no name has been added since: a version
 * that knows more may know that one.
 */
function codesKnown(records: Buffer, codes: IndexCodes, older: boolean): boolean {
  const operations = knownCodes(codes.operations);
  const outcomes = knownCodes(codes.outcomes);
  operations[0] = outcomes[0] = older ? 0 : 1;
  for (let o = 0; o + RECORD_SIZE <= records.length; o += RECORD_SIZE) {
    const type = records[o];
    const code = records[o + 1]!;
    if (type === TYPE.begin && !operations[code]) return false;
    if (type === TYPE.finish && !outcomes[code]) return false;
  }
  return true;
}

/**
 * Whether a month's `.idx` records can be the index of its journal: its lines in order, none
 * overlapping another or past the end, and the last one ending where a line ends. Two writers
 * on one journal (two hosts on one data folder) leave records whose offsets point into each
 * other's lines, which read as the wrong operation's outcome; a copied or truncated journal
 * leaves records past its end. Only offsets are compared, and one line end read, so years of
 * history stay quick.
 */
async function describes(records: Buffer, journalPath: string, size: number): Promise<boolean> {
  const whole = Math.floor(records.length / RECORD_SIZE);
  let end = 0;
  for (let i = 0; i < whole; i++) {
    const offset = records.readUInt32LE(i * RECORD_SIZE + 4);
    const length = records.readUInt32LE(i * RECORD_SIZE + 8);
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
  codes: IndexCodes = INDEX_CODES,
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
        const record = indexLine(line, pendingAt + lineStart, nl - lineStart, codes);
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
function indexLine(
  line: string,
  offset: number,
  length: number,
  codes: IndexCodes,
): IndexRecord | undefined {
  if (line === '') return undefined;
  try {
    const value = JSON.parse(line) as Partial<JournalRecord> | null;
    const whole =
      value && typeof value.operation_id === 'string' && typeof value.at === 'string' && value.type;
    return whole ? toIndexRecord(value as JournalRecord, offset, length, codes) : undefined;
  } catch {
    return undefined;
  }
}
