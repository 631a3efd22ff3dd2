import { existsSync, mkdtempSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LineReader } from './line-reader';

const FINISH =
  '{"v":1,"type":"finish","operation_id":"op-1","at":"2026-11-21T10:00:01.000Z","outcome":"succeeded","attempts":1,"latency_ms":12}';

/** Descriptors this process has open on `path` (Linux's /proc; elsewhere the test is skipped). */
const openOn = (path: string) =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;

describe('LineReader', () => {
  it.skipIf(!existsSync('/proc/self/fd'))(
    'reads one month twice at once through one handle, and close leaves none open',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lines-'));
      const path = join(dir, 'journal-2026-11.jsonl');
      writeFileSync(path, `${FINISH}\n`);
      const reader = new LineReader(dir);
      const ref = { name: 'journal-2026-11.jsonl', offset: 0, length: FINISH.length };
      const [a, b] = await Promise.all([reader.read(ref), reader.read(ref)]);
      expect(a?.operation_id).toBe('op-1');
      expect(b?.operation_id).toBe('op-1');
      expect(openOn(path)).toBe(1);
      await reader.close();
      expect(openOn(path)).toBe(0);
    },
  );

  it('tries a month again after it could not be opened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lines-'));
    const reader = new LineReader(dir);
    const ref = { name: 'journal-2026-11.jsonl', offset: 0, length: FINISH.length };
    await expect(reader.read(ref)).rejects.toThrow(/ENOENT/);
    writeFileSync(join(dir, 'journal-2026-11.jsonl'), `${FINISH}\n`);
    expect((await reader.read(ref))?.operation_id).toBe('op-1');
    await reader.close();
  });
});
