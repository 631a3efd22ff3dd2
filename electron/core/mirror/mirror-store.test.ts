import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentSearch,
  type FoundPayment,
  type MirroredPayment,
  type PaymentSearchInput,
} from '../../../shared/schemas/payment-search';
import { MirrorStore } from './mirror-store';
import { seededRows } from './testing/seeded-rows';

const DAY = 86_400_000;
const rows = seededRows(4000);
const dir = mkdtempSync(join(tmpdir(), 'mirror-store-'));
let store: MirrorStore;

beforeAll(() => {
  const opened = MirrorStore.open(join(dir, 'payments.sqlite'));
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value;
  // Written newest first in pages of 100, as the API's list gives them.
  const newestFirst = [...rows].reverse();
  for (let page = 0; page * 100 < newestFirst.length; page++) {
    const written = store.writePage(newestFirst.slice(page * 100, page * 100 + 100), { page });
    expect(written.ok).toBe(true);
  }
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a search must return, worked out over the rows in memory. */
function expected(input: PaymentSearchInput): MirroredPayment[] {
  const q = PaymentSearch.parse(input);
  const hits = rows.filter(
    (r) =>
      (q.traceId === undefined || r.traceId === q.traceId) &&
      (q.lastFour === undefined || r.lastFour === q.lastFour) &&
      (q.merchantId === undefined || r.merchantId === q.merchantId) &&
      (q.status === undefined || r.status === q.status) &&
      (q.userId === undefined || r.userId === q.userId) &&
      (q.instrumentId === undefined || r.instrumentId === q.instrumentId) &&
      (q.amount === undefined ||
        (r.currency === q.amount.currency &&
          r.amountMinor !== null &&
          r.amountMinor >= q.amount.min &&
          r.amountMinor <= q.amount.max)) &&
      (q.from === undefined || r.createdAt >= q.from) &&
      (q.to === undefined || r.createdAt <= q.to),
  );
  // Seeded times never tie, so time alone orders them.
  return q.order === 'newest' ? hits.reverse() : hits;
}

/** Every page of a search, following `after` as a screen would. */
function allPages(input: PaymentSearchInput): FoundPayment[] {
  const out: FoundPayment[] = [];
  for (;;) {
    const last = out.at(-1);
    const page = store.search(
      PaymentSearch.parse({
        ...input,
        limit: 7,
        ...(last ? { after: { createdAt: last.createdAt, seq: last.seq } } : {}),
      }),
    );
    out.push(...page);
    if (page.length < 7) return out;
  }
}

const strip = ({ seq: _seq, ...row }: FoundPayment): MirroredPayment => row;
const sample = rows[1234]!;
const searches: Record<string, PaymentSearchInput> = {
  'trace number': { traceId: sample.traceId! },
  'last four and a 90-day window': {
    lastFour: sample.lastFour!,
    from: sample.createdAt - 45 * DAY,
    to: sample.createdAt + 45 * DAY,
  },
  'exact amount with its currency': {
    amount: { currency: sample.currency!, min: sample.amountMinor!, max: sample.amountMinor! },
  },
  'amount range with its currency and a month': {
    amount: { currency: 'COP', min: 20_000, max: 500_000 },
    from: sample.createdAt - 30 * DAY,
    to: sample.createdAt,
  },
  'merchant and a month, oldest first': {
    merchantId: 'mer-bogota-centro',
    from: sample.createdAt,
    to: sample.createdAt + 30 * DAY,
    order: 'oldest',
  },
  'status and a day': { status: 'AUTHORIZED', from: sample.createdAt - DAY, to: sample.createdAt },
  'a person': { userId: sample.userId! },
  'a card': { instrumentId: sample.instrumentId! },
};

describe('searching the mirror', () => {
  it('kept every payment once, with the cursor of the last page written', () => {
    expect(store.count()).toBe(rows.length);
    expect(store.cursor()).toEqual({ page: 39 });
  });

  it.each(Object.entries(searches))(
    'by %s: the matching payments, in order, page after page',
    (_, q) => {
      const want = expected(q);
      expect(want.length).toBeGreaterThan(0);
      expect(allPages(q).map(strip)).toEqual(want);
    },
  );

  it.each(Object.entries(searches))('by %s: walks an index, never the whole table', (_, q) => {
    const plan = store.plan(PaymentSearch.parse(q)).join(' | ');
    expect(plan).toMatch(/USING (COVERING )?INDEX payments_by_/);
    expect(plan).not.toMatch(/SCAN payments(?! USING)/);
    // Only a range of amounts is sorted by time after the index; anything else comes in order.
    if (q.amount && q.amount.min !== q.amount.max) return;
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it.each(Object.entries(searches))(
    'by %s: counts every match on the first page, through an index',
    (_, q) => {
      const query = PaymentSearch.parse({ ...q, limit: 3 });
      const want = expected(q).length;
      expect(store.find(query).total).toEqual({ count: want, capped: false });
      const plan = store.totalPlan(query).join(' | ');
      expect(plan).toMatch(/USING (COVERING )?INDEX payments_by_/);
      expect(plan).not.toMatch(/SCAN payments(?! USING)/);
    },
  );

  it('stops counting at the cap and says there are more', () => {
    const everything = PaymentSearch.parse({ limit: 5 });
    expect(store.find(everything, 4000)).toMatchObject({ total: { count: 4000, capped: false } });
    expect(store.find(everything, 3999)).toMatchObject({ total: { count: 3999, capped: true } });
    expect(store.find(everything, 100).rows).toHaveLength(5);
  });

  it('leaves a later page without a total: the first page already said it', () => {
    const first = store.find(PaymentSearch.parse({ limit: 5 }));
    const last = first.rows.at(-1)!;
    const second = store.find(
      PaymentSearch.parse({ limit: 5, after: { createdAt: last.createdAt, seq: last.seq } }),
    );
    expect(second.rows).toHaveLength(5);
    expect(second.total).toBeUndefined();
  });

  it('compares an amount only within its currency', () => {
    const amount = { min: 100_000, max: 100_000 };
    const cop = store.search(PaymentSearch.parse({ amount: { currency: 'COP', ...amount } }));
    expect(cop.every((p) => p.currency === 'COP')).toBe(true);
    const usd = store.search(PaymentSearch.parse({ amount: { currency: 'USD', ...amount } }));
    expect(usd.every((p) => p.currency === 'USD')).toBe(true);
  });

  it('keeps a payment in its place when it is read again, with its new state', () => {
    const target = rows[10]!;
    const before = store.search(PaymentSearch.parse({ traceId: target.traceId! }))[0]!;
    const changed = store.writePage([{ ...target, status: 'REFUNDED', lastFour: null }], null);
    expect(changed.ok).toBe(true);
    const after = store.search(PaymentSearch.parse({ traceId: target.traceId! }))[0]!;
    // The card facts a later answer lacks are kept; the cursor is left as it was.
    expect(after).toEqual({ ...before, status: 'REFUNDED' });
    expect(store.count()).toBe(rows.length);
    expect(store.cursor()).toEqual({ page: 39 });
    store.writePage([target], null);
  });

  it('refuses a row with a field it must not keep, writing nothing of its page', () => {
    const pan = { ...rows[0]!, id: 'pay-new-1', lastFour: '4111111111111111' };
    const result = store.writePage([{ ...rows[0]!, id: 'pay-new-0' }, pan], { page: 99 });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(
      store.search(PaymentSearch.parse({ lastFour: '1111', limit: 200 })).map((p) => p.id),
    ).not.toContain('pay-new-0');
    expect(store.cursor()).toEqual({ page: 39 });
  });
});

describe('the users’ reverse index', () => {
  it('gives a user the payments of the cards they hold, now and later, and stops when a card leaves them', () => {
    const opened = MirrorStore.open(join(dir, 'users.sqlite'));
    if (!opened.ok) throw new Error(opened.error.message);
    const mirror = opened.value;
    // As the API lists them: no user on any payment.
    const anonymous = rows.slice(0, 600).map((r) => ({ ...r, userId: null }));
    const card = anonymous[0]!.instrumentId!;
    const other = anonymous.find((r) => r.instrumentId !== card)!.instrumentId!;
    mirror.writePage(anonymous.slice(0, 300), { page: 1 });
    const byUser = (userId: string) =>
      mirror.search(PaymentSearch.parse({ userId, limit: 200 })).map((p) => p.id);
    const paidWith = (id: string, from: MirroredPayment[]) =>
      from.filter((r) => r.instrumentId === id).map((r) => r.id);
    expect(byUser('usr-maria')).toEqual([]);

    const learned = mirror.learnUser('usr-maria', [card, other]);
    const first = anonymous.slice(0, 300);
    expect(learned).toEqual({
      ok: true,
      value: paidWith(card, first).length + paidWith(other, first).length,
    });
    expect(byUser('usr-maria').sort()).toEqual(
      [...paidWith(card, first), ...paidWith(other, first)].sort(),
    );
    // Later pages of the same cards are hers as they are written.
    mirror.writePage(anonymous.slice(300), { page: 2 });
    expect(byUser('usr-maria').sort()).toEqual(
      [...paidWith(card, anonymous), ...paidWith(other, anonymous)].sort(),
    );
    // The other card left her: its next payments are nobody's, her past ones stay hers.
    expect(mirror.learnUser('usr-maria', [card]).ok).toBe(true);
    const later = { ...anonymous[1]!, id: 'pay-after-removal', instrumentId: other };
    mirror.writePage([later], null);
    expect(byUser('usr-maria')).not.toContain('pay-after-removal');
    expect(mirror.knownUsers(null, 10)).toEqual(['usr-maria']);
    expect(mirror.knownUsers('usr-maria', 10)).toEqual([]);
    expect(mirror.learnUser('usr maria; DROP', [card])).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    mirror.close();
  });
});

describe('the mirror’s count', () => {
  it('is kept exact through new rows, rows read again, a refused page, a clear and a reopen, without reading the table', () => {
    const file = join(dir, 'count.sqlite');
    const opened = MirrorStore.open(file);
    if (!opened.ok) throw new Error(opened.error.message);
    const counted = opened.value;
    const db = (counted as unknown as { db: DatabaseSync }).db;
    const onDisk = () =>
      (db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n;
    const some = rows.slice(0, 300);
    counted.writePage(some.slice(0, 200), { page: 1 });
    // Half of this page was written before: a resumed sync reading its last page again.
    counted.writePage(some.slice(100, 300), { page: 2 });
    counted.writePage(
      [
        { ...some[0]!, id: 'pay-count-new' },
        { ...some[1]!, lastFour: '4111111111111111' },
      ],
      null,
    );
    expect(onDisk()).toBe(300);
    const prepare = db.prepare.bind(db);
    let prepared = 0;
    db.prepare = (sql: string) => {
      prepared++;
      return prepare(sql);
    };
    expect(counted.count()).toBe(300);
    expect(prepared).toBe(0);
    db.prepare = prepare;
    counted.close();
    const again = MirrorStore.open(file);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.count()).toBe(300);
    again.value.clear();
    expect(again.value.count()).toBe(0);
    again.value.writePage(some.slice(0, 2), null);
    again.value.writePage(some.slice(0, 1), null);
    expect(again.value.count()).toBe(2);
    again.value.close();
  });
});

describe('the indexes a page writes', () => {
  it('keeps only payments with a user in the user index: the API’s payments name none', () => {
    const connection = (store as unknown as { db: DatabaseSync }).db;
    const byUser = connection
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'payments' AND sql LIKE '%(user_id%'",
      )
      .all() as { name: string; sql: string }[];
    expect(byUser).toHaveLength(1);
    expect(byUser[0]!.sql).toMatch(/WHERE user_id IS NOT NULL$/);
  });
});

describe('how a page is committed', () => {
  it('in WAL without an fsync of its own per page: a crash keeps it, a power cut rolls it back with its cursor', () => {
    const connection = (store as unknown as { db: DatabaseSync }).db;
    expect(connection.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // 1 is NORMAL; FULL (2) took ~210 ms of each ~230 ms page on a busy disk.
    expect(connection.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    // Copied back into the file every 64 MiB of WAL, not SQLite's 4 MiB: ~10 ms a page, not ~18.
    expect(connection.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({
      wal_autocheckpoint: 16_384,
    });
  });

  it('within its memory: a 32 MB page cache and no file mapped into the console’s memory', () => {
    const connection = (store as unknown as { db: DatabaseSync }).db;
    // 64 MB, all resident at a million-payment sync's peak, took the console past 150 MB.
    expect(connection.prepare('PRAGMA cache_size').get()).toEqual({ cache_size: -32_768 });
    // A mapped file (412 MB at a million) would count in its resident memory as it is read.
    expect(connection.prepare('PRAGMA mmap_size').get()).toEqual({ mmap_size: 0 });
  });
});

describe('a relaunch of the built-in simulator on the same seed', () => {
  it('forgets the rows made or moved after the seed, with the cursor, and counts inserts after it', () => {
    const opened = MirrorStore.open(join(dir, 'relaunch.sqlite'));
    if (!opened.ok) throw new Error(opened.error.message);
    const own = opened.value;
    try {
      const seeded = rows.slice(0, 300);
      const since = Math.max(...seeded.map((r) => Math.max(r.createdAt, r.updatedAt ?? 0))) + DAY;
      const made = { ...rows[300]!, id: 'pay-made-in-run', createdAt: since + 5, updatedAt: null };
      const moved = { ...seeded[10]!, status: 'REFUNDED', updatedAt: since + 9 };
      expect(own.writePage([...seeded, made], { page: 4 }).ok).toBe(true);
      expect(own.writePage([moved], null).ok).toBe(true);
      expect(own.count()).toBe(301);

      const changed = own.changedSince(since);
      expect(changed.ids.sort()).toEqual([moved.id, made.id].sort());
      expect(changed.created).toBe(1);
      own.forget(changed.ids, { page: 3 });
      expect(own.count()).toBe(299);
      expect(own.cursor()).toEqual({ page: 3 });
      expect(own.search(PaymentSearch.parse({ traceId: moved.traceId! })).map((r) => r.id)).toEqual(
        [],
      );

      // The top seq was freed: a row written again is still an insert, so the count is true.
      expect(own.writePage([seeded[10]!, made], null).ok).toBe(true);
      expect(own.count()).toBe(301);
      expect(
        own.search(PaymentSearch.parse({ traceId: moved.traceId! })).map((r) => r.status),
      ).toEqual([seeded[10]!.status]);
    } finally {
      own.close();
    }
  });
});
