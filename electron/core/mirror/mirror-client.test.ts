import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MirrorClient, mirrorFile, mirrorWorkerUrl } from './mirror-client';
import { MirrorStore } from './mirror-store';
import { seededRows } from './testing/seeded-rows';

const rows = seededRows(300);

async function opened(file: string): Promise<MirrorClient> {
  const client = await MirrorClient.open(file);
  if (!client.ok) throw new Error(client.error.message);
  return client.value;
}

describe('the mirror in its own thread', () => {
  it('writes pages and answers searches from the worker', async () => {
    const file = mirrorFile(mkdtempSync(join(tmpdir(), 'mirror-client-')), 'simulator');
    const mirror = await opened(file);
    try {
      expect(await mirror.writePage(rows.slice(0, 150), { page: 1 })).toEqual({
        ok: true,
        value: 150,
      });
      expect(await mirror.writePage(rows.slice(150), { page: 2 })).toEqual({
        ok: true,
        value: 150,
      });
      expect(await mirror.count()).toEqual({ ok: true, value: 300 });
      expect(await mirror.cursor()).toEqual({ ok: true, value: { page: 2 } });
      const card = rows[42]!;
      const found = await mirror.search({ lastFour: card.lastFour!, limit: 200 });
      if (!found.ok) throw new Error(found.error.message);
      expect(found.value.map((p) => p.id)).toContain(card.id);
      expect(found.value.every((p) => p.lastFour === card.lastFour)).toBe(true);
    } finally {
      await mirror.close();
    }
  });

  it('says which field of a search is wrong, in words the screens translate', async () => {
    const mirror = await opened(mirrorFile(mkdtempSync(join(tmpdir(), 'mirror-client-')), 'p'));
    try {
      expect(await mirror.search({ lastFour: '12a4' })).toEqual({
        ok: false,
        error: {
          code: 'validation',
          message: 'lastFour: Type the last four digits of the card',
          fields: { lastFour: 'validation.lastFourDigits' },
        },
      });
      const range = await mirror.search({ amount: { currency: 'COP', min: 5000, max: 100 } });
      expect(range).toMatchObject({
        ok: false,
        error: { fields: { 'amount.min': 'validation.amountRangeOrder' } },
      });
      const times = await mirror.search({ from: 2000, to: 1000 });
      expect(times).toMatchObject({
        ok: false,
        error: { fields: { from: 'validation.timeRangeOrder' } },
      });
    } finally {
      await mirror.close();
    }
  });

  it('refuses a second writer on the same file, and lets the next one in once it is closed', async () => {
    const file = mirrorFile(mkdtempSync(join(tmpdir(), 'mirror-client-')), 'simulator');
    const first = await opened(file);
    const second = await MirrorClient.open(file);
    expect(second).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message: `The payments mirror ${file} is in use by another console (database is locked)`,
      },
    });
    // Not only another thread: a connection that is not the mirror's own is refused too.
    expect(MirrorStore.open(file)).toMatchObject({ ok: false, error: { code: 'conflict' } });
    await first.writePage(rows.slice(0, 10), { page: 1 });
    await first.close();
    const next = await opened(file);
    expect(await next.count()).toEqual({ ok: true, value: 10 });
    await next.close();
    expect(await next.count()).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The payments mirror is closed' },
    });
    // Three worker threads start and stop here: under a loaded CI machine that took over 5 s.
  }, 30_000);

  it('keeps one file per profile inside the mirror folder, whatever the profile is called', () => {
    expect(mirrorFile('/data', 'simulator')).toBe(
      join('/data', 'mirror', 'payments-simulator.sqlite'),
    );
    const odd = mirrorFile('/data', '../../etc/passwd');
    expect(odd.startsWith(join('/data', 'mirror', 'payments-'))).toBe(true);
    expect(odd).not.toContain('..');
    expect(mirrorFile('/data', 'a/b')).not.toBe(mirrorFile('/data', 'a_b'));
  });
});

describe('where the mirror’s thread is loaded from', () => {
  it('beside the module, with the module’s own extension: source, browser host or Electron', () => {
    const worker = (module: string) => mirrorWorkerUrl(module).pathname;
    expect(worker('file:///app/electron/core/mirror/mirror-client.ts')).toBe(
      '/app/electron/core/mirror/mirror-worker.ts',
    );
    expect(worker('file:///app/dist/web/runtime-BWw6xrOK.mjs')).toBe(
      '/app/dist/web/mirror-worker.mjs',
    );
    expect(worker('file:///app/dist/electron/main.cjs')).toBe(
      '/app/dist/electron/mirror-worker.cjs',
    );
  });
});
