import { RECORD_SIZE, TYPE, type IndexRecord } from './index-record';
import { Column } from './columns';
import { OpTable } from './op-table';

/** Where a journal line lives: month file (by position in the index's file list), offset, length. */
export interface LineRef {
  file: number;
  offset: number;
  length: number;
}

export const NO_OUTCOME = 255;
const ID_FIELDS = ['key', 'payment', 'transaction', 'instrument', 'user', 'merchant'] as const;

/**
 * The operations of the journal, one row per operation in the order they began, as typed-array
 * columns: what the Activity view filters, sorts and searches on without reading the history.
 * A finish (there may be several, after retries) updates its operation's outcome and adds the
 * ids the answer revealed.
 */
export class JournalIndex {
  count = 0;
  readonly files: string[] = [];
  private readonly byOp = new OpTable();
  readonly file = new Column(Uint16Array);
  readonly offset = new Column(Uint32Array);
  readonly length = new Column(Uint32Array);
  readonly at = new Column(Float64Array);
  readonly kind = new Column(Uint8Array);
  readonly production = new Column(Uint8Array);
  readonly profile = new Column(Uint32Array);
  readonly outcome = new Column(Uint8Array);
  readonly latency = new Column(Float32Array);
  readonly finishFile = new Column(Uint16Array);
  readonly finishOffset = new Column(Uint32Array);
  readonly finishLength = new Column(Uint32Array);
  /**
   * 6 id hashes from the begin, 2 (payment, transaction) from the latest finish; an instrument
   * or user only the answer revealed (a created instrument) fills the begin's empty slot.
   */
  readonly ids = new Column(Uint32Array, 8 * 1024);

  fileNumber(name: string): number {
    let n = this.files.indexOf(name);
    if (n < 0) n = this.files.push(name) - 1;
    return n;
  }

  add(file: number, r: IndexRecord): void {
    if (r.type === TYPE.begin) {
      const i = this.count++;
      this.byOp.set(r.op, i);
      this.file.set(i, file);
      this.offset.set(i, r.offset);
      this.length.set(i, r.length);
      this.at.set(i, r.at);
      this.kind.set(i, r.code);
      this.production.set(i, r.production);
      this.profile.set(i, r.profile);
      this.outcome.set(i, NO_OUTCOME);
      this.latency.set(i, 0);
      this.finishLength.set(i, 0);
      ID_FIELDS.forEach((field, k) => this.ids.set(i * 8 + k, r[field]));
      this.ids.set(i * 8 + 6, 0);
      this.ids.set(i * 8 + 7, 0);
      return;
    }
    if (r.type !== TYPE.finish) return;
    const i = this.byOp.get(r.op);
    if (i === undefined) return; // its begin was torn by a crash: nothing to attach it to
    this.outcome.set(i, r.code);
    this.latency.set(i, r.latency);
    this.finishFile.set(i, file);
    this.finishOffset.set(i, r.offset);
    this.finishLength.set(i, r.length);
    if (r.payment) this.ids.set(i * 8 + 6, r.payment);
    if (r.transaction) this.ids.set(i * 8 + 7, r.transaction);
    if (r.instrument && !this.ids.get(i * 8 + 3)) this.ids.set(i * 8 + 3, r.instrument);
    if (r.user && !this.ids.get(i * 8 + 4)) this.ids.set(i * 8 + 4, r.user);
  }

  /**
   * Adds the records of a month's index file straight from its bytes: opening years of history
   * must not build an object per line. Same effect as `add(file, decode(buffer, i))` for each.
   */
  addEncoded(file: number, buffer: Buffer, records: number): void {
    const need = this.count + records;
    for (const column of [
      this.file,
      this.offset,
      this.length,
      this.at,
      this.kind,
      this.production,
      this.profile,
      this.outcome,
      this.latency,
      this.finishFile,
      this.finishOffset,
      this.finishLength,
    ]) {
      column.reserve(need);
    }
    this.ids.reserve(need * 8);
    this.byOp.reserve(need);
    // Local typed arrays: each store below is monomorphic, which a generic setter is not.
    const [files, offsets, lengths, ats, kinds, productions, profiles, outcomes, latencies] = [
      this.file.data,
      this.offset.data,
      this.length.data,
      this.at.data,
      this.kind.data,
      this.production.data,
      this.profile.data,
      this.outcome.data,
      this.latency.data,
    ];
    const [finishFiles, finishOffsets, finishLengths, ids] = [
      this.finishFile.data,
      this.finishOffset.data,
      this.finishLength.data,
      this.ids.data,
    ];
    const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    for (let k = 0; k < records; k++) {
      const o = k * RECORD_SIZE;
      const type = view.getUint8(o);
      if (type === TYPE.begin) {
        const i = this.count++;
        this.byOp.set(view.getFloat64(o + 24, true), i);
        files[i] = file;
        offsets[i] = view.getUint32(o + 4, true);
        lengths[i] = view.getUint32(o + 8, true);
        ats[i] = view.getFloat64(o + 16, true);
        kinds[i] = view.getUint8(o + 1);
        productions[i] = view.getUint8(o + 2);
        profiles[i] = view.getUint32(o + 12, true);
        outcomes[i] = NO_OUTCOME;
        latencies[i] = 0;
        finishLengths[i] = 0;
        for (let f = 0; f < 6; f++) ids[i * 8 + f] = view.getUint32(o + 32 + f * 4, true);
        ids[i * 8 + 6] = 0;
        ids[i * 8 + 7] = 0;
      } else if (type === TYPE.finish) {
        const i = this.byOp.get(view.getFloat64(o + 24, true));
        if (i === undefined) continue;
        outcomes[i] = view.getUint8(o + 1);
        latencies[i] = view.getFloat32(o + 56, true);
        finishFiles[i] = file;
        finishOffsets[i] = view.getUint32(o + 4, true);
        finishLengths[i] = view.getUint32(o + 8, true);
        const payment = view.getUint32(o + 36, true);
        const transaction = view.getUint32(o + 40, true);
        if (payment) ids[i * 8 + 6] = payment;
        if (transaction) ids[i * 8 + 7] = transaction;
        const instrument = view.getUint32(o + 44, true);
        const user = view.getUint32(o + 48, true);
        if (instrument && !ids[i * 8 + 3]) ids[i * 8 + 3] = instrument;
        if (user && !ids[i * 8 + 4]) ids[i * 8 + 4] = user;
      }
    }
  }

  ordinalOf(opHash: number): number | undefined {
    return this.byOp.get(opHash);
  }

  begin(i: number): LineRef {
    return { file: this.file.get(i), offset: this.offset.get(i), length: this.length.get(i) };
  }

  finish(i: number): LineRef | undefined {
    const length = this.finishLength.get(i);
    return length === 0
      ? undefined
      : { file: this.finishFile.get(i), offset: this.finishOffset.get(i), length };
  }

  /** Whether any id of operation `i` hashes to `h` (a candidate: the caller confirms on disk). */
  mentions(i: number, h: number): boolean {
    const ids = this.ids.data;
    for (let k = i * 8; k < i * 8 + 8; k++) if (ids[k] === h) return true;
    return false;
  }
}
