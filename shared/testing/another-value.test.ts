import { describe, expect, it } from 'vitest';
import { anotherOf } from './another-value';

describe('anotherOf', () => {
  it('differs from the original even when it already ends in the usual replacement', () => {
    for (const token of ['abcx', 'abcy', 'x', '', 'AAAAAAAAAAAAAAAAAAAAAx']) {
      const other = anotherOf(token);
      expect(other).not.toBe(token);
      expect(other.length).toBe(Math.max(token.length, 1));
      expect(other.slice(0, -1)).toBe(token.slice(0, -1));
    }
  });
});
