import { describe, expect, it } from 'vitest';
import { hash53 } from './hash';
import { OpTable } from './op-table';

describe('OpTable', () => {
  it('finds every operation it was given, across growth, and nothing else', () => {
    const table = new OpTable(4);
    const keys = Array.from({ length: 5000 }, (_, i) => hash53(`op-${i}`));
    keys.forEach((key, row) => table.set(key, row));
    expect(table.size).toBe(5000);
    expect(keys.map((key) => table.get(key))).toEqual(keys.map((_, row) => row));
    expect(table.get(hash53('op-absent'))).toBeUndefined();
  });

  it('tells apart keys that share their low 32 bits, and lets a later row replace one', () => {
    const table = new OpTable();
    const low = 12345;
    const a = low + 2 ** 32;
    const b = low + 2 * 2 ** 32;
    table.set(a, 1);
    table.set(b, 2);
    table.set(low, 3);
    table.set(b, 7);
    expect([table.get(a), table.get(b), table.get(low), table.size]).toEqual([1, 7, 3, 3]);
  });
});
