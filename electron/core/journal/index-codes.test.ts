import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_CODES } from '../../../shared/operations/catalog';
import type { JournalBegin, JournalFinish, JournalRecord } from '../../../shared/schemas/journal';
import type { JournaledOperationKind, Outcome } from '../../../shared/schemas/operation';
import { INDEX_CODES, OUTCOME_CODES, type IndexCodes } from './index-codes';
import { INDEX_FORMAT_VERSION, readIndexHeader } from './index-header';
import { RECORD_SIZE, toIndexRecord, TYPE } from './index-record';
import { checkMonthIndex, indexRecords } from './index-rebuild';
import { Journal } from './journal';

const KEY = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';
const MONTH = 'journal-2026-11.jsonl';
const now = () => new Date('2026-11-21T10:00:00Z');

/** One operation of each kind that shifts under positions, each with its own outcome. */
const HISTORY: [string, JournaledOperationKind, Outcome][] = [
  ['op-instr0001', 'instruments:create', 'succeeded'],
  ['op-auth00001', 'payments:authorize', 'declined'],
  ['op-user00001', 'users:create', 'failed'],
  ['op-cor000001', 'pos:cancelOrRefund', 'unknown'],
  ['op-rev000001', 'transactions:reverse', 'pending'],
];

function begin(id: string, operation: JournaledOperationKind): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: id,
    at: '2026-11-21T10:00:00.000Z',
    operator: 'ana',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation,
    targets: {},
    idempotency_key: KEY,
    request: { method: 'POST', url: 'http://127.0.0.1/v1/x', body: {} },
    body_exact: true,
  };
}

function finish(id: string, outcome: Outcome): JournalFinish {
  const at = '2026-11-21T10:00:01.000Z';
  return { v: 1, type: 'finish', operation_id: id, at, outcome, attempts: 1, latency_ms: 4 };
}

async function history(codes: IndexCodes = INDEX_CODES): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'journal-codes-'));
  const journal = new Journal(dir, now, codes);
  for (const [id, operation, outcome] of HISTORY) {
    await journal.append(begin(id, operation), finish(id, outcome));
  }
  await journal.close();
  return dir;
}

const idxOf = (dir: string) => join(dir, MONTH.replace('.jsonl', '.idx'));

/** Each operation found by its own name and outcome, and by no other. */
async function expectRightNames(dir: string, codes: IndexCodes = INDEX_CODES) {
  const journal = new Journal(dir, now, codes);
  for (const [id, operation, outcome] of HISTORY) {
    const byName = await journal.query({ operations: [operation] });
    const byOutcome = await journal.query({ outcomes: [outcome] });
    expect({ operation, found: byName.entries.map((e) => e.begin.operation_id) }).toEqual({
      operation,
      found: [id],
    });
    expect({ outcome, found: byOutcome.entries.map((e) => e.begin.operation_id) }).toEqual({
      outcome,
      found: [id],
    });
  }
  await journal.close();
}

/**
 * The index as the first layout wrote it: no header, an operation stored as its position in
 * the journaled list of that time, an outcome as its position in the outcome list.
 */
function firstLayout(records: Buffer): Buffer {
  const positions = [
    'payments:authorize',
    'transactions:authorize',
    'transactions:reverse',
    'pos:cancelOrRefund',
    'instruments:create',
    'instruments:update',
    'users:create',
    'users:addInstrument',
    'users:removeInstrument',
  ];
  const outcomes = ['succeeded', 'declined', 'failed', 'unknown', 'pending', 'resolved'];
  const nameOf = (table: Readonly<Record<string, number>>, code: number) =>
    Object.keys(table).find((name) => table[name] === code)!;
  const old = Buffer.from(records);
  for (let o = 0; o < old.length; o += RECORD_SIZE) {
    if (old[o] === TYPE.begin) old[o + 1] = positions.indexOf(nameOf(JOURNAL_CODES, old[o + 1]!));
    if (old[o] === TYPE.finish) old[o + 1] = outcomes.indexOf(nameOf(OUTCOME_CODES, old[o + 1]!));
  }
  return old;
}

describe('the journal index stores stable codes, and knows its format', () => {
  it('reads the old records under their right names after an operation is added before them', async () => {
    const dir = await history();
    const records = indexRecords(readFileSync(idxOf(dir)))!;
    // A new operation, first in the table: anything derived from order would shift every row.
    const later: IndexCodes = {
      operations: { 'payments:preauthorize': 10, ...JOURNAL_CODES },
      outcomes: OUTCOME_CODES,
    };
    expect(Object.keys(later.operations)[0]).toBe('payments:preauthorize');
    expect(await checkMonthIndex(dir, MONTH, later)).toBe(false);
    await expectRightNames(dir, later);
    // Read as it was, not rebuilt; its header now names the codes the new version writes.
    const after = readFileSync(idxOf(dir));
    expect(indexRecords(after, later)).toEqual(records);
    expect(readIndexHeader(after)?.codes).toEqual(later);
    const added = {
      ...begin('op-preauth01', 'payments:authorize'),
      operation: 'payments:preauthorize',
    };
    expect(toIndexRecord(added as unknown as JournalRecord, 0, 1, later).code).toBe(10);
  });

  it.each([
    ['the first page', (j: Journal) => j.query({}, 50)],
    ['a filtered query', (j: Journal) => j.query({ operations: ['pos:cancelOrRefund'] }, 50)],
    ['the inspector', (j: Journal) => j.byId('op-cor000001')],
  ])(
    'rebuilds an index of the first layout (positions, no header) before %s reads it',
    async (_, read) => {
      const dir = await history();
      const current = readFileSync(idxOf(dir));
      const old = firstLayout(indexRecords(current)!);
      // Read as codes, the old positions name other operations: instruments:create's 4 is
      // cancel-or-refund's code now.
      expect(old).not.toEqual(indexRecords(current));
      writeFileSync(idxOf(dir), old);
      const journal = new Journal(dir, now);
      await read(journal);
      await journal.close();
      expect(readFileSync(idxOf(dir))).toEqual(current);
      await expectRightNames(dir);
    },
  );

  it('rebuilds an index whose codes name other operations now, never misreading it', async () => {
    const dir = await history();
    // Swapped, so every code in the file is still one the table has: only the header tells.
    const renumbered: IndexCodes = {
      operations: { ...JOURNAL_CODES, 'instruments:create': 4, 'pos:cancelOrRefund': 5 },
      outcomes: { ...OUTCOME_CODES, succeeded: 2, declined: 1 },
    };
    expect(await checkMonthIndex(dir, MONTH, renumbered)).toBe(true);
    expect(readIndexHeader(readFileSync(idxOf(dir)))?.codes).toEqual(renumbered);
    await expectRightNames(dir, renumbered);
  });

  it('rebuilds an index that holds a code no operation has', async () => {
    const dir = await history();
    const written = readFileSync(idxOf(dir));
    const damaged = Buffer.from(written);
    const start = readIndexHeader(written)!.length;
    expect(damaged[start]).toBe(TYPE.begin);
    damaged[start + 1] = 200;
    writeFileSync(idxOf(dir), damaged);
    expect(await checkMonthIndex(dir, MONTH)).toBe(true);
    expect(readFileSync(idxOf(dir))).toEqual(written);
  });

  it('names an operation an older version could not, once the version reading it can', async () => {
    // Written by a version without users:create: its line is indexed as code 0, "not known".
    const { 'users:create': _, ...without } = JOURNAL_CODES;
    const older: IndexCodes = { operations: without, outcomes: OUTCOME_CODES };
    const dir = await history(older);
    expect(await checkMonthIndex(dir, MONTH, older)).toBe(false);
    expect(await checkMonthIndex(dir, MONTH)).toBe(true);
    await expectRightNames(dir);
  });

  it('starts each month index with its format version and codes, once', async () => {
    const dir = await history();
    const idx = readFileSync(idxOf(dir));
    const header = readIndexHeader(idx);
    expect(header).toMatchObject({ version: INDEX_FORMAT_VERSION, codes: INDEX_CODES });
    expect(header!.length % RECORD_SIZE).toBe(0);
    // Five writes of a begin and a finish each: ten records after one header.
    expect(idx.length).toBe(header!.length + HISTORY.length * 2 * RECORD_SIZE);
  });

  it('keeps every outcome code it ever gave', () => {
    expect(OUTCOME_CODES).toEqual({
      succeeded: 1,
      declined: 2,
      failed: 3,
      unknown: 4,
      pending: 5,
      resolved: 6,
    });
  });
});
