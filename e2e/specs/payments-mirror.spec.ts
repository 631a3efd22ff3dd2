import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const SEEDED = 600;

/**
 * The built browser host (`npm run web`'s dist/web/cli.mjs) with the simulator seeded big:
 * its payments sync starts a few seconds after launch and mirrors the whole list through the
 * mirror's thread, whose file the bundle must find beside itself. Nothing here runs from
 * source: a worker left out of the build, or looked for under the wrong name, fails it.
 */
test('the built browser host mirrors the seeded simulator’s payments and searches them', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'mirror-e2e-'));
  const host = spawn(
    process.execPath,
    ['dist/web/cli.mjs', '--port', '0', '--data-dir', dataDir, '--seed-payments', `${SEEDED}`],
    { cwd: root, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((done) => host.on('exit', (code) => done(code)));
  try {
    const lines: string[] = [];
    const url = await new Promise<string>((found, failed) => {
      createInterface({ input: host.stdout }).on('line', (line) => {
        lines.push(line);
        const match = /^Open: (http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+)$/.exec(line);
        if (match) found(match[1]!);
      });
      void exited.then((code) => failed(new Error(`exited ${code}: ${lines.join('\n')}`)));
    });
    const token = new URL(url).hash.replace('#token=', '');
    const call = async (channel: string, input?: unknown) =>
      (await (
        await fetch(new URL(`/ipc/${channel}`, url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-console-token': token },
          body: JSON.stringify({ input }),
        })
      ).json()) as { ok: boolean; value?: Record<string, unknown>; error?: unknown };

    await expect
      .poll(async () => (await call('finder:status')).value, { timeout: 90_000, intervals: [500] })
      .toMatchObject({ state: { kind: 'caught_up' }, mirrored: expect.any(Number) });
    const status = (await call('finder:status')).value!;
    expect(status.mirrored).toBeGreaterThanOrEqual(SEEDED);

    // Every big-history payment carries the terminal's trace number: one is found by it alone.
    const oldest = await call('finder:search', { order: 'oldest', limit: 1 });
    expect(oldest.error).toBeUndefined();
    const [row] = (oldest.value as { rows: { id: string; traceId: string | null }[] }).rows;
    expect(row?.traceId).toBeTruthy();
    const byTrace = await call('finder:search', { traceId: row!.traceId });
    expect(byTrace.value).toMatchObject({ rows: [{ id: row!.id }], next: null });

    host.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'mirror'))).toBe(true);
  } finally {
    host.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The built host on a data folder, its page's URL and a caller of its channels. */
async function startHost(dataDir: string, seeded: number) {
  const host = spawn(
    process.execPath,
    ['dist/web/cli.mjs', '--port', '0', '--data-dir', dataDir, '--seed-payments', `${seeded}`],
    { cwd: root, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((done) => host.on('exit', (code) => done(code)));
  const lines: string[] = [];
  const url = await new Promise<string>((found, failed) => {
    createInterface({ input: host.stdout }).on('line', (line) => {
      lines.push(line);
      const match = /^Open: (http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+)$/.exec(line);
      if (match) found(match[1]!);
    });
    void exited.then((code) => failed(new Error(`exited ${code}: ${lines.join('\n')}`)));
  });
  const token = new URL(url).hash.replace('#token=', '');
  const status = async () =>
    (
      (await (
        await fetch(new URL('/ipc/finder:status', url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-console-token': token },
          body: JSON.stringify({}),
        })
      ).json()) as { value: { mirrored: number; resumed?: string; startedOver?: string } }
    ).value;
  return { host, exited, status };
}

test('a host killed mid-copy resumes its copy of the built-in simulator on the same seed', async () => {
  test.setTimeout(150_000);
  const seeded = 200_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'mirror-resume-e2e-'));
  const first = await startHost(dataDir, seeded);
  let second: Awaited<ReturnType<typeof startHost>> | undefined;
  try {
    await expect
      .poll(async () => (await first.status()).mirrored, { timeout: 60_000, intervals: [250] })
      .toBeGreaterThanOrEqual(2_000);
    // Said after its page was committed: the kill cannot take it back.
    const copied = (await first.status()).mirrored;
    // No goodbye: the kill a crash or a closed terminal is.
    first.host.kill('SIGKILL');
    await first.exited;

    second = await startHost(dataDir, seeded);
    // The count on disk at once, said as resumed (not a new run), never back near zero.
    await expect
      .poll(async () => second!.status(), { timeout: 30_000, intervals: [250] })
      .toMatchObject({ resumed: 'same_simulator_seed' });
    const resumed = await second.status();
    expect(resumed.startedOver).toBeUndefined();
    expect(resumed.mirrored).toBeGreaterThanOrEqual(copied);
    await expect
      .poll(async () => (await second!.status()).mirrored, { timeout: 60_000, intervals: [250] })
      .toBeGreaterThan(resumed.mirrored + 1_000);
  } finally {
    first.host.kill('SIGKILL');
    second?.host.kill('SIGKILL');
    await second?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
