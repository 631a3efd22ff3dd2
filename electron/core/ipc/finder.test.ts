import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import {
  PaymentSearch,
  type FoundPayment,
  type MirrorStatus,
  type PaymentSearchInput,
} from '../../../shared/schemas/payment-search';
import { finderHandlers, type Finder } from './finder';

const ACTIVE = { id: 'prof-live', name: 'Live store' };

function row(seq: number): FoundPayment {
  return {
    seq,
    id: `pay-${seq}`,
    traceId: `T${seq}`,
    merchantId: 'mer-1',
    status: 'CAPTURED',
    amountMinor: 1000 + seq,
    currency: 'USD',
    cardBrand: 'VISA',
    bin: '411111',
    lastFour: '4242',
    userId: null,
    instrumentId: null,
    createdAt: 1_700_000_000_000 - seq * 1000,
    updatedAt: null,
  };
}

const status = (state: MirrorStatus['state'], profileId = ACTIVE.id): MirrorStatus => ({
  profileId,
  state,
  mirrored: 0,
  apiTotal: null,
  lastSyncedAt: null,
});

/** A mirror open for `openFor` holding `rows`; records which profile each search named. */
function finder(openFor: string | null, rows: FoundPayment[], state = status({ kind: 'syncing' })) {
  const asked: { profileId: string; query: PaymentSearchInput }[] = [];
  const double: Finder = {
    status: () => state,
    search: (profileId, query) => {
      asked.push({ profileId, query });
      if (profileId !== openFor) return null;
      return Promise.resolve(
        ok({ rows: rows.slice(0, query.limit), total: { count: rows.length, capped: false } }),
      );
    },
  };
  return { double, asked };
}

const query = (input: PaymentSearchInput) => PaymentSearch.parse(input);

describe('finder:search', () => {
  it('searches the active profile’s mirror and gives the next page where the page was full', async () => {
    const { double, asked } = finder(ACTIVE.id, [row(1), row(2), row(3)]);
    const handlers = finderHandlers(double, () => ACTIVE);

    const full = await handlers['finder:search'](query({ lastFour: '4242', limit: 2 }));
    expect(asked[0]?.profileId).toBe(ACTIVE.id);
    const total = { count: 3, capped: false };
    expect(full).toEqual(
      ok({ rows: [row(1), row(2)], next: { createdAt: row(2).createdAt, seq: 2 }, total }),
    );

    const short = await handlers['finder:search'](query({ lastFour: '4242', limit: 5 }));
    expect(short).toEqual(ok({ rows: [row(1), row(2), row(3)], next: null, total }));
  });

  it('says the mirror is not ready, naming the profile, while another profile’s is open', async () => {
    const { double } = finder('prof-other', [row(1)]);
    const answer = await finderHandlers(double, () => ACTIVE)['finder:search'](query({}));
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error).toMatchObject({
      code: 'not_found',
      reason: 'mirror_not_ready',
      params: { profile: 'Live store' },
    });
  });

  it('says another console holds the mirror when the sync found it locked', async () => {
    const { double } = finder(null, [], status({ kind: 'error', reason: 'mirror_in_use' }));
    const answer = await finderHandlers(double, () => ACTIVE)['finder:search'](query({}));
    expect(!answer.ok && answer.error).toMatchObject({ code: 'conflict', reason: 'mirror_in_use' });
  });

  it('without a mirror at all (a core started without one), says it is not ready', async () => {
    const answer = await finderHandlers(undefined, () => ACTIVE)['finder:search'](query({}));
    expect(!answer.ok && answer.error.reason).toBe('mirror_not_ready');
  });
});

describe('finder:status', () => {
  it('is the sync’s status, or idle for the active profile without a mirror', async () => {
    const syncing = status({ kind: 'syncing' });
    expect(
      await finderHandlers(finder(null, [], syncing).double, () => ACTIVE)['finder:status'](),
    ).toEqual(ok(syncing));
    expect(await finderHandlers(undefined, () => ACTIVE)['finder:status']()).toEqual(
      ok(status({ kind: 'idle' })),
    );
  });
});
