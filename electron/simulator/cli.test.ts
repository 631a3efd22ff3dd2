import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './test-support';

let child: ChildProcess | undefined;

afterEach(() => {
  // The whole group, in case tsx forks. Only our own child's group is signalled.
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
  }
});

/** Resolves with the labelled lines once all three have been printed. */
function readBanner(proc: ChildProcess, output: { out: string }): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let err = '';
    proc.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.stdout?.on('data', (chunk: Buffer) => {
      output.out += chunk.toString();
      const out = output.out;
      const fields = Object.fromEntries(
        [...out.matchAll(/^(base_url|client_id|client_secret): (\S+)$/gm)].map((m) => [m[1], m[2]]),
      );
      if (Object.keys(fields).length === 3) resolve(fields);
    });
    proc.on('exit', (code) => reject(new Error(`cli exited early (${code}): ${err}`)));
  });
}

describe('npm run simulator (cli.ts)', () => {
  it('serves on loopback with the given credentials and stops on SIGTERM', async () => {
    // node --import tsx rather than npx: npx adds seconds of start-up under load.
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'electron/simulator/cli.ts',
        '--port',
        '0',
        '--client-id',
        'a',
        '--client-secret',
        'b',
      ],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = { out: '' };
    const banner = await readBanner(child, output);
    expect(banner.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(banner).toMatchObject({ client_id: 'a', client_secret: 'b' });

    const token = await request(banner.base_url!, 'POST', '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id: 'a', client_secret: 'b' },
    });
    expect(token.status).toBe(200);
    const list = await request(banner.base_url!, 'GET', '/v1/instruments', {
      token: token.body.access_token,
    });
    expect(list.body.data.length).toBeGreaterThan(0);

    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    expect(output.out).toContain('SIGTERM: stopping the simulator');
    await expect(fetch(`${banner.base_url}/oauth/token`)).rejects.toThrow();
  }, 60_000);

  it('rejects a bad port with exit code 2', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/simulator/cli.ts', '--port', 'abc'],
      {
        cwd: process.cwd(),
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(err).toMatch(/--port must be an integer/);
  }, 60_000);

  it('says in one line that a port in use is taken, and exits 2', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      child = spawn(
        process.execPath,
        ['--import', 'tsx', 'electron/simulator/cli.ts', '--port', String(port)],
        { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let err = '';
      child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(2);
      expect(err.trim()).toBe(
        `Port ${port} is in use by another program: choose another with --port N, or --port 0 for a free one.`,
      );
    } finally {
      holder.close();
    }
  }, 60_000);

  it('speaks the reference dialect with --dialect reference, and refuses an unknown one', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/simulator/cli.ts', '--port', '0', '--dialect', 'reference'],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = { out: '' };
    const banner = await readBanner(child, output);
    // The dialect line may come in a later chunk than the three the banner waits for.
    await vi.waitFor(() => expect(output.out).toContain('dialect: reference'));
    const token = await request(banner.base_url!, 'POST', '/oauth/token', {
      body: {
        grant_type: 'client_credentials',
        client_id: banner.client_id,
        client_secret: banner.client_secret,
      },
    });
    const missing = await request(banner.base_url!, 'GET', '/v1/instruments/ins-nope', {
      token: token.body.access_token,
    });
    expect(missing.body).toEqual({
      error_type: 'resource_not_found',
      message: 'Instrument ins-nope not found',
    });
    process.kill(-child.pid!, 'SIGTERM');
    await once(child, 'exit');

    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'electron/simulator/cli.ts', '--dialect', 'posh'],
      { cwd: process.cwd(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(err).toMatch(/--dialect must be one of friendly, reference/);
  }, 60_000);

  it('documents the clock of the control API in --help', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'electron/simulator/cli.ts', '--help'], {
      cwd: process.cwd(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(out).toContain('POST /_sandbox/clock {"advance_s": N}');
    expect(out).toMatch(/PENDING until the simulator's clock passes their estimated_date/);
  }, 60_000);
});
