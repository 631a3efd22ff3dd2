import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, MAX_ANSWER_DEPTH, nestsDeeperThan } from './answer-limits';
import { sendHttp } from './http';

/** A hostile API on loopback: each path answers one way an API must not be trusted to avoid. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/exactly-the-limit': (res) => res.end(`"${'a'.repeat(MAX_ANSWER_BYTES - 2)}"`),
  '/one-byte-over': (res) => res.end(`"${'a'.repeat(MAX_ANSWER_BYTES - 1)}"`),
  // Chunked, no length: the only way to know is to count what arrives, and then stop.
  '/endless': (res) => {
    res.writeHead(201, { 'content-type': 'application/json' });
    const chunk = Buffer.from('{},'.repeat(20_000));
    const more = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', more);
    };
    res.write('[');
    more();
  },
  // Says a gigabyte is coming, sends a little and waits: the header alone is enough to refuse.
  '/declared-huge': (res) => {
    res.writeHead(201, { 'content-length': String(1024 ** 3) });
    res.write('{"a":');
  },
  '/nested-at-limit': (res) =>
    res.end(`${'{"a":'.repeat(MAX_ANSWER_DEPTH)}1${'}'.repeat(MAX_ANSWER_DEPTH)}`),
  '/nested-past-limit': (res) =>
    res.end(`${'['.repeat(MAX_ANSWER_DEPTH + 1)}${']'.repeat(MAX_ANSWER_DEPTH + 1)}`),
  '/nested-5000': (res) => {
    res.writeHead(201);
    res.end(
      `{"transaction":{"status":"APPROVED"},"x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    );
  },
  '/brackets-in-text': (res) =>
    res.end(JSON.stringify({ note: `[{"\\${'['.repeat(500)}`, id: 'pay-1' })),
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => answers[req.url ?? '']?.(res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const get = (path: string, deadlineMs = 5000) =>
  sendHttp({ method: 'GET', url: `${base}${path}`, deadlineMs });

describe('sendHttp reads an answer only within its limits', () => {
  it('reads an answer of exactly the byte limit', async () => {
    const outcome = await get('/exactly-the-limit');
    expect(outcome.kind).toBe('response');
    expect(outcome.kind === 'response' && (outcome.body as string).length).toBe(
      MAX_ANSWER_BYTES - 2,
    );
  });

  it('refuses one byte more, keeping its size and none of its bytes', async () => {
    const outcome = await get('/one-byte-over');
    expect(outcome).toMatchObject({ kind: 'unreadable', status: 200, problem: 'too_large' });
    expect(outcome).not.toHaveProperty('body');
    expect(JSON.stringify(outcome).length).toBeLessThan(1000);
  });

  it('stops reading an endless answer at the limit instead of holding all of it', async () => {
    const outcome = await get('/endless');
    expect(outcome).toMatchObject({ kind: 'unreadable', status: 201, problem: 'too_large' });
    // Counted chunk by chunk: at most one chunk past the limit was ever held.
    expect(outcome.kind === 'unreadable' && outcome.bytes).toBeLessThan(MAX_ANSWER_BYTES + 1e6);
  });

  it('refuses a declared length over the limit without waiting for the body', async () => {
    const outcome = await get('/declared-huge', 3000);
    expect(outcome).toMatchObject({ kind: 'unreadable', problem: 'too_large', bytes: 1024 ** 3 });
    expect(outcome.latencyMs).toBeLessThan(3000);
  });

  it('reads an answer nested exactly to the depth limit', async () => {
    const outcome = await get('/nested-at-limit');
    expect(outcome.kind).toBe('response');
  });

  it('refuses one level deeper, and an approved answer 5,000 levels deep', async () => {
    expect(await get('/nested-past-limit')).toMatchObject({
      kind: 'unreadable',
      problem: 'too_deep',
    });
    expect(await get('/nested-5000')).toMatchObject({
      kind: 'unreadable',
      status: 201,
      problem: 'too_deep',
    });
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const outcome = await get('/brackets-in-text');
    expect(outcome).toMatchObject({ kind: 'response', body: { id: 'pay-1' } });
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike, and only those open at once', () => {
    expect(nestsDeeperThan('[{"a":[1]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[[1]]}]', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('"\\"[[[["', 1)).toBe(false);
  });
});

// A fresh Node process compiling TypeScript: seconds on a busy machine.
describe('sendHttp starts light', { timeout: 60_000 }, () => {
  it('calls the simulator without loading undici, HTTP/2 or TLS (~100 ms the first screen waited for)', () => {
    // A fresh process: this one's test runner may have loaded them for itself.
    const script = `
      const { startSimulator } = await import('./electron/simulator/server.ts');
      const { sendHttp } = await import('./electron/core/client/http.ts');
      const sim = await startSimulator({ port: 0 });
      const out = await sendHttp({ method: 'POST', url: sim.baseUrl + '/oauth/token',
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: sim.clientId,
          client_secret: sim.clientSecret }), deadlineMs: 5000 });
      console.log(JSON.stringify({ status: out.status,
        loaded: process.moduleLoadList.filter((m) => /undici|http2|tls/.test(m)) }));
      await sim.close();`;
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: resolve(import.meta.dirname, '../../..'), encoding: 'utf8', timeout: 60_000 },
    );
    expect(JSON.parse(printed.trim().split('\n').at(-1)!)).toEqual({ status: 200, loaded: [] });
  });
});
