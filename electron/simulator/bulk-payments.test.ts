import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_FROM_MS,
  BULK_MERCHANTS,
  bulkCardCount,
  bulkPan,
  parseSeedPayments,
} from './bulk-payments';
import { cardBrand } from './cards';
import { luhnValid } from '../../shared/card/luhn';
import { listPayments } from './payment-list';
import { invariantViolations, paymentJson } from './payment-model';
import { SEED_EPOCH_MS, seedEpochOf, seededUntilOf } from './seed';
import { SEED_PAYMENTS, SEED_PAYMENTS_AT } from './seed-payments';
import { createSimulatorListener } from './server';
import { authBody, openSimulator, type Json, type Simulator } from './test-support';

const COUNT = 3000;

describe('--seed-payments N', () => {
  const { store } = createSimulatorListener({ seedPayments: COUNT });
  const bulk = store.bulk!;
  const all = Array.from({ length: COUNT }, (_, i) => bulk.build(i));

  it('builds the same payments for the same N, whenever it runs', () => {
    const again = createSimulatorListener({ seedPayments: COUNT }).store.bulk!;
    for (const i of [0, 1, 1234, COUNT - 1]) {
      expect(paymentJson(again.build(i))).toEqual(paymentJson(all[i]!));
    }
  });

  it('made and moved every seeded payment before the start of the seed’s day, so a later time is a run’s own', () => {
    // The console's mirror resumes a relaunch on the same seed by this bound (payments-sync.ts).
    const until = seededUntilOf(SEED_EPOCH_MS);
    const seeded = [...all, ...store.livePayments()];
    expect(seeded.length).toBeGreaterThan(COUNT);
    const latest = Math.max(...seeded.map((p) => Math.max(p.createdAt, p.updatedAt)));
    expect(latest).toBeLessThan(until);
    expect(new Date(until).getUTCHours()).toBe(0);
  });

  it('spreads them over every state, currency, merchant and card brand, in a year of time', () => {
    const statuses = new Set(all.map((p) => p.status));
    expect([...statuses].sort()).toEqual(
      ['AUTHORIZED', 'CANCELLED', 'CAPTURED', 'FAILED', 'REFUNDED', 'REJECTED'].sort(),
    );
    // Partly captured and partly refunded both stay CAPTURED: told apart by their amounts.
    expect(all.some((p) => p.status === 'CAPTURED' && p.captured < p.authorized)).toBe(true);
    expect(all.some((p) => p.status === 'CAPTURED' && p.refunded > 0)).toBe(true);
    const currencies = new Set(all.map((p) => p.currency));
    for (const c of ['USD', 'COP', 'JPY', 'CLP', 'EUR', 'MXN', 'PEN'])
      expect(currencies).toContain(c);
    expect(new Set(all.map((p) => p.merchantId)).size).toBe(BULK_MERCHANTS.length);
    // As the real sandbox sends a country: ISO alpha-3.
    expect(new Set(all.map((p) => p.country))).toContain('COL');
    expect(all.every((p) => /^[A-Z]{3}$/.test(p.country ?? ''))).toBe(true);
    expect(new Set(all.map((p) => p.card.brand))).toEqual(new Set(['VISA', 'MASTERCARD', 'AMEX']));
    expect(new Set(all.map((p) => p.card.instrumentId)).size).toBeGreaterThan(25);
    expect(all[0]!.createdAt).toBeGreaterThanOrEqual(BULK_FROM_MS);
    expect(all.at(-1)!.createdAt).toBeLessThan(SEED_PAYMENTS_AT);
    expect(all.at(-1)!.createdAt - all[0]!.createdAt).toBeGreaterThan(360 * 86_400_000);
    all.forEach((p, i) => {
      expect(invariantViolations(p)).toEqual([]);
      if (i > 0) expect(p.createdAt).toBeGreaterThan(all[i - 1]!.createdAt);
    });
  });

  it('dates its history back from the day it runs: the last month holds some, nothing lies ahead', () => {
    const now = Date.now();
    const fixed = SEED_PAYMENTS.map((seed) => store.findPayment(seed.id)!);
    const seeded = [...all, ...fixed];
    const times = seeded.flatMap((p) => [p.createdAt, p.updatedAt]);
    // Every later step too: a refund lands up to three weeks after its capture.
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    const lastMonth = seeded.filter((p) => p.createdAt >= now - 30 * 86_400_000);
    expect(fixed.every((p) => lastMonth.includes(p))).toBe(true);
    expect(lastMonth.length).toBeGreaterThan(fixed.length);
    expect(all[0]!.createdAt).toBeGreaterThan(now - 400 * 86_400_000);
    // A second launch on the same day seeds the same times, not only the same ids.
    expect(seedEpochOf(now)).toBe(SEED_EPOCH_MS);
    expect(seedEpochOf(now - 86_400_000)).toBe(SEED_EPOCH_MS - 86_400_000);
  });

  it('gives every payment its own terminal trace number and whole pesos and yen', () => {
    const traces = all.map((p) => p.traceId);
    expect(traces.every((t) => typeof t === 'string' && /^\d{10}$/.test(t))).toBe(true);
    expect(new Set(traces).size).toBe(COUNT);
    expect(paymentJson(all[7]!).external_client_trace_id).toBe(all[7]!.traceId);
    const cop = all.filter((p) => p.currency === 'COP');
    expect(cop.every((p) => p.initial % 100 === 0 && p.initial >= 2000)).toBe(true);
  });

  it('stores the cards as instruments of people, keeping no card number', () => {
    const card = store.instruments.get(all[0]!.card.instrumentId!)!;
    expect(card.lastFour).toBe(all[0]!.card.lastFour);
    const owner = [...store.users.values()].find((u) => u.links.has(card.id));
    expect(owner?.id).toMatch(/^usr-bulk-\d{5}$/);
    const stored = JSON.stringify(store);
    for (let k = 0; k < bulkCardCount(COUNT); k++) {
      const pan = bulkPan(k);
      expect(luhnValid(pan)).toBe(true);
      expect(pan.slice(-4)).toBe(
        store.instruments.get(`ins-bulk-${String(k + 1).padStart(5, '0')}`)?.lastFour,
      );
      expect(cardBrand(pan)).not.toBe('UNKNOWN');
      expect(stored).not.toContain(pan);
    }
  });

  it('refuses a count that is not a plain whole number in range', () => {
    expect(parseSeedPayments(undefined)).toBe(0);
    expect(parseSeedPayments('1000000')).toBe(1_000_000);
    for (const bad of ['1e6', '1_000', '-5', '10000001', 'many']) {
      expect(() => parseSeedPayments(bad)).toThrow(/--seed-payments must be a whole number/);
    }
  });
});

describe('GET /v1/payments over seeded payments', () => {
  let sim: Simulator;
  const SMALL = 450;
  const list = async (query: string) => {
    const reply = await sim.call('GET', `/v1/payments?${query}`);
    expect(reply.status).toBe(200);
    return reply.body.data as Json[];
  };
  const allPages = async (query: string) => {
    const rows: Json[] = [];
    for (let page = 1; ; page++) {
      const data = await list(`${query}&page=${page}&page_size=100`);
      if (data.length === 0) return rows;
      rows.push(...data);
    }
  };

  beforeAll(async () => {
    sim = await openSimulator({ seedPayments: SMALL });
  });
  afterAll(() => sim.sb.close());

  it('pages every payment once, newest first, the fixed seed ones on top', async () => {
    const rows = await allPages('sort=created_at:desc');
    expect(rows).toHaveLength(SMALL + SEED_PAYMENTS.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.slice(0, SEED_PAYMENTS.length).every((r) => r.id.startsWith('pay-seed-'))).toBe(
      true,
    );
    expect(rows.at(-1).id).toBe('pay-bulk-00000001');
    rows.forEach(
      (r, i) => i > 0 && expect(r.created_at).toBeLessThanOrEqual(rows[i - 1].created_at),
    );
    const ascending = await allPages('sort=created_at:asc');
    expect(ascending.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
  });

  it('keeps a seeded payment in its place once the API changes it, and filters by its new state', async () => {
    const authorized = (await list('status=AUTHORIZED&page_size=100')).find((r) =>
      r.id.startsWith('pay-bulk-'),
    );
    const before = await allPages('sort=created_at:desc');
    const place = before.findIndex((r) => r.id === authorized.id);
    const cancelled = await sim.call('POST', `/v1/pos/cancel-or-refund/${authorized.id}`, {});
    expect(cancelled.status).toBeLessThan(300);
    const after = await allPages('sort=created_at:desc');
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after[place].status).toBe('CANCELLED');
    const stillAuthorized = await allPages('status=AUTHORIZED');
    expect(stillAuthorized.map((r) => r.id)).not.toContain(authorized.id);
    expect((await allPages('status=CANCELLED')).map((r) => r.id)).toContain(authorized.id);
    const read = await sim.call('GET', `/v1/transactions/${authorized.transactions[0].id}`);
    expect(read.body.payment_id).toBe(authorized.id);
  });

  it('will not remove a seeded card from its holder while a seeded payment on it is open', async () => {
    const open = (await allPages('status=AUTHORIZED')).find((r) => r.id.startsWith('pay-bulk-'));
    const cardId: string = open.payment_instrument.id;
    const holder = `usr-bulk-${String(Math.floor((Number(cardId.slice(-5)) - 1) / 2) + 1).padStart(5, '0')}`;
    const user = await sim.call('GET', `/v1/users/${holder}/instruments`);
    expect(user.body.data.map((i: Json) => i.id)).toContain(cardId);
    const removal = await sim.call('DELETE', `/v1/users/${holder}/instruments/${cardId}`, {});
    expect(removal.status).toBe(409);
    expect(removal.body.payment_ids).toContain(open.id);
  });

  it('lists a payment made now before every seeded one, and a merchant filter pages its own', async () => {
    const [first] = await list('page_size=1');
    const made = await sim.call('POST', '/v1/payments/authorizations', authBody());
    expect(made.status).toBe(201);
    const [newest, second] = await list('page_size=2');
    expect([newest.id, second.id]).toEqual([made.body.payment_id, first.id]);
    const store = await allPages('merchant_id=mer-cdmx-roma');
    expect(store.length).toBeGreaterThan(0);
    expect(store.every((r) => r.merchant_id === 'mer-cdmx-roma')).toBe(true);
  });
});

describe('a page of seeded and live payments together', () => {
  const { store } = createSimulatorListener({ seedPayments: 300 });
  const bulk = store.bulk!;
  // Live payments whose times fall among the seeded ones, one exactly on a seeded time.
  for (const [k, i] of [7, 150, 151, 299].entries()) {
    const twin = bulk.build(i);
    store.savePayment({
      ...twin,
      id: `pay-live-${k}`,
      seq: store.nextSeq(),
      createdAt: k === 0 ? twin.createdAt : twin.createdAt + 1,
      status: k % 2 ? 'CAPTURED' : 'AUTHORIZED',
    });
  }
  const everything = [
    ...store.livePayments(),
    ...Array.from({ length: bulk.count }, (_, i) => bulk.build(i)),
  ];

  it.each([
    ['desc', null, null],
    ['asc', null, null],
    ['desc', 'AUTHORIZED', null],
    ['asc', 'CAPTURED', 'mer-seed-store-2'],
  ] as const)(
    'matches a full sort, %s, status %s, merchant %s, at every page size',
    (direction, status, merchantId) => {
      const sign = direction === 'asc' ? 1 : -1;
      const want = everything
        .filter(
          (p) =>
            (status === null || p.status === status) &&
            (merchantId === null || p.merchantId === merchantId),
        )
        .sort((a, b) => sign * (a.createdAt - b.createdAt || a.seq - b.seq))
        .map((p) => p.id);
      expect(want.length).toBeGreaterThan(2);
      for (const pageSize of [1, 7, 100]) {
        const got: string[] = [];
        for (let page = 1; page <= Math.ceil(want.length / pageSize) + 1; page++) {
          got.push(
            ...listPayments(store, { status, merchantId }, { page, pageSize, direction }).map(
              (p) => p.id,
            ),
          );
        }
        expect(got).toEqual(want);
      }
    },
  );
});
