import type { IndexCodes } from './index-codes';
import { RECORD_SIZE } from './index-record';

/**
 * The layout of a month's `.idx`. 1 had no header and stored operations and outcomes by their
 * position in the catalog's lists; 2 starts with this header and stores stable codes.
 */
export const INDEX_FORMAT_VERSION = 2;

const MAGIC = Buffer.from('PCJIDX', 'latin1');
const FIXED = 16;

export interface IndexHeader {
  version: number;
  /** Bytes before the first record: a whole number of records, so records stay aligned. */
  length: number;
  /** The codes the index was written with. */
  codes: IndexCodes;
}

/**
 * The header an index starts with: magic, format version, its own length, then the codes as
 * JSON, zero-padded to a whole number of records. Its first byte ('P') is no record type, so an
 * index of the first layout is never taken for one with a header.
 */
export function indexHeader(codes: IndexCodes): Buffer {
  const json = Buffer.from(
    JSON.stringify({ operations: codes.operations, outcomes: codes.outcomes }),
  );
  const length = Math.ceil((FIXED + json.length) / RECORD_SIZE) * RECORD_SIZE;
  const header = Buffer.alloc(length);
  MAGIC.copy(header, 0);
  header.writeUInt16LE(INDEX_FORMAT_VERSION, 6);
  header.writeUInt32LE(length, 8);
  header.writeUInt32LE(json.length, 12);
  json.copy(header, FIXED);
  return header;
}

/**
 * The header at the start of `bytes` (the whole index, or at least its header), or undefined
 * when there is none (the first layout, an empty or damaged file): such an index is rebuilt.
 */
export function readIndexHeader(bytes: Buffer): IndexHeader | undefined {
  if (bytes.length < FIXED || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const version = bytes.readUInt16LE(6);
  const length = bytes.readUInt32LE(8);
  const jsonLength = bytes.readUInt32LE(12);
  if (length % RECORD_SIZE !== 0 || FIXED + jsonLength > length || bytes.length < length) {
    return undefined;
  }
  try {
    const codes = JSON.parse(bytes.toString('utf8', FIXED, FIXED + jsonLength)) as IndexCodes;
    return isCodes(codes) ? { version, length, codes } : undefined;
  } catch {
    return undefined;
  }
}

/** How many bytes to read to see a header's fixed part and learn its whole length. */
export const HEADER_PROBE = FIXED;

/** The length a header says it has, from its fixed part; undefined when it is no header. */
export function headerLength(fixed: Buffer): number | undefined {
  if (fixed.length < FIXED || !fixed.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (fixed.readUInt16LE(6) !== INDEX_FORMAT_VERSION) return undefined;
  const length = fixed.readUInt32LE(8);
  return length % RECORD_SIZE === 0 && length >= RECORD_SIZE ? length : undefined;
}

function isCodes(value: unknown): value is IndexCodes {
  const table = (t: unknown) =>
    typeof t === 'object' &&
    t !== null &&
    Object.values(t).every((code) => Number.isInteger(code) && code > 0 && code < 255);
  const v = value as Partial<IndexCodes> | null;
  return typeof v === 'object' && v !== null && table(v.operations) && table(v.outcomes);
}
