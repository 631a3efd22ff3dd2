import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, vi } from 'vitest';
import { browserHostOptions } from './browser-host';

const root = resolve(import.meta.dirname, '../..');

describe('the browser host’s options', () => {
  const url = 'postgres://console_writer@db.example.com/payments?sslmode=verify-full';

  it('takes --team-store, else PAYMENTS_CONSOLE_TEAM_STORE', async () => {
    expect((await browserHostOptions(['--team-store', url], {})).teamStore).toEqual({
      url,
      source: 'flag',
    });
    expect((await browserHostOptions([], { PAYMENTS_CONSOLE_TEAM_STORE: url })).teamStore).toEqual({
      url,
      source: 'environment',
    });
    expect((await browserHostOptions([], {})).teamStore).toBeUndefined();
  });

  it('takes --seed-payments N for the embedded simulator, and refuses what is not a count', async () => {
    expect((await browserHostOptions(['--seed-payments', '1000000'], {})).seedPayments).toBe(
      1_000_000,
    );
    expect((await browserHostOptions([], {})).seedPayments).toBe(0);
    await expect(browserHostOptions(['--seed-payments', '1e6'], {})).rejects.toThrow(
      /^--seed-payments must be a whole number from 0 to 10000000, got "1e6"/,
    );
  });

  it('refuses a team store without TLS to another machine before anything starts', async () => {
    await expect(
      browserHostOptions(['--team-store', 'postgres://w:pw-42@db.example.com/payments'], {}),
    ).rejects.toThrow(/^--team-store “postgres:\/\/w@db\.example\.com\/payments”: Add \?sslmode/);
  });
});

describe('two browser hosts on one data folder', () => {
  it('the second one stops with one line naming the first one’s process; nothing is shared', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'two-hosts-'));
    const host = () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', 'electron/web/cli.ts', '--port', '0', '--data-dir', dataDir],
        { cwd: root, env: { ...process.env, CI: '1', BROWSER: 'none' }, stdio: 'pipe' },
      );
    const first = host();
    try {
      await new Promise<void>((ready, failed) => {
        createInterface({ input: first.stdout }).on('line', (line) => {
          if (line.startsWith('Open: ')) ready();
        });
        first.on('exit', (code) => failed(new Error(`the first host exited ${code}`)));
      });
      const second = host();
      let said = '';
      let printed = '';
      second.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
      second.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const code = await new Promise<number | null>((done) => second.on('exit', done));
      expect(code).toBe(2);
      // Refused before it listened: no address to open a page that could never work.
      expect(printed).not.toContain('Open:');
      expect(said.trim()).toMatch(
        new RegExp(
          `^Another console is using the data folder ${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: process ${first.pid} \\(web\\), started at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\.`,
        ),
      );
      expect(said).not.toMatch(/\n\s+at /);
    } finally {
      first.kill('SIGTERM');
      await new Promise((done) => first.on('exit', done));
    }
    // The first one let go of the folder as it stopped.
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  }, 60_000);
});

describe('a browser host on a port in use', () => {
  it('says so in one line, exits 2 and leaves the data folder free', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'port-taken-'));
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      const host = spawn(
        process.execPath,
        ['--import', 'tsx', 'electron/web/cli.ts', '--port', String(port), '--data-dir', dataDir],
        { cwd: root, env: { ...process.env, CI: '1', BROWSER: 'none' }, stdio: 'pipe' },
      );
      let said = '';
      host.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
      const code = await new Promise<number | null>((done) => host.on('exit', done));
      expect(code).toBe(2);
      expect(said.trim()).toBe(
        `Port ${port} is in use by another program: choose another with --port N, or --port 0 for a free one.`,
      );
      expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
    } finally {
      holder.close();
    }
  }, 60_000);
});

describe('a browser host starting', () => {
  const launch = (dataDir: string) =>
    spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/web/cli.ts', '--port', '0', '--data-dir', dataDir],
      { cwd: root, env: { ...process.env, CI: '1', BROWSER: 'none' }, stdio: 'pipe' },
    );

  it('prints its address before the core has started, and a call made at once is answered', async () => {
    const host = launch(mkdtempSync(join(tmpdir(), 'early-host-')));
    const lines: string[] = [];
    try {
      const url = await new Promise<URL>((found, failed) => {
        createInterface({ input: host.stdout }).on('line', (line) => {
          lines.push(line);
          if (line.startsWith('Open: ')) found(new URL(line.slice(6)));
        });
        host.on('exit', (code) => failed(new Error(`the host exited ${code}`)));
      });
      // The core's line comes after the address: the page can load while the core starts.
      expect(lines.some((line) => line.startsWith('Profile “'))).toBe(false);
      const response = await fetch(new URL('/ipc/app:info', url), {
        method: 'POST',
        headers: { 'x-console-token': url.hash.replace('#token=', '') },
        body: '{}',
      });
      expect(await response.json()).toMatchObject({
        ok: true,
        value: { host: 'web', profile: { name: 'Simulator' } },
      });
      await vi.waitFor(() => expect(lines).toContain('Profile “Simulator”'));
    } finally {
      host.kill('SIGTERM');
      await new Promise((done) => host.on('exit', done));
    }
  }, 60_000);

  it('speaks the language the console was last shown in, before any page has said one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spanish-host-'));
    writeFileSync(join(dataDir, 'language.json'), '{"language":"es"}');
    const host = launch(dataDir);
    const lines: string[] = [];
    try {
      await new Promise<void>((ready, failed) => {
        createInterface({ input: host.stdout }).on('line', (line) => {
          lines.push(line);
          if (line.startsWith('Perfil “')) ready();
        });
        host.on('exit', (code) =>
          failed(new Error(`the host exited ${code}: ${lines.join('\n')}`)),
        );
      });
    } finally {
      host.kill('SIGTERM');
      await new Promise((done) => host.on('exit', done));
    }
    expect(lines[0]).toBe(`Consola de pagos (en el navegador), datos en ${dataDir}`);
    // The address keeps its English label: scripts and npm start find it by it.
    expect(lines.some((line) => line.startsWith('Open: http://127.0.0.1:'))).toBe(true);
    expect(lines).toContain('Perfil “Simulator”');
    expect(lines.join('\n')).not.toMatch(/Only this machine|Production profiles/);
  }, 60_000);
});
