type TypedArray = Uint8Array | Uint16Array | Uint32Array | Float32Array | Float64Array;
type TypedArrayCtor<T extends TypedArray> = new (length: number) => T;

/** A growable typed array: the index keeps one per field, a few bytes per operation. */
export class Column<T extends TypedArray> {
  data: T;

  constructor(
    private readonly Ctor: TypedArrayCtor<T>,
    capacity = 1024,
  ) {
    this.data = new Ctor(capacity);
  }

  set(i: number, value: number) {
    if (i >= this.data.length) this.reserve(i + 1);
    this.data[i] = value;
  }

  /**
   * Grows to at least `length` so a bulk load can write `data` directly (a fast path). At
   * least doubles: loading month after month must not copy the whole column each time.
   */
  reserve(length: number) {
    if (length <= this.data.length) return;
    const grown = new this.Ctor(Math.max(length, this.data.length * 2));
    grown.set(this.data);
    this.data = grown;
  }

  get(i: number): number {
    return this.data[i]!;
  }
}
