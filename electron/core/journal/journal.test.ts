import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalBegin } from '../../../shared/schemas/journal';
import { JournalRecord, type JournalFinish } from '../../../shared/schemas/journal';
import { readIndexHeader } from './index-header';
import { writeHistory } from './bench-history';
import { Journal, MAX_RECORD_BYTES, UNRESOLVED_LISTED, monthFile } from './journal';

const KEY = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

function begin(id: string, at = '2026-11-21T10:00:00.000Z'): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: id,
    at,
    operator: 'ana',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation: 'pos:cancelOrRefund',
    targets: { payment_id: 'pay-1' },
    amount: { value: 10, currency: 'USD' },
    idempotency_key: KEY,
    request: { method: 'POST', url: 'http://127.0.0.1/v1/pos/cancel-or-refund/pay-1', body: {} },
    body_exact: true,
  };
}

function finish(id: string, outcome: JournalFinish['outcome']): JournalFinish {
  return {
    v: 1,
    type: 'finish',
    operation_id: id,
    at: '2026-11-21T10:00:01.000Z',
    outcome,
    attempts: 1,
    latency_ms: 12,
  };
}

const dir = () => mkdtempSync(join(tmpdir(), 'journal-'));

describe('Journal', () => {
  it('appends one JSON line per record to the month’s file and reads them back', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await journal.append(begin('op-aaaaaaaa1'));
    await journal.append(finish('op-aaaaaaaa1', 'succeeded'));
    const lines = readFileSync(join(journal.dir, 'journal-2026-11.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => JournalRecord.parse(JSON.parse(l)).type)).toEqual(['begin', 'finish']);
    const [entry] = await journal.recent(1000);
    expect(entry).toMatchObject({
      begin: { operation_id: 'op-aaaaaaaa1' },
      finish: { outcome: 'succeeded' },
    });
    await journal.close();
  });

  it('starts a new file each month and reads across them, newest operation first', async () => {
    let now = new Date('2026-10-31T23:59:59Z');
    const journal = new Journal(dir(), () => now);
    await journal.append(begin('op-october1', now.toISOString()));
    now = new Date('2026-11-01T00:00:01Z');
    await journal.append(begin('op-november', now.toISOString()));
    await journal.append(finish('op-october1', 'unknown'));
    expect(
      readdirSync(journal.dir)
        .filter((f) => f.endsWith('.jsonl'))
        .sort(),
    ).toEqual(['journal-2026-10.jsonl', 'journal-2026-11.jsonl']);
    const entries = await journal.recent(1000);
    expect(entries.map((e) => e.begin.operation_id)).toEqual(['op-november', 'op-october1']);
    expect(entries[1]!.finish?.outcome).toBe('unknown');
    await journal.close();
  });

  it('skips a torn last line (a crash mid-write) instead of failing', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await journal.append(begin('op-complete1'));
    await journal.close();
    appendFileSync(
      join(journal.dir, monthFile(new Date('2026-11-21'))),
      '{"v":1,"type":"begin","operation_id":"op-torn',
    );
    const reopened = new Journal(journal.dir);
    expect((await reopened.recent(1000)).map((e) => e.begin.operation_id)).toEqual([
      'op-complete1',
    ]);
    await reopened.close();
  });

  it('lists as unresolved what has no finish or whose latest finish is unknown', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await journal.append(begin('op-crashed01'));
    await journal.append(begin('op-unknown01'));
    await journal.append(finish('op-unknown01', 'unknown'));
    await journal.append(begin('op-resolved1'));
    await journal.append(finish('op-resolved1', 'unknown'));
    await journal.append(finish('op-resolved1', 'succeeded'));
    const unresolved = (await journal.unresolved()).map((e) => e.begin.operation_id).sort();
    expect(unresolved).toEqual(['op-crashed01', 'op-unknown01']);
    await journal.close();
  });

  it('counts every unresolved operation, past the newest ones it lists', async () => {
    const folder = dir();
    writeHistory(folder, 3_600);
    const journal = new Journal(folder);
    // The history leaves every sixth operation unknown: 600, more than the list holds.
    expect(await journal.unresolvedCount()).toBe(600);
    expect(await journal.unresolved()).toHaveLength(UNRESOLVED_LISTED);
    await journal.close();
  });

  it('refuses to write a record that breaks the audit schema', async () => {
    const journal = new Journal(dir());
    const bad = { ...begin('op-badrecord'), idempotency_key: 'not-a-uuid' };
    await expect(journal.append(bad)).rejects.toThrow();
    expect(await journal.recent(1000)).toEqual([]);
    await journal.close();
  });

  it('refuses a batch holding a record over the line limit whole, and writes the next one', async () => {
    const journal = new Journal(dir());
    await journal.append(begin('op-hugeanswer'));
    const huge = {
      ...finish('op-hugeanswer', 'succeeded'),
      response: { status: 201, body: { note: '\u0000'.repeat(MAX_RECORD_BYTES / 6 + 1) } },
    };
    await expect(journal.append(huge)).rejects.toThrow(/over the journal's limit/);
    expect((await journal.records()).map((r) => r.type)).toEqual(['begin']);
    await journal.append(finish('op-hugeanswer', 'succeeded'));
    expect((await journal.records()).map((r) => r.type)).toEqual(['begin', 'finish']);
    await journal.close();
  });

  it('serializes concurrent appends into whole lines', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => journal.append(begin(`op-concurrent${i}`))),
    );
    expect(await journal.recent(1000)).toHaveLength(50);
    await journal.close();
  });
});

describe('Journal index', () => {
  async function filled(n: number) {
    let t = Date.parse('2026-11-01T00:00:00Z');
    const journal = new Journal(dir(), () => new Date(t));
    for (let i = 0; i < n; i++) {
      const id = `op-index${String(i).padStart(5, '0')}`;
      const b = begin(id, new Date(t).toISOString());
      b.targets = { payment_id: `pay-${i}` };
      b.operation = i % 2 ? 'pos:cancelOrRefund' : 'transactions:reverse';
      await journal.append(b, finish(id, i % 3 === 0 ? 'unknown' : 'succeeded'));
      t += 60_000;
    }
    return journal;
  }

  it('filters by operation, outcome and time, newest first, and pages with `next`', async () => {
    const journal = await filled(30);
    const page = await journal.query(
      { operations: ['pos:cancelOrRefund'], outcomes: ['succeeded'] },
      5,
    );
    expect(page.total).toBe(10);
    expect(page.entries.map((e) => e.begin.operation_id)).toEqual([
      'op-index00029',
      'op-index00025',
      'op-index00023',
      'op-index00019',
      'op-index00017',
    ]);
    const more = await journal.query(
      { operations: ['pos:cancelOrRefund'], outcomes: ['succeeded'] },
      5,
      page.next,
    );
    expect(more.entries[0]!.begin.operation_id).toBe('op-index00013');
    const window = await journal.query({
      from: Date.parse('2026-11-01T00:05:00Z'),
      to: Date.parse('2026-11-01T00:07:00Z'),
    });
    expect(window.total).toBe(3);
    await journal.close();
  });

  it('names every profile it has operations of, by the name of its latest one', async () => {
    const journal = new Journal(dir());
    const on = (id: string, profile: JournalBegin['profile']) => ({ ...begin(id), profile });
    await journal.append(on('op-prof1', { id: 'prf-gone', name: 'Old QA', production: false }));
    await journal.append(on('op-prof2', { id: 'simulator', name: 'Simulator', production: false }));
    await journal.append(on('op-prof3', { id: 'prf-gone', name: 'QA store', production: true }));
    expect(await journal.profiles()).toEqual([
      { id: 'prf-gone', name: 'QA store' },
      { id: 'simulator', name: 'Simulator' },
    ]);
    await journal.close();
  });

  it('finds an operation by any id it involved, and by its own id', async () => {
    const journal = await filled(20);
    expect(
      (await journal.query({ search: 'pay-7' })).entries.map((e) => e.begin.operation_id),
    ).toEqual(['op-index00007']);
    expect((await journal.query({ search: 'op-index00003' })).total).toBe(1);
    expect((await journal.query({ search: KEY })).total).toBe(20);
    expect((await journal.query({ search: 'pay-999' })).total).toBe(0);
    await journal.close();
  });

  it('rebuilds a missing or lagging index from the journal', async () => {
    const journal = await filled(5);
    await journal.close();
    const idx = join(journal.dir, 'journal-2026-11.idx');
    const header = readIndexHeader(readFileSync(idx))!.length;
    writeFileSync(idx, readFileSync(idx).subarray(0, header + 64 * 3)); // behind, as after a crash
    const reopened = new Journal(journal.dir);
    expect((await reopened.query({})).total).toBe(5);
    await reopened.close();
    rmSync(idx);
    const again = new Journal(journal.dir);
    expect((await again.query({ search: 'pay-4' })).total).toBe(1);
    await again.close();
  });

  it('rebuilds an index two writers interleaved (two hosts on one folder) before reading it', async () => {
    const folder = dir();
    const now = () => new Date('2026-11-21T10:00:00Z');
    const first = new Journal(folder, now);
    const second = new Journal(folder, now);
    // Each writer keeps its own idea of where the month's file ends: their index rows collide.
    for (let i = 0; i < 6; i++) {
      await first.append(begin(`op-first000${i}`));
      await second.append(begin(`op-secnd000${i}`));
      await first.append(finish(`op-first000${i}`, 'succeeded'));
      await second.append(finish(`op-secnd000${i}`, 'declined'));
    }
    await first.close();
    await second.close();
    for (const read of [
      (j: Journal) => j.query({}, 50),
      (j: Journal) => j.query({ outcomes: ['succeeded'] }, 50),
    ]) {
      const reopened = new Journal(folder, now);
      const page = await read(reopened);
      await reopened.close();
      const outcomes = Object.fromEntries(
        page.entries.map((e) => [e.begin.operation_id, e.finish?.outcome]),
      );
      for (let i = 0; i < 6; i++) {
        expect(outcomes[`op-first000${i}`]).toBe('succeeded');
        if (page.total === 12) expect(outcomes[`op-secnd000${i}`]).toBe('declined');
      }
      expect(page.total).toBe(page.entries.length);
    }
  });

  it('writes after a torn line on a fresh line, so the new record is whole', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await journal.append(begin('op-beforecrash'));
    await journal.close();
    appendFileSync(join(journal.dir, 'journal-2026-11.jsonl'), '{"v":1,"type":"beg');
    const after = new Journal(journal.dir, () => new Date('2026-11-21T10:00:00Z'));
    await after.append(begin('op-aftercrash'));
    expect((await after.recent(10)).map((e) => e.begin.operation_id)).toEqual([
      'op-aftercrash',
      'op-beforecrash',
    ]);
    const fresh = new Journal(journal.dir);
    expect((await fresh.recent(10)).map((e) => e.begin.operation_id)).toEqual([
      'op-aftercrash',
      'op-beforecrash',
    ]);
    await fresh.close();
    await after.close();
  });

  it('gives the inspector every attempt of an operation', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    await journal.append(begin('op-attempts01'));
    const attempt = (n: number) => ({
      v: 1 as const,
      type: 'attempt' as const,
      operation_id: 'op-attempts01',
      at: '2026-11-21T10:00:00.000Z',
      attempt: n,
      latency_ms: 5,
      result: 'answered' as const,
      http_status: 500,
    });
    await journal.append(attempt(1), attempt(2), finish('op-attempts01', 'unknown'));
    const entry = await journal.byId('op-attempts01');
    expect(entry?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
    await journal.close();
  });
});

describe('the journal redacts every record itself, last', () => {
  const echo = { number: '4111 1111 1111 1111', cvv: '947', client_secret: 'Zq8vT3kW9pL' };

  it('writes no card number, CVV or secret a caller left in a record', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    const raw = begin('op-redacted1');
    raw.request = {
      ...raw.request,
      url: 'https://qa:Zq8vT3kW9pL@api.example/v1/x',
      body: { card: echo },
    };
    raw.targets = { card: '4111111111111111', payment_id: 'pay-5bfe123456789015ba69e7aa' };
    await journal.append(raw, {
      ...finish('op-redacted1', 'failed'),
      error: { code: 'validation', message: `Rejected ${JSON.stringify(echo)}` },
      response: { status: 400, headers: { 'set-cookie': 's=Zq8vT3kW9pL' }, body: { echo } },
    });
    const text = readFileSync(join(journal.dir, 'journal-2026-11.jsonl'), 'utf8');
    expect(text).not.toMatch(/4111.?1111.?1111.?1111|"947"|Zq8vT3kW9pL/);
    // Ids survive, so the operation is still found by them.
    const {
      entries: [entry],
    } = await journal.query({ search: 'pay-5bfe123456789015ba69e7aa' });
    expect(entry).toMatchObject({ begin: { targets: { card: '411111••••••1111' } } });
    await journal.close();
  });

  it('clears body_exact when its own pass changed the body, and keeps it when it did not', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    const carded = begin('op-carded01');
    carded.request = { ...carded.request, body: { card: echo } };
    const clean = begin('op-cleanbody');
    clean.request = { ...clean.request, body: { payment_id: 'pay-1', amount: { value: 10 } } };
    await journal.append(carded, clean);
    expect((await journal.byId('op-carded01'))?.begin.body_exact).toBe(false);
    const kept = await journal.byId('op-cleanbody');
    expect(kept?.begin).toMatchObject({ body_exact: true, request: { body: clean.request.body } });
    await journal.close();
  });

  it('refuses a record whose typed field redaction had to mask', async () => {
    const journal = new Journal(dir(), () => new Date('2026-11-21T10:00:00Z'));
    const odd = begin('op-oddamount');
    odd.amount = { value: 4111111111111111, currency: 'USD' };
    await expect(journal.append(odd)).rejects.toThrow();
    expect(await journal.recent(10)).toEqual([]);
    await journal.close();
  });
});
