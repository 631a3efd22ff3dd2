import { mkdtempSync, readFileSync } from 'node:fs';
import type * as fsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalBegin } from '../../../shared/schemas/journal';

/** Every file the journal opens, by name, with its handle's reads; one handle can be made to fail. */
const opened: { name: string; reads: number; syncs: number }[] = [];
let tearNextAppend = false;

vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof fsPromises>();
  const open = async (...args: Parameters<typeof fs.open>) => {
    const fh = await fs.open(...args);
    const seen = { name: String(args[0]).split('/').pop()!, reads: 0, syncs: 0 };
    opened.push(seen);
    return new Proxy(fh, {
      get(target, prop) {
        if (prop === 'read') {
          return (...a: Parameters<FileHandle['read']>) => {
            seen.reads += 1;
            return target.read(...a);
          };
        }
        if (prop === 'datasync') {
          return () => {
            seen.syncs += 1;
            return target.datasync();
          };
        }
        if (prop === 'appendFile' && seen.name.endsWith('.jsonl')) {
          return async (text: string, encoding: BufferEncoding) => {
            if (!tearNextAppend) return target.appendFile(text, encoding);
            tearNextAppend = false;
            // The disk filled halfway through the batch.
            await target.appendFile(text.slice(0, Math.floor(text.length / 2)), encoding);
            throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  };
  return { ...fs, open, default: { ...fs, open } };
});

const { Journal } = await import('./journal');

function begin(id: string): JournalBegin {
  return {
    v: 1,
    type: 'begin',
    operation_id: id,
    at: '2026-11-21T10:00:00.000Z',
    operator: 'ana',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation: 'pos:cancelOrRefund',
    targets: { payment_id: 'pay-1' },
    idempotency_key: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
    request: { method: 'POST', url: 'http://127.0.0.1/v1/pos/cancel-or-refund/pay-1', body: {} },
    body_exact: true,
  };
}

const now = () => new Date('2026-11-21T10:00:00Z');

afterEach(() => {
  opened.length = 0;
  tearNextAppend = false;
});

describe("the journal's month files", () => {
  it('are opened once for many appends, and the last byte is read once, when the file is opened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-files-'));
    const first = new Journal(dir, now);
    await first.append(begin('op-files00000'));
    await first.close();
    opened.length = 0;

    const journal = new Journal(dir, now);
    for (let i = 1; i <= 20; i++)
      await journal.append(begin(`op-files${String(i).padStart(5, '0')}`));
    const byName = (suffix: string) => opened.filter((o) => o.name.endsWith(suffix));
    expect(byName('.jsonl')).toHaveLength(1);
    expect(byName('.jsonl')[0]!.reads).toBe(1);
    // Each append is durable before it resolves: one fdatasync each.
    expect(byName('.jsonl')[0]!.syncs).toBe(20);
    expect(byName('.idx')).toHaveLength(1);
    expect((await journal.query({}, 100)).total).toBe(21);
    await journal.close();
  });

  it('after a write that failed halfway, start the next record on a fresh line where it really is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-files-'));
    const journal = new Journal(dir, now);
    await journal.append(begin('op-beforefull'));
    tearNextAppend = true;
    await expect(journal.append(begin('op-tornwrite0'))).rejects.toThrow('no space left');
    await journal.append(begin('op-afterfull0'));

    const ids = (await journal.recent(10)).map((e) => e.begin.operation_id);
    expect(ids).toEqual(['op-afterfull0', 'op-beforefull']);
    const lines = readFileSync(join(dir, 'journal-2026-11.jsonl'), 'utf8').split('\n');
    expect(lines.filter((l) => l.includes('op-afterfull0'))).toHaveLength(1);
    expect(JSON.parse(lines.find((l) => l.includes('op-afterfull0'))!)).toMatchObject({
      operation_id: 'op-afterfull0',
    });
    await journal.close();
    // A reader starting cold finds it too, through the index the writes kept.
    const reopened = new Journal(dir, now);
    expect((await reopened.byId('op-afterfull0'))?.begin.operation_id).toBe('op-afterfull0');
    await reopened.close();
  });
});
