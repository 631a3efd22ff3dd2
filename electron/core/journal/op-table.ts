/**
 * Operation hash → row, for the journal index. A `Map` keyed by 53-bit numbers boxes every
 * key and took most of the time to open a 100,000-operation index; this open-addressing
 * table keeps keys and rows in typed arrays. Keys are FNV-style hashes, so their low 32 bits
 * are already well spread and serve as the slot.
 */
export class OpTable {
  private keys: Float64Array;
  private rows: Int32Array;
  private used = 0;

  constructor(capacity = 1024) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(16, capacity * 2)));
    this.keys = new Float64Array(slots);
    this.rows = new Int32Array(slots).fill(-1);
  }

  get size(): number {
    return this.used;
  }

  /** Makes room for `count` keys in all, so a bulk load does not grow the table repeatedly. */
  reserve(count: number): void {
    if (count * 2 > this.rows.length) this.grow(count * 2);
  }

  set(key: number, row: number): void {
    if ((this.used + 1) * 2 > this.rows.length) this.grow(this.rows.length * 2);
    const mask = this.rows.length - 1;
    let slot = (key >>> 0) & mask;
    while (this.rows[slot] !== -1 && this.keys[slot] !== key) slot = (slot + 1) & mask;
    if (this.rows[slot] === -1) this.used += 1;
    this.keys[slot] = key;
    this.rows[slot] = row;
  }

  get(key: number): number | undefined {
    const mask = this.rows.length - 1;
    let slot = (key >>> 0) & mask;
    for (;;) {
      const row = this.rows[slot]!;
      if (row === -1) return undefined;
      if (this.keys[slot] === key) return row;
      slot = (slot + 1) & mask;
    }
  }

  private grow(minSlots: number): void {
    const { keys, rows } = this;
    const slots = 2 ** Math.ceil(Math.log2(minSlots));
    this.keys = new Float64Array(slots);
    this.rows = new Int32Array(slots).fill(-1);
    this.used = 0;
    for (let s = 0; s < rows.length; s++) if (rows[s] !== -1) this.set(keys[s]!, rows[s]!);
  }
}
