import { appendFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalBegin, JournalFinish } from '../../../shared/schemas/journal';
import { RECORD_SIZE } from './index-record';
import { indexJournalRange, indexRecords } from './index-rebuild';
import { Journal } from './journal';
import { newestPage } from './newest-page';

const KEY = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

function begin(id: string, at: string): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: id,
    at,
    // Several bytes per character: offsets must count bytes, not characters.
    operator: 'José Núñez',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulador de pagos ✓', production: false },
    operation: 'payments:authorize',
    targets: { payment_id: `pay-${id}` },
    amount: { value: 10, currency: 'USD' },
    idempotency_key: KEY,
    request: { method: 'POST', url: 'http://127.0.0.1/v1/payments/authorizations', body: {} },
    body_exact: true,
  };
}

function finish(id: string, at: string, outcome: JournalFinish['outcome']): JournalFinish {
  return { v: 1, type: 'finish', operation_id: id, at, outcome, attempts: 1, latency_ms: 3 };
}

/**
 * Thirty operations over two months: some unresolved, some retried (an unknown finish, then a
 * succeeded one), one begun in October and finished in November.
 */
async function history(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'journal-read-'));
  let t = Date.parse('2026-10-31T23:45:00Z');
  const journal = new Journal(dir, () => new Date(t));
  const at = () => new Date(t).toISOString();
  for (let i = 0; i < 30; i++) {
    const id = `op-read${String(i).padStart(4, '0')}`;
    await journal.append(begin(id, at()));
    if (i === 14) continue; // its finish comes in the next month
    if (i % 4 === 1) await journal.append(finish(id, at(), 'unknown'));
    if (i % 4 !== 0) await journal.append(finish(id, at(), 'succeeded'));
    t += 60_000;
  }
  await journal.append(finish('op-read0014', at(), 'failed'));
  await journal.close();
  expect(readdirSync(dir).filter((f) => f.endsWith('.jsonl'))).toHaveLength(2);
  return dir;
}

/** The same query on a journal whose whole index is in memory (the filtered path loads it). */
async function withWholeIndex(dir: string, limit: number, before?: number) {
  const journal = new Journal(dir);
  await journal.query({ search: 'nothing-matches' });
  const page = await journal.query({}, limit, before);
  await journal.close();
  return page;
}

describe('reading the newest operations from the end of the index', () => {
  it('answers the first page exactly as the whole index does, across months and retries', async () => {
    const dir = await history();
    for (const limit of [1, 7, 16, 50]) {
      const journal = new Journal(dir);
      const page = await journal.query({}, limit);
      await journal.close();
      expect(page).toEqual(await withWholeIndex(dir, limit));
    }
    const journal = new Journal(dir);
    const first = await journal.query({}, 7);
    expect(first.total).toBe(30);
    expect(first.entries.map((e) => [e.begin.operation_id, e.finish?.outcome])).toEqual([
      ['op-read0029', 'succeeded'],
      ['op-read0028', undefined],
      ['op-read0027', 'succeeded'],
      ['op-read0026', 'succeeded'],
      ['op-read0025', 'succeeded'],
      ['op-read0024', undefined],
      ['op-read0023', 'succeeded'],
    ]);
    // The cursor it returns pages on through the whole index.
    expect(await journal.query({}, 7, first.next)).toEqual(
      await withWholeIndex(dir, 7, first.next),
    );
    await journal.close();
  });

  it('counts every operation and finds the latest finish of each, seen from the end', async () => {
    const dir = await history();
    const months = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    const page = await newestPage(dir, months, 30);
    expect(page?.total).toBe(30);
    const crossMonth = page?.rows.find((row) => {
      const text = readFileSync(join(dir, row.begin.name), 'utf8');
      return text.slice(row.begin.offset, row.begin.offset + row.begin.length).includes('0014');
    });
    expect(crossMonth?.begin.name).toBe('journal-2026-10.jsonl');
    expect(crossMonth?.finish?.name).toBe('journal-2026-11.jsonl');
  });

  it('counts the months past a full page too', async () => {
    const dir = await history();
    const months = ['journal-2026-10.jsonl', 'journal-2026-11.jsonl'];
    // Five rows fill from November; October only adds to the count.
    const page = await newestPage(dir, months, 5);
    expect(page?.rows.every((row) => row.begin.name === 'journal-2026-11.jsonl')).toBe(true);
    expect(page?.total).toBe(30);
  });

  // November holds the page; October is only counted, and a lag there declines all the same.
  it.each(['journal-2026-11.idx', 'journal-2026-10.idx'])(
    'declines when an index lags its journal (%s), and the query then repairs it',
    async (month) => {
      const dir = await history();
      const idx = join(dir, month);
      const whole = readFileSync(idx);
      writeFileSync(idx, whole.subarray(0, whole.length - RECORD_SIZE));
      const months = ['journal-2026-10.jsonl', 'journal-2026-11.jsonl'];
      expect(await newestPage(dir, months, 5)).toBeUndefined();
      const journal = new Journal(dir);
      expect((await journal.query({}, 5)).total).toBe(30);
      await journal.close();
      expect(readFileSync(idx)).toEqual(whole);
      expect(await newestPage(dir, months, 5)).toBeDefined();
    },
  );
});

describe('rebuilding an index from the journal', () => {
  it('gives the same records whatever the chunk size, at byte offsets, skipping torn lines', async () => {
    const dir = await history();
    const file = join(dir, 'journal-2026-11.jsonl');
    const written = indexRecords(readFileSync(join(dir, 'journal-2026-11.idx')));
    appendFileSync(file, 'not json at all\n{"v":1,"type":"begin","operation_id":"op-to');
    const size = readFileSync(file).length;
    const whole = await indexJournalRange(file, 0, size);
    expect(whole).toEqual(written);
    expect(await indexJournalRange(file, 0, size, 97)).toEqual(whole);
    expect(await indexJournalRange(file, 0, size, 1)).toEqual(whole);
  });
});
