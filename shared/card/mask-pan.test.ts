import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPan } from './mask-pan';

const pan = fc
  .integer({ min: 12, max: 19 })
  .chain((length) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length }),
  );

describe('maskPan', () => {
  it('never shows more than the BIN and the last four digits', () => {
    fc.assert(
      fc.property(pan, (digits) => {
        const masked = maskPan(digits);
        const shown = masked.replace(/\D/g, '');
        expect(shown.length).toBeLessThanOrEqual(10);
        expect(shown.length).toBeLessThanOrEqual(digits.length / 2 + 2);
        expect(masked.endsWith(digits.slice(-4))).toBe(true);
        expect(masked).toHaveLength(digits.length);
        // The middle digits never appear, whatever they are.
        const middle = masked.slice(6, -4);
        expect(middle).toMatch(/^•*$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('masks a formatted 16-digit number to BIN + last four', () => {
    expect(maskPan('4111 1111 1111 1111')).toBe('411111••••••1111');
  });

  it('shows nothing of numbers too short to be card numbers', () => {
    expect(maskPan('12345678')).toBe('••••••••');
  });
});
