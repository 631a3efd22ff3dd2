import { expect, it } from 'vitest';
import { MirrorErrorReason } from './schemas/payment-search';
import { MIRROR_REASON_WORDS, MIRROR_REASONS } from './mirror-reason-words';

it('says every reason the mirror’s status can carry, in English and in Spanish', () => {
  expect([...MIRROR_REASONS].sort()).toEqual([...MirrorErrorReason.options].sort());
  for (const reason of MirrorErrorReason.options) {
    expect(MIRROR_REASON_WORDS.en[reason]).toMatch(/\w/);
    expect(MIRROR_REASON_WORDS.es[reason]).toMatch(/\w/);
    expect(MIRROR_REASON_WORDS.es[reason]).not.toBe(MIRROR_REASON_WORDS.en[reason]);
  }
});
