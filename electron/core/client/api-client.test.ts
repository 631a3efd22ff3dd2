import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { ApiClient } from './api-client';
import { sendHttp, type HttpSend } from './http';
import { TokenManager } from './token-manager';
import { withCallValues } from '../redaction/known-values';

let simulator: RunningSimulator;

function clientFor(baseUrl: string, secret: string, send: HttpSend = sendHttp, deadlineMs = 2000) {
  const tokens = new TokenManager(
    {
      tokenUrl: `${baseUrl}/oauth/token`,
      clientId: simulator.clientId,
      clientSecret: async () => secret,
      deadlineMs,
    },
    send,
  );
  return new ApiClient({ baseUrl, deadlineMs }, tokens, send);
}

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(() => simulator.close());

describe('ApiClient against the simulator on loopback', () => {
  it('creates, reads and lists an instrument, keeping every field of the answer', async () => {
    const api = clientFor(simulator.baseUrl, simulator.clientSecret);
    const created = await api.call({
      method: 'POST',
      path: '/v1/instruments',
      body: {
        type: 'CARD',
        card: {
          number: '5200000000000007',
          cvv: '123',
          expiration_month: '12',
          expiration_year: '2030',
          holder_name: 'Grace Hopper',
        },
      },
      what: 'Creating an instrument',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const body = created.value.body as { id: string; card: Record<string, unknown> };
    expect(created.value.status).toBe(201);
    expect(body.card).toMatchObject({ last_four_digits: '0007' });
    expect(JSON.stringify(body)).not.toContain('5200000000000007');

    const read = await api.call({ method: 'GET', path: `/v1/instruments/${body.id}`, what: 'x' });
    expect(read.ok && read.value.body).toEqual(body);

    const list = await api.call({
      method: 'GET',
      path: '/v1/instruments',
      query: { page: 1, page_size: 100 },
      what: 'x',
    });
    const ids = list.ok
      ? (list.value.body as { data: { id: string }[] }).data.map((i) => i.id)
      : [];
    expect(ids).toContain(body.id);
  });

  it('maps an API error to its status, error_code and message', async () => {
    const api = clientFor(simulator.baseUrl, simulator.clientSecret);
    const result = await api.call({
      method: 'GET',
      path: '/v1/instruments/ins-nope',
      what: 'Reading',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'not_found', status: 404, apiCode: 'resource_not_found' },
    });
  });

  it('reports a wrong client secret as unauthorized, before any API call', async () => {
    const api = clientFor(simulator.baseUrl, 'wrong-secret');
    const result = await api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing' });
    expect(result).toMatchObject({ ok: false, error: { code: 'unauthorized', status: 401 } });
  });

  it('retries once with a fresh token after a 401', async () => {
    const seen: string[] = [];
    const send: HttpSend = async (request) => {
      const auth = request.headers?.authorization;
      if (auth) seen.push(auth);
      // The first API call carries a token the API no longer accepts.
      const forged =
        auth && seen.length === 1
          ? { ...request.headers, authorization: 'Bearer stale' }
          : request.headers;
      return sendHttp({ ...request, headers: forged });
    };
    const api = clientFor(simulator.baseUrl, simulator.clientSecret, send);
    const result = await api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing' });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('reports nothing listening as a network error that says so', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const api = clientFor(`http://127.0.0.1:${port}`, 'x');
    const result = await api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing' });
    expect(result).toMatchObject({ ok: false, error: { code: 'network' } });
    expect(result).toMatchObject({ error: { reason: 'refused', detail: 'ECONNREFUSED' } });
    expect(!result.ok && result.error.message).toContain('Nothing answered at the API’s address');
  });
});

describe('an answer quoting what the call sent', () => {
  it('keeps the call’s bearer token, secret header and mistyped card out of the error', async () => {
    const token = 'h6-bearer-Qm9vWk1hT0pm';
    const apiKey = 'h6-key-9aZ7bQ2x';
    const typo = '4111111111111112';
    const send: HttpSend = async (request) =>
      request.url.endsWith('/oauth/token')
        ? {
            kind: 'response',
            status: 200,
            headers: {},
            body: { access_token: token, expires_in: 3600 },
            latencyMs: 1,
          }
        : {
            kind: 'response',
            status: 400,
            headers: {},
            body: {
              error_type: 'invalid_request',
              message: `session ${token}, key ${apiKey}, card 4111/1111/1111/1112 (cvv 1234)`,
            },
            latencyMs: 1,
          };
    const tokens = new TokenManager(
      {
        tokenUrl: 'https://api.example.test/oauth/token',
        clientId: 'c',
        clientSecret: async () => 'h6-client-secret',
        deadlineMs: 1000,
      },
      send,
    );
    const api = new ApiClient(
      {
        baseUrl: 'https://api.example.test',
        deadlineMs: 1000,
        extraHeaders: { 'X-Api-Key': apiKey },
      },
      tokens,
      send,
    );
    const result = await withCallValues(() =>
      api.call({
        method: 'POST',
        path: '/v1/instruments',
        body: { card: { number: typo, cvv: '1234' } },
        what: 'Creating an instrument',
      }),
    );
    expect(result.ok).toBe(false);
    const shown = JSON.stringify(result);
    for (const leak of [token, apiKey, typo, '1111/1111', '1234'])
      expect(shown).not.toContain(leak);
  });
});

describe('deadlines', () => {
  let hanging: Server;
  let url: string;
  beforeAll(async () => {
    hanging = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    hanging.closeAllConnections();
    hanging.close();
  });

  it('gives up on a server that never answers at the deadline, as a timeout', async () => {
    const started = Date.now();
    const outcome = await sendHttp({ method: 'GET', url, deadlineMs: 300 });
    const elapsed = Date.now() - started;
    expect(outcome.kind).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2000);
  });

  it('surfaces the time-out of the token call through the client', async () => {
    const api = clientFor(url, 'x', sendHttp, 200);
    const result = await api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing' });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });
});
