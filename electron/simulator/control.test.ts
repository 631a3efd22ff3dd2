import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anotherOf } from '../../shared/testing/another-value';
import { RequestLog } from './request-log';
import { startSimulator } from './server';
import {
  authBody,
  expectError,
  openSimulator,
  request,
  type Json,
  type Simulator,
} from './test-support';

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator();
});
beforeEach(() => ctx.sb.control.reset());
afterAll(() => ctx.sb.close());

const AUTH = '/v1/payments/authorizations';
const authorize = () => ctx.call('POST', AUTH, authBody());

describe('/_sandbox/faults', () => {
  it('arms, lists, consumes by count and clears faults', async () => {
    const armed = await ctx.control('POST', '/faults', {
      match: { method: 'post', path: AUTH },
      kind: 'error_500',
      count: 2,
    });
    expect(armed.status).toBe(201);
    expect(armed.body).toMatchObject({
      id: expect.stringMatching(/^flt-/),
      kind: 'error_500',
      remaining: 2,
    });
    expect((await ctx.control('GET', '/faults')).body.data).toMatchObject([
      { id: armed.body.id, match: { method: 'POST', path: AUTH }, remaining: 2 },
    ]);
    expectError(await authorize(), 500, 'internal_error');
    expect((await ctx.control('GET', '/faults')).body.data[0].remaining).toBe(1);
    expectError(await authorize(), 500, 'internal_error');
    expect((await ctx.control('GET', '/faults')).body.data).toEqual([]);
    expect((await authorize()).status).toBe(201);

    await ctx.control('POST', '/faults', { match: { path: AUTH }, kind: 'error_500' });
    expect((await ctx.control('DELETE', '/faults')).status).toBe(204);
    expect((await authorize()).status).toBe(201);
  });

  it('matches by method and by path prefix ending in "*"', async () => {
    ctx.sb.control.armFault({
      match: { method: 'POST', path: '/v1/transactions/*' },
      kind: 'rate_limit',
    });
    expect((await ctx.call('GET', '/v1/transactions/trx-seed-authorized-auth')).status).toBe(200);
    expect((await authorize()).status).toBe(201);
    const limited = await ctx.call('POST', '/v1/transactions/trx-seed-authorized-auth/reversals', {
      type: 'CAPTURE',
    });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('removes one fault by id', async () => {
    const { id } = ctx.sb.control.armFault({ match: { path: AUTH }, kind: 'error_500' });
    expect((await ctx.control('DELETE', `/faults/${id}`)).status).toBe(204);
    expectError(await ctx.control('DELETE', `/faults/${id}`), 404, 'fault_not_found');
    expect((await authorize()).status).toBe(201);
  });

  it.each([
    [{ kind: 'error_500' }, 'match'],
    [{ match: { path: 'v1/x' }, kind: 'error_500' }, 'match.path'],
    [{ match: { path: '/_sandbox/reset' }, kind: 'error_500' }, 'match.path'],
    [{ match: { path: AUTH, method: 'P OST' }, kind: 'error_500' }, 'match.method'],
    [{ match: { path: AUTH }, kind: 'explode' }, 'kind'],
    [{ match: { path: AUTH }, kind: 'error_500', count: 0 }, 'count'],
    [{ match: { path: AUTH }, kind: 'delay' }, 'delay_ms'],
    [{ match: { path: AUTH }, kind: 'rate_limit', retry_after_s: -1 }, 'retry_after_s'],
  ])('refuses %j naming %s', async (body, field) => {
    const reply = await ctx.control('POST', '/faults', body);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(() => ctx.sb.control.armFault(body)).toThrow();
  });

  it('delays a request, then answers normally', async () => {
    ctx.sb.control.armFault({ match: { path: AUTH }, kind: 'delay', delay_ms: 150 });
    const started = Date.now();
    expect((await authorize()).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('hangs until the client gives up, with no effect and the key released', async () => {
    ctx.sb.control.armFault({ match: { path: AUTH }, kind: 'hang' });
    const headers = { 'Idempotency-Key': 'k-hang' };
    const hung = request(ctx.sb.baseUrl, 'POST', AUTH, {
      token: ctx.token,
      body: authBody(),
      headers,
      signal: AbortSignal.timeout(200),
    });
    await expect(hung).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ctx.sb.control.ledger()).toEqual([]);
    const retry = await ctx.call('POST', AUTH, authBody(), headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('can fault the token endpoint too', async () => {
    ctx.sb.control.armFault({ match: { path: '/oauth/token' }, kind: 'error_500' });
    const reply = await request(ctx.sb.baseUrl, 'POST', '/oauth/token', {
      body: {
        grant_type: 'client_credentials',
        client_id: ctx.sb.clientId,
        client_secret: ctx.sb.clientSecret,
      },
    });
    expectError(reply, 500, 'internal_error');
  });
});

describe('echo faults: an API that quotes the request back', () => {
  it('echo_error refuses with a 400 repeating the body in its message and an unknown field', async () => {
    ctx.sb.control.armFault({ match: { path: '/oauth/token' }, kind: 'echo_error' });
    const body = {
      grant_type: 'client_credentials',
      client_id: ctx.sb.clientId,
      client_secret: ctx.sb.clientSecret,
    };
    const reply = await request(ctx.sb.baseUrl, 'POST', '/oauth/token', { body });
    expectError(reply, 400, 'invalid_request');
    expect(reply.body.message).toContain(`"client_secret":"${ctx.sb.clientSecret}"`);
    expect(reply.body.request_echo).toEqual(body);
    expect(ctx.sb.control.ledger()).toEqual([]);
  });

  it('echo_after_effect answers as usual plus the echo; the effect happened once', async () => {
    ctx.sb.control.armFault({ match: { path: AUTH }, kind: 'echo_after_effect' });
    const sent = authBody();
    const reply = await ctx.call('POST', AUTH, sent, { 'Idempotency-Key': 'k-echo' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ payment_id: expect.any(String), request_echo: sent });
    // The answer kept for the key has no echo: a replay is the plain answer.
    const replay = await ctx.call('POST', AUTH, sent, { 'Idempotency-Key': 'k-echo' });
    expect(replay.body.request_echo).toBeUndefined();
    expect(ctx.sb.control.ledger()).toHaveLength(1);
  });
});

describe('/_sandbox/reset, /_sandbox/ledger, /_sandbox/requests', () => {
  it('resets to the seed: state, ledger, faults, keys and the request log', async () => {
    const created = await ctx.call('POST', AUTH, authBody(), { 'Idempotency-Key': 'k-reset' });
    await ctx.call('POST', '/v1/transactions/trx-seed-authorized-auth/reversals', {
      type: 'CAPTURE',
    });
    ctx.sb.control.armFault({ match: { path: '/v1/payments/*' }, kind: 'error_500' });
    const reply = await ctx.control('POST', '/reset');
    expect(reply.status).toBe(200);
    expectError(
      await ctx.call('GET', `/v1/payments/${created.body.payment_id}`),
      404,
      'payment_not_found',
    );
    expect((await ctx.call('GET', '/v1/payments/pay-seed-authorized')).body.status).toBe(
      'AUTHORIZED',
    );
    expect((await ctx.control('GET', '/ledger')).body.data).toEqual([]);
    expect((await ctx.control('GET', '/faults')).body.data).toEqual([]);
    const again = await ctx.call('POST', AUTH, authBody(), { 'Idempotency-Key': 'k-reset' });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
  });

  it('serves the ledger, filtered by payment_id', async () => {
    const a = await authorize();
    await authorize();
    await ctx.call('POST', `/v1/transactions/${a.body.transaction.id}/reversals`, {
      type: 'CAPTURE',
    });
    const all = (await ctx.control('GET', '/ledger')).body.data;
    expect(all.map((e: Json) => [e.seq, e.kind])).toEqual([
      [1, 'AUTHORIZATION'],
      [2, 'AUTHORIZATION'],
      [3, 'CAPTURE'],
    ]);
    expect(all[0]).toEqual({
      seq: 1,
      at: expect.any(String),
      kind: 'AUTHORIZATION',
      payment_id: a.body.payment_id,
      transaction_id: a.body.transaction.id,
      amount: { value: 100, currency: 'USD' },
      idempotency_key: null,
    });
    const one = (await ctx.control('GET', `/ledger?payment_id=${a.body.payment_id}`)).body.data;
    expect(one.map((e: Json) => e.kind)).toEqual(['AUTHORIZATION', 'CAPTURE']);
  });

  it('logs authenticated /v1 requests only, and clears the log', async () => {
    await ctx.call('GET', '/v1/payments?page_size=1');
    await ctx.call('POST', AUTH, authBody(), { 'Idempotency-Key': 'k-log' });
    await request(ctx.sb.baseUrl, 'GET', '/v1/payments');
    await ctx.control('GET', '/ledger');
    const log = (await ctx.control('GET', '/requests')).body.data;
    expect(log.map((r: Json) => [r.method, r.path, r.idempotency_key])).toEqual([
      ['GET', '/v1/payments?page_size=1', null],
      ['POST', AUTH, 'k-log'],
    ]);
    expect(log[0]).toMatchObject({ seq: expect.any(Number), at: expect.any(String) });
    expect((await ctx.control('DELETE', '/requests')).status).toBe(204);
    expect((await ctx.control('GET', '/requests')).body.data).toEqual([]);
  });

  it('keeps only the newest entries of the request log', () => {
    const log = new RequestLog(() => 0, 3);
    for (let i = 1; i <= 10; i++) log.add('GET', `/v1/${i}`, null);
    expect(log.list().map((r) => r.path)).toEqual(['/v1/8', '/v1/9', '/v1/10']);
  });
});

/** A raw request, so the Host header can be anything (fetch would not let a test set it). */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<number> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('who may use the control API', () => {
  const fault = { match: { path: AUTH }, kind: 'error_500' };

  it('refuses a call without this launch’s token, or with another, and arms nothing', async () => {
    const { baseUrl, controlToken } = ctx.sb;
    const host = { host: new URL(baseUrl).host };
    expect(await rawRequest(baseUrl, 'POST', '/_sandbox/faults', host, fault)).toBe(401);
    const wrong = { ...host, 'x-control-token': anotherOf(controlToken) };
    expect(await rawRequest(baseUrl, 'POST', '/_sandbox/faults', wrong, fault)).toBe(401);
    expect(await rawRequest(baseUrl, 'POST', '/_sandbox/reset', host)).toBe(401);
    expect(ctx.sb.control.listFaults()).toEqual([]);
    expect((await authorize()).status).toBe(201);
  });

  it('refuses a Host that is not loopback even with the token (DNS rebinding)', async () => {
    const { baseUrl, controlToken } = ctx.sb;
    const port = new URL(baseUrl).port;
    for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`]) {
      const headers = { host, 'x-control-token': controlToken };
      expect(await rawRequest(baseUrl, 'POST', '/_sandbox/faults', headers, fault)).toBe(421);
    }
    expect(ctx.sb.control.listFaults()).toEqual([]);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const headers = { host, 'x-control-token': controlToken };
      expect(await rawRequest(baseUrl, 'GET', '/_sandbox/faults', headers)).toBe(200);
    }
  });

  it('is absent while its embedder switches it off, and back when switched on', async () => {
    let enabled = false;
    const sb = await startSimulator({ port: 0, controlEnabled: () => enabled });
    try {
      const headers = { host: new URL(sb.baseUrl).host, 'x-control-token': sb.controlToken };
      expect(await rawRequest(sb.baseUrl, 'POST', '/_sandbox/faults', headers, fault)).toBe(404);
      expect(await rawRequest(sb.baseUrl, 'GET', '/_sandbox/ledger', headers)).toBe(404);
      expect(sb.control.listFaults()).toEqual([]);
      enabled = true;
      expect(await rawRequest(sb.baseUrl, 'GET', '/_sandbox/ledger', headers)).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it('makes a new token for each launch unless one is given', async () => {
    const other = await startSimulator({ port: 0 });
    const given = await startSimulator({ port: 0, controlToken: 'given-token-for-this-test' });
    try {
      expect(other.controlToken).not.toBe(ctx.sb.controlToken);
      expect(other.controlToken.length).toBeGreaterThanOrEqual(32);
      expect(given.controlToken).toBe('given-token-for-this-test');
    } finally {
      await other.close();
      await given.close();
    }
  });
});
