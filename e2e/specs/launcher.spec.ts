import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');

/**
 * `npm start` where Electron's binary is missing: it must say so in one line, serve the console
 * in the browser host, print its URL and stop with exit code 0 on Ctrl+C. Electron's own
 * ELECTRON_OVERRIDE_DIST_PATH, pointed at an empty folder, makes the binary missing here
 * whatever this machine has; CI=1 keeps the system browser closed.
 */
test('npm start without Electron serves the console, prints its URL and exits 0 on Ctrl+C', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-electron-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'launcher-data-'));
  const launcher = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '--port', '0', '--data-dir', dataDir],
    {
      cwd: root,
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: empty, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((done) => launcher.on('exit', (code) => done(code)));
  try {
    const lines: string[] = [];
    const url = await new Promise<string>((found, failed) => {
      createInterface({ input: launcher.stdout }).on('line', (line) => {
        lines.push(line);
        const match = /^Open: (http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+)$/.exec(line);
        if (match) found(match[1]!);
      });
      void exited.then((code) => failed(new Error(`exited ${code}: ${lines.join('\n')}`)));
    });
    expect(lines[0]).toMatch(/^Electron’s binary is not available on this machine.*browser/);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const token = new URL(url).hash.replace('#token=', '');
    const call = (headers: Record<string, string>) =>
      fetch(new URL('/ipc/app:info', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    const info = await call({ 'x-console-token': token });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({
      ok: true,
      value: { profile: { kind: 'simulator' } },
    });
    expect((await call({})).status).toBe(401);

    launcher.kill('SIGINT');
    expect(await exited).toBe(0);
  } finally {
    launcher.kill('SIGKILL');
    rmSync(empty, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
});
