import { describe, expect, it } from 'vitest';

/** features/money's own sources, tests left out. */
const sources = import.meta.glob<string>(
  ['/renderer/src/features/money/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

describe('features/money', () => {
  it('reads payments through lib/ and ui/, never from features/payments, which imports it', () => {
    const reaching = Object.entries(sources)
      .filter(([, code]) => /from '\.\.\/payments\//.test(code))
      .map(([path]) => path);
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(reaching).toEqual([]);
  });
});
