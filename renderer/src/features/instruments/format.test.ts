import { describe, expect, it } from 'vitest';
import { idLike } from './format';

describe('idLike', () => {
  it('looks up an instrument id, trimmed', () => {
    expect(idLike('  ins-4f2_a  ')).toBe('ins-4f2_a');
  });

  it('follows the contract id rule, length included', () => {
    const longest = `ins-${'a'.repeat(124)}`;
    expect(idLike(longest)).toBe(longest);
    expect(idLike(`${longest}a`)).toBeUndefined();
  });

  it('filters for anything else', () => {
    for (const query of ['ins-', 'ins-../x', 'pay-1', 'visa', 'ins-1?x=2'])
      expect(idLike(query)).toBeUndefined();
  });
});
