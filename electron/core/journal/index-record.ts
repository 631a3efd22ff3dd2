import { MONEY_OPERATION_NAMES } from '../../../shared/operations/catalog';
import type { RevealedIds } from '../../../shared/operations/descriptor';
import { moneyDescriptor } from '../../../shared/operations/registry';
import type { JournalFinish, JournalRecord } from '../../../shared/schemas/journal';
import { readAnswer } from '../pipeline/report';
import { hash32, hash53 } from './hash';
import { codeOf, INDEX_CODES, type IndexCodes } from './index-codes';

/**
 * One journal line as the index keeps it: 64 bytes, fixed, so a month's index is read in one
 * go and years of operations fit in a few megabytes. Strings are kept as hashes; the line
 * itself (at `offset`, `length` in the month's .jsonl) is read when a row is shown.
 */
export const RECORD_SIZE = 64;

export const TYPE = { begin: 1, attempt: 2, finish: 3 } as const;

export interface IndexRecord {
  type: number;
  /** begin: the operation's journal code; finish: the outcome's code (index-codes.ts). */
  code: number;
  production: number;
  offset: number;
  length: number;
  profile: number;
  at: number;
  op: number;
  key: number;
  payment: number;
  transaction: number;
  instrument: number;
  user: number;
  merchant: number;
  latency: number;
}

const h = (value: unknown) => (typeof value === 'string' && value !== '' ? hash32(value) : 0);

/**
 * Ids the answer revealed (an authorization creates the payment and transaction ids), as the
 * operation's descriptor reads them; a line written before finishes named their operation is
 * read by every money descriptor, first id found.
 */
export function answerIds(finish: JournalFinish): RevealedIds {
  const body = finish.response?.body;
  if (body === undefined) return {};
  if (finish.operation) return readAnswer(finish.operation, body).ids;
  return Object.assign(
    {},
    ...MONEY_OPERATION_NAMES.map((name) => moneyDescriptor(name).read(body).ids).reverse(),
  ) as RevealedIds;
}

export function toIndexRecord(
  record: JournalRecord,
  offset: number,
  length: number,
  codes: IndexCodes = INDEX_CODES,
): IndexRecord {
  // Filled in place rather than spread over defaults: overriding spread properties takes V8's
  // slow path, which made rebuilding a 100,000-operation index several times slower.
  const r: IndexRecord = {
    type: TYPE.attempt,
    code: 0,
    offset,
    length,
    at: Date.parse(record.at),
    op: hash53(record.operation_id),
    production: 0,
    profile: 0,
    key: 0,
    payment: 0,
    transaction: 0,
    instrument: 0,
    user: 0,
    merchant: 0,
    latency: 0,
  };
  if (record.type === 'begin') {
    const t = record.targets;
    r.type = TYPE.begin;
    r.code = codeOf(codes.operations, record.operation) ?? 0;
    r.production = record.profile.production ? 1 : 0;
    r.profile = h(record.profile.id);
    r.key = h(record.idempotency_key);
    r.payment = h(t.payment_id);
    r.transaction = h(t.transaction_id);
    r.instrument = h(t.instrument_id);
    r.user = h(t.user_id);
    r.merchant = h(t.merchant_id);
    return r;
  }
  if (record.type === 'finish') {
    const ids = answerIds(record);
    r.type = TYPE.finish;
    r.code = codeOf(codes.outcomes, record.outcome) ?? 0;
    r.latency = record.latency_ms;
    // A resolution by hand names the payment that showed it went through: searchable too.
    r.payment = h(ids.payment_id ?? record.resolution?.payment_id);
    r.transaction = h(ids.transaction_id);
    // A change's answer may name what it created (a new instrument's id).
    r.instrument = h(ids.instrument_id);
    r.user = h(ids.user_id);
    return r;
  }
  r.latency = record.latency_ms;
  return r;
}

export function encode(records: IndexRecord[]): Buffer {
  const buffer = Buffer.alloc(records.length * RECORD_SIZE);
  records.forEach((r, i) => {
    const o = i * RECORD_SIZE;
    buffer.writeUInt8(r.type, o);
    buffer.writeUInt8(r.code, o + 1);
    buffer.writeUInt8(r.production, o + 2);
    buffer.writeUInt32LE(r.offset, o + 4);
    buffer.writeUInt32LE(r.length, o + 8);
    buffer.writeUInt32LE(r.profile, o + 12);
    buffer.writeDoubleLE(r.at, o + 16);
    buffer.writeDoubleLE(r.op, o + 24);
    buffer.writeUInt32LE(r.key, o + 32);
    buffer.writeUInt32LE(r.payment, o + 36);
    buffer.writeUInt32LE(r.transaction, o + 40);
    buffer.writeUInt32LE(r.instrument, o + 44);
    buffer.writeUInt32LE(r.user, o + 48);
    buffer.writeUInt32LE(r.merchant, o + 52);
    buffer.writeFloatLE(r.latency, o + 56);
  });
  return buffer;
}

export function decode(buffer: Buffer, i: number): IndexRecord {
  const o = i * RECORD_SIZE;
  return {
    type: buffer.readUInt8(o),
    code: buffer.readUInt8(o + 1),
    production: buffer.readUInt8(o + 2),
    offset: buffer.readUInt32LE(o + 4),
    length: buffer.readUInt32LE(o + 8),
    profile: buffer.readUInt32LE(o + 12),
    at: buffer.readDoubleLE(o + 16),
    op: buffer.readDoubleLE(o + 24),
    key: buffer.readUInt32LE(o + 32),
    payment: buffer.readUInt32LE(o + 36),
    transaction: buffer.readUInt32LE(o + 40),
    instrument: buffer.readUInt32LE(o + 44),
    user: buffer.readUInt32LE(o + 48),
    merchant: buffer.readUInt32LE(o + 52),
    latency: buffer.readFloatLE(o + 56),
  };
}
