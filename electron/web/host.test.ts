import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/channels';
import { ok } from '../../shared/result';
import type { HandlerRegistry } from '../core/ipc';
import { CONTENT_SECURITY_POLICY } from '../core/renderer-bundle';
import { Downloads } from './downloads';
import { filesNamedBy, startWebHost, type RunningWebHost } from './host';

let host: RunningWebHost;
const downloads = new Downloads();
const getInstrument = vi.fn(async () => ok({ id: 'ins-1', type: 'CARD' }));

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<html><head><title>t</title></head></html>');
  writeFileSync(join(dir, 'renderer', 'app.js'), 'void 0');
  writeFileSync(join(dir, 'bridge.js'), '/* bridge */');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  const handlers = {
    ...Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => ok({}))])),
    'instruments:get': getInstrument,
  } as unknown as HandlerRegistry;
  host = await startWebHost({
    handlers,
    rendererDir: join(dir, 'renderer'),
    bridgeFile: join(dir, 'bridge.js'),
    downloads,
  });
});
afterAll(() => host.close());

/** Raw HTTP, because fetch will not let a test forge the Host header. */
function raw(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const { port } = new URL(host.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ipc = (channel: string, input: unknown, headers: Record<string, string> = {}) =>
  raw(`/ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-token': host.token, ...headers },
    body: JSON.stringify({ input }),
  });

describe('browser host', () => {
  it('listens on loopback only and prints a URL carrying the token in its fragment', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{32}$/);
  });

  it('serves the page with the bridge written in first, the one inline script its CSP lets run', async () => {
    const page = await raw('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<head>\n    <script>/* bridge */</script>');
    const hash = createHash('sha256').update('/* bridge */').digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
    );
    // Every other answer keeps the policy without it.
    expect((await raw('/nothing-here.js')).headers['content-security-policy']).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it('runs a contract call for the right token', async () => {
    const answer = await ipc('instruments:get', { id: 'ins-1' });
    expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { id: 'ins-1', type: 'CARD' } });
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const answer = await raw('/', { headers: { host: 'evil.example:80' } });
    expect(answer.status).toBe(421);
    const call = await ipc('instruments:get', { id: 'ins-1' }, { host: 'evil.example' });
    expect(call.status).toBe(421);
  });

  it('refuses a call without the token, with a wrong one, or from another origin', async () => {
    getInstrument.mockClear();
    expect((await ipc('instruments:get', { id: 'ins-1' }, { 'x-console-token': '' })).status).toBe(
      401,
    );
    expect(
      (await ipc('instruments:get', { id: 'ins-1' }, { 'x-console-token': 'x'.repeat(32) })).status,
    ).toBe(401);
    expect(
      (await ipc('instruments:get', { id: 'ins-1' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(getInstrument).not.toHaveBeenCalled();
  });

  it('validates input and channel like IPC does', async () => {
    getInstrument.mockClear();
    expect(JSON.parse((await ipc('instruments:get', { id: '../x' })).body)).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
    expect(JSON.parse((await ipc('shell:exec', {})).body)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(getInstrument).not.toHaveBeenCalled();
  });

  it('serves nothing outside the bundle', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      expect((await raw(path)).status).toBe(404);
    }
  });
});

it('tells a page the language the console was last shown in, and nothing when it has none', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-language-'));
  writeFileSync(join(dir, 'index.html'), '<html><head><title>t</title></head></html>');
  let remembered: 'en' | 'es' | undefined;
  const other = await startWebHost({
    handlers: {} as HandlerRegistry,
    rendererDir: dir,
    bridgeFile: join(dir, 'index.html'),
    pageLanguage: () => remembered,
  });
  try {
    const page = async () => (await fetch(`${other.origin}/`)).text();
    expect(await page()).not.toContain('console-language');
    remembered = 'es';
    expect(await page()).toContain('<meta name="console-language" content="es" />');
  } finally {
    await other.close();
  }
});

it('hands an export out once, as an attachment', async () => {
  async function* rows() {
    yield 'time,outcome\r\n';
  }
  const done = await downloads.sink('activity.csv', 'text/csv', rows());
  expect(done).toMatchObject({ kind: 'download', file_name: 'activity.csv' });
  const url = (done as { url: string }).url;
  const first = await raw(url);
  expect(first.status).toBe(200);
  expect(first.headers['content-disposition']).toBe('attachment; filename="activity.csv"');
  expect(first.body).toBe('time,outcome\r\n');
  expect((await raw(url)).status).toBe(404);
});

it('serves the page while the core is still starting, and a call made then waits for it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-starting-'));
  writeFileSync(join(dir, 'index.html'), '<html><head><title>t</title></head></html>');
  let started!: (handlers: HandlerRegistry) => void;
  const handlers = new Promise<HandlerRegistry>((resolve) => (started = resolve));
  const starting = await startWebHost({
    handlers,
    rendererDir: dir,
    bridgeFile: join(dir, 'index.html'),
  });
  try {
    expect((await fetch(`${starting.origin}/`)).status).toBe(200);
    let answered = false;
    const call = fetch(`${starting.origin}/ipc/instruments:get`, {
      method: 'POST',
      headers: { 'x-console-token': starting.token },
      body: JSON.stringify({ input: { id: 'ins-1' } }),
    }).then(async (response) => {
      answered = true;
      return response.json();
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answered).toBe(false);
    started({
      ...Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => ok({}))])),
      'instruments:get': getInstrument,
    } as unknown as HandlerRegistry);
    expect(await call).toEqual({ ok: true, value: { id: 'ins-1', type: 'CARD' } });
  } finally {
    await starting.close();
  }
});

describe('the page has its files', () => {
  async function pageHost() {
    const dir = mkdtempSync(join(tmpdir(), 'host-fetched-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script type="module" src="./a.js"></script><link rel="stylesheet" href="./b.css"></head></html>',
    );
    writeFileSync(join(dir, 'a.js'), 'void 0');
    writeFileSync(join(dir, 'b.css'), '');
    writeFileSync(join(dir, 'bridge.js'), 'void 0');
    const fetched = vi.fn();
    const host = await startWebHost({
      handlers: {} as HandlerRegistry,
      rendererDir: dir,
      bridgeFile: join(dir, 'bridge.js'),
      onPageFetched: fetched,
    });
    return { host, fetched };
  }

  it('is said once, when every file its HTML names has been sent, however slowly they are asked', async () => {
    const { host, fetched } = await pageHost();
    try {
      await fetch(`${host.origin}/`);
      await fetch(`${host.origin}/a.js`);
      // A browser busy parsing can pause longer than any "burst" between two of its requests.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(fetched).not.toHaveBeenCalled();
      await fetch(`${host.origin}/b.css`);
      expect(fetched).toHaveBeenCalledOnce();
      await fetch(`${host.origin}/a.js`);
      expect(fetched).toHaveBeenCalledOnce();
    } finally {
      await host.close();
    }
  });

  it("is said by a page's first call, whatever it fetched before", async () => {
    const { host, fetched } = await pageHost();
    try {
      await fetch(`${host.origin}/`);
      expect(fetched).not.toHaveBeenCalled();
      await fetch(`${host.origin}/ipc/app:info`, {
        method: 'POST',
        headers: { 'x-console-token': host.token },
        body: '{}',
      }).catch(() => undefined);
      expect(fetched).toHaveBeenCalledOnce();
    } finally {
      await host.close();
    }
  });
});

it('reads the files an HTML page names from its own folder', () => {
  expect(
    filesNamedBy(
      '<link rel="icon" href="data:," /><script type="module" crossorigin src="./assets/i.js"></script>' +
        '<link rel="modulepreload" crossorigin href="./assets/v.js"><link rel="stylesheet" href="/assets/s.css">',
    ),
  ).toEqual(['/assets/i.js', '/assets/v.js', '/assets/s.css']);
});

describe('closing', () => {
  /** A host whose one handler answers only when the test says so. */
  async function hostWithSlowCall(drainMs: number) {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const finished = vi.fn();
    const handlers = {
      ...Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => ok({}))])),
      'instruments:get': async () => {
        await answered;
        finished();
        return ok({ id: 'ins-slow' });
      },
    } as unknown as HandlerRegistry;
    const dir = mkdtempSync(join(tmpdir(), 'host-close-'));
    writeFileSync(join(dir, 'index.html'), '<html><head></head></html>');
    const slow = await startWebHost({
      handlers,
      rendererDir: dir,
      bridgeFile: join(dir, 'index.html'),
      drainMs,
    });
    const { port } = new URL(slow.origin);
    const response = new Promise<{ status?: number; body: string }>((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/ipc/instruments:get',
          method: 'POST',
          headers: { host: `127.0.0.1:${port}`, 'x-console-token': slow.token },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode, body: text }));
        },
      );
      req.on('error', () => resolve({ body: 'cut' }));
      req.end(JSON.stringify({ input: { id: 'ins-slow' } }));
    });
    // The call is running once the handler waits on the test.
    await vi.waitFor(() => expect(finished).not.toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { slow, answer, finished, response };
  }

  it('lets a running call answer before it closes, so its journal record is written first', async () => {
    const { slow, answer, finished, response } = await hostWithSlowCall(5_000);
    let closed = false;
    const closing = slow.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(finished).toHaveBeenCalledOnce();
    expect(await response).toMatchObject({
      status: 200,
      body: expect.stringContaining('ins-slow'),
    });
  });

  it('does not wait past its drain time for a call that never ends', async () => {
    const { slow, response } = await hostWithSlowCall(300);
    const started = Date.now();
    await slow.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await response).body).toBe('cut');
  });
});
