import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalBegin } from '../../../shared/schemas/journal';
import { Journal } from '../journal/journal';
import { REDACTION_RULES } from '../redaction/rules-version';
import { describeStoreError } from './connection';
import { Backlog, readBatch, seqOf } from './outbox';
import { storeErrorText } from './store-error-text';
import { makeOperation } from './testing/operations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function journalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  dirs.push(dir);
  return dir;
}

const line = (i: number) => `${JSON.stringify(makeOperation({ i }).records[0])}\n`;

describe('the journal read as an outbox', () => {
  it('gives each record the same seq on every read, ordered across months', async () => {
    const dir = journalDir();
    writeFileSync(join(dir, 'journal-2026-10.jsonl'), line(1) + line(2));
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), line(3));
    const all = await readBatch(dir, {}, 10);
    const again = await readBatch(dir, {}, 10);
    expect(all.records.map((r) => r.seq)).toEqual(again.records.map((r) => r.seq));
    const seqs = all.records.map((r) => r.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
    expect(seqs.every(Number.isSafeInteger)).toBe(true);
    expect(all.end).toEqual({
      'journal-2026-10.jsonl': Buffer.byteLength(line(1)) * 2,
      'journal-2026-11.jsonl': Buffer.byteLength(line(3)),
    });
  });

  it('reads in batches from a cursor, and the seq of a record does not depend on the batch', async () => {
    const dir = journalDir();
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), line(1) + line(2) + line(3));
    const whole = await readBatch(dir, {}, 10);
    const first = await readBatch(dir, {}, 2);
    const second = await readBatch(dir, first.end, 2);
    expect([...first.records, ...second.records].map((r) => r.seq)).toEqual(
      whole.records.map((r) => r.seq),
    );
    expect((await readBatch(dir, second.end, 2)).lines).toBe(0);
  });

  it('leaves a line still being written for later, and skips it once a crash tore it', async () => {
    const dir = journalDir();
    const file = join(dir, 'journal-2026-10.jsonl');
    writeFileSync(file, line(1) + line(2).slice(0, 30));
    let batch = await readBatch(dir, {}, 10);
    expect(batch.records).toHaveLength(1);
    expect(batch.end['journal-2026-10.jsonl']).toBe(Buffer.byteLength(line(1)));
    // The journal's next append starts on a fresh line: the torn one ends, unreadable.
    const next = line(3);
    appendFileSync(file, `\n${next}`);
    batch = await readBatch(dir, batch.end, 10);
    expect(batch.lines).toBe(2);
    expect(batch.records.map((r) => r.record.operation_id)).toEqual([
      (JSON.parse(next) as { operation_id: string }).operation_id,
    ]);
  });

  it('ships a record appended to an older month after a newer one was shipped (clock set back)', async () => {
    const dir = journalDir();
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), line(1));
    writeFileSync(join(dir, 'journal-2026-10.jsonl'), line(2));
    const first = await readBatch(dir, {}, 10);
    expect(first.records).toHaveLength(2);
    appendFileSync(join(dir, 'journal-2026-10.jsonl'), line(3));
    const late = await readBatch(dir, first.end, 10);
    expect(late.records).toHaveLength(1);
    expect(late.records[0]!.seq).toBeLessThan(first.records[1]!.seq);
  });

  it('redacts again before a record leaves the machine', async () => {
    const dir = journalDir();
    const record = makeOperation({ i: 1 }).records[0] as JournalBegin;
    const leaky = {
      ...record,
      request: { ...record.request, body: { card_number: '4111111111111111' } },
    };
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), `${JSON.stringify(leaky)}\n`);
    const batch = await readBatch(dir, {}, 10);
    expect(JSON.stringify(batch.records)).not.toContain('4111111111111111');
    // The stored body is no longer the one sent: it must not be offered for a resend as exact.
    expect(batch.records[0]?.record).toMatchObject({ body_exact: false });
  });

  it('redacts again a line stamped by other rules, and trusts only today’s stamp', async () => {
    const dir = journalDir();
    const record = makeOperation({ i: 3 }).records[0] as JournalBegin;
    const leaky = {
      ...record,
      request: { ...record.request, body: { card_number: '4111111111111111' } },
    };
    const lines = [
      { redacted_by: REDACTION_RULES - 1, ...leaky },
      { redacted_by: 'any', ...leaky },
      leaky,
    ];
    writeFileSync(
      join(dir, 'journal-2026-11.jsonl'),
      lines.map((l) => `${JSON.stringify(l)}\n`).join(''),
    );
    const batch = await readBatch(dir, {}, 10);
    expect(batch.records).toHaveLength(3);
    expect(JSON.stringify(batch.records)).not.toContain('4111111111111111');
    // What the journal itself wrote carries today's stamp; the store gets the record alone.
    const journal = new Journal(dir, () => new Date('2026-11-20T00:00:00Z'));
    await journal.append(...makeOperation({ i: 4 }).records);
    await journal.close();
    const written = readFileSync(join(dir, 'journal-2026-11.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(written.at(-1)!)).toMatchObject({ redacted_by: REDACTION_RULES });
    const all = await readBatch(dir, {}, 10);
    expect(JSON.stringify(all.records)).not.toContain('redacted_by');
  });

  it('consumes a line that is not a record without shipping it, and ships the next', async () => {
    const dir = journalDir();
    const good = line(2);
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), `{"type":"begin"}\nnot json\n${good}`);
    const batch = await readBatch(dir, {}, 10);
    expect(batch.lines).toBe(3);
    expect(batch.records.map((r) => r.record.operation_id)).toEqual([
      (JSON.parse(good) as { operation_id: string }).operation_id,
    ]);
  });

  it('refuses a place that is not a journal month', () => {
    expect(() => seqOf('notes.txt', 0)).toThrow(/not a journal file/);
    expect(seqOf('journal-2026-01.jsonl', 5)).toBeLessThan(seqOf('journal-2026-02.jsonl', 0));
  });

  it('refuses with reasons Settings says in the person’s language, not English alone', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return describeStoreError(error);
      }
      throw new Error('expected a refusal');
    };
    const notJournal = refusal(() => seqOf('notes.txt', 0));
    expect(notJournal).toMatchObject({
      reason: 'store_not_a_journal_file',
      params: { file: 'notes.txt' },
    });
    const tooLarge = refusal(() => seqOf('journal-2026-01.jsonl', 2 ** 36));
    expect(tooLarge).toMatchObject({
      reason: 'store_journal_file_too_large',
      params: { file: 'journal-2026-01.jsonl' },
    });
    expect(storeErrorText(tooLarge, 'es')).toBe(
      'El archivo del registro journal-2026-01.jsonl pasa de 64 GiB: sus registros más allá de ese tamaño no pueden tener un lugar en el almacén del equipo',
    );
  });
});

describe('the backlog', () => {
  it('counts the records after the cursor, reading only what was appended since', async () => {
    const dir = journalDir();
    const journal = new Journal(dir);
    await journal.append(...makeOperation({ i: 1 }).records);
    const backlog = new Backlog(dir, {});
    expect(await backlog.refresh()).toBe(3);
    await journal.append(...makeOperation({ i: 2, outcome: 'none' }).records);
    expect(await backlog.refresh()).toBe(5);
    backlog.shipped(4);
    expect(backlog.count).toBe(1);
    await journal.close();
  });

  it('never goes below zero when shipping ran ahead of counting, and is right once counted', async () => {
    const dir = journalDir();
    const file = join(dir, 'journal-2026-11.jsonl');
    writeFileSync(file, line(1));
    const backlog = new Backlog(dir, {});
    backlog.shipped(2);
    expect(backlog.count).toBe(0);
    appendFileSync(file, line(2) + line(3));
    expect(await backlog.refresh()).toBe(1);
  });
});
