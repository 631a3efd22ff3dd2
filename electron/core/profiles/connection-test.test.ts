import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { sendHttp, type HttpOutcome, type HttpRequest } from '../client/http';
import { testConnection } from './connection-test';
import { selfSignedCertificate } from './testing/self-signed-cert';

const SECRET = 'conn-test-secret-51d2';
const servers: Array<http.Server> = [];
const simulators: Array<RunningSimulator> = [];

afterEach(async () => {
  for (const simulator of simulators.splice(0)) await simulator.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A loopback token endpoint; `answer` decides the reply from the parsed request body. */
async function tokenServer(
  answer: (body: Record<string, unknown>, res: http.ServerResponse) => void,
): Promise<string> {
  const port = await listen(
    http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => answer(text ? JSON.parse(text) : {}, res));
    }),
  );
  return `http://127.0.0.1:${port}`;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const profile = (base: string, overrides: Record<string, unknown> = {}) => ({
  tokenUrl: `${base}/oauth/token`,
  clientId: 'console',
  deadlineMs: 5000,
  ...overrides,
});

describe('testConnection against real loopback servers', () => {
  it('reports success with the latency and expires_in, sending the TokenManager request', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const base = await tokenServer((body, res) => {
      seen.push(body);
      json(res, 200, { access_token: 'tok-8c41e0', token_type: 'Bearer', expires_in: 1800 });
    });
    const report = await testConnection(profile(base, { audience: 'payments' }), SECRET, sendHttp);
    expect(report).toEqual({
      ok: true,
      stage: 'ok',
      message: expect.stringMatching(
        /^Connected: 127\.0\.0\.1:\d+ issued a token in \d+ ms, valid for 1800 s\.$/,
      ),
      host: base.replace('http://', ''),
      url: `${base}/oauth/token`,
      clientId: 'console',
      status: 200,
      latencyMs: expect.any(Number),
      expiresInSeconds: 1800,
    });
    // Only that a token was issued: never the token itself.
    expect(JSON.stringify(report)).not.toContain('tok-8c41e0');
    expect(seen).toEqual([
      {
        grant_type: 'client_credentials',
        client_id: 'console',
        client_secret: SECRET,
        audience: 'payments',
      },
    ]);
  });

  it('no secret: says so and sends nothing', async () => {
    const send = vi.fn(sendHttp);
    const report = await testConnection(profile('https://api.example.com'), undefined, send);
    expect(report).toMatchObject({ ok: false, stage: 'no_secret', missing: 'not_set' });
    expect(send).not.toHaveBeenCalled();
  });

  it('a closed port → connect', async () => {
    const port = await listen(http.createServer());
    servers.pop()!.close();
    const report = await testConnection(profile(`http://127.0.0.1:${port}`), SECRET, sendHttp);
    expect(report).toEqual({
      ok: false,
      stage: 'connect',
      message: `Nothing accepts connections at 127.0.0.1:${port}: check the host and port, and that the service is running.`,
      reason: 'refused',
      host: `127.0.0.1:${port}`,
      detail: 'ECONNREFUSED',
    });
  });

  it('401 invalid_client → credentials, naming the client id', async () => {
    const base = await tokenServer((_b, res) =>
      json(res, 401, {
        error_code: 'invalid_client',
        message: 'Unknown client or wrong client secret',
      }),
    );
    const report = await testConnection(profile(base), SECRET, sendHttp);
    expect(report).toEqual({
      ok: false,
      stage: 'credentials',
      message: expect.stringContaining('"console"'),
      url: `${base}/oauth/token`,
      clientId: 'console',
      status: 401,
      latencyMs: expect.any(Number),
      serverCode: 'invalid_client',
      serverText: 'Unknown client or wrong client secret',
    });
    expect(report.message).toContain('invalid_client');
  });

  it('400 invalid_client (RFC 6749 error and error_description) → credentials, in the server’s words', async () => {
    const base = await tokenServer((_b, res) =>
      json(res, 400, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      }),
    );
    expect(await testConnection(profile(base), SECRET, sendHttp)).toMatchObject({
      stage: 'credentials',
      status: 400,
      clientId: 'console',
      serverCode: 'invalid_client',
      serverText: 'Client authentication failed',
    });
  });

  it('the simulator refusing a wrong secret → credentials, with its status and words', async () => {
    const simulator = await startSimulator({ seed: false });
    simulators.push(simulator);
    const target = profile(simulator.baseUrl, { clientId: simulator.clientId });
    expect(await testConnection(target, 'not-the-secret', sendHttp)).toMatchObject({
      ok: false,
      stage: 'credentials',
      url: `${simulator.baseUrl}/oauth/token`,
      clientId: simulator.clientId,
      status: 401,
      serverCode: 'invalid_client',
      serverText: 'Unknown client or wrong client secret',
    });
    const report = await testConnection(target, simulator.clientSecret, sendHttp);
    expect(report).toMatchObject({ ok: true, stage: 'ok', status: 200, expiresInSeconds: 3600 });
    expect(JSON.stringify(report)).not.toContain(simulator.clientSecret);
  });

  it.each([404, 405])('%i → token_url (not_found), naming the URL', async (status) => {
    const base = await tokenServer((_b, res) => json(res, status, { error_code: 'not_found' }));
    const report = await testConnection(profile(base), SECRET, sendHttp);
    expect(report).toEqual({
      ok: false,
      stage: 'token_url',
      problem: 'not_found',
      message: expect.stringContaining(`${base}/oauth/token answered HTTP ${status}`),
      url: `${base}/oauth/token`,
      status,
      latencyMs: expect.any(Number),
      serverCode: 'not_found',
    });
  });

  it('a hanging server with a short deadline → timeout', async () => {
    const base = await tokenServer(() => {
      /* never answers */
    });
    const report = await testConnection(profile(base, { deadlineMs: 300 }), SECRET, sendHttp);
    expect(report).toMatchObject({
      ok: false,
      stage: 'timeout',
      reason: 'timeout',
      detail: '300 ms',
    });
    expect(report.message).toContain('300 ms');
    expect(report.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it('a self-signed certificate (made at test time) → tls', async () => {
    const port = await listen(
      https.createServer(selfSignedCertificate(), (_req, res) => json(res, 200, {})),
    );
    const report = await testConnection(profile(`https://127.0.0.1:${port}`), SECRET, sendHttp);
    expect(report).toEqual({
      ok: false,
      stage: 'tls',
      message: `127.0.0.1:${port} was reached, but its TLS certificate is self-signed, so it cannot be trusted.`,
      reason: 'tls',
      host: `127.0.0.1:${port}`,
      detail: 'DEPTH_ZERO_SELF_SIGNED_CERT',
    });
  });

  it('an expired certificate → tls, saying it expired', async () => {
    const cert = selfSignedCertificate({ validFrom: new Date('2020-01-01'), validDays: 1 });
    const port = await listen(https.createServer(cert, (_req, res) => json(res, 200, {})));
    const report = await testConnection(profile(`https://127.0.0.1:${port}`), SECRET, sendHttp);
    expect(report).toMatchObject({ stage: 'tls', message: expect.stringContaining('expired') });
  });

  it('https to a plain-http port → tls', async () => {
    const base = await tokenServer((_b, res) => json(res, 200, {}));
    const report = await testConnection(profile(base.replace('http:', 'https:')), SECRET, sendHttp);
    expect(report.stage).toBe('tls');
  });

  it('a host under .invalid → dns', async () => {
    const report = await testConnection(profile('https://console-test.invalid'), SECRET, sendHttp);
    expect(report).toMatchObject({
      ok: false,
      stage: 'dns',
      reason: 'dns',
      host: 'console-test.invalid',
      detail: expect.stringMatching(/^(ENOTFOUND|EAI_AGAIN)$/),
    });
    expect(report.message).toMatch(/^The host name console-test\.invalid could not be resolved:/);
  }, 20_000);

  it('a redirect → token_url (credentials are not sent on to another place)', async () => {
    const base = await tokenServer((_b, res) => {
      res.writeHead(302, { location: 'https://elsewhere.example/oauth/token' });
      res.end();
    });
    expect(await testConnection(profile(base), SECRET, sendHttp)).toMatchObject({
      stage: 'token_url',
      problem: 'redirect',
      url: `${base}/oauth/token`,
      message: expect.stringContaining('redirects'),
    });
  });

  it.each([
    [
      'not JSON',
      (res: http.ServerResponse) => res.end('<html>hello</html>'),
      { problem: 'not_json', status: 200 },
      /not with JSON/,
    ],
    [
      'no access_token',
      (res: http.ServerResponse) => json(res, 200, { token_type: 'Bearer' }),
      { problem: 'no_token', status: 200 },
      /without an access_token/,
    ],
    [
      'a 500',
      (res: http.ServerResponse) => json(res, 500, { error_code: 'internal_error' }),
      { problem: 'server_failed', status: 500, serverCode: 'internal_error' },
      /HTTP 500.*server failed/,
    ],
    [
      'a 400 that is not about the client',
      (res: http.ServerResponse) =>
        json(res, 400, { error: 'unsupported_grant_type', error_description: 'Use another' }),
      {
        problem: 'unexpected',
        status: 400,
        serverCode: 'unsupported_grant_type',
        serverText: 'Use another',
      },
      /HTTP 400 \(unsupported_grant_type\)/,
    ],
  ])('2xx or other statuses with %s → answer', async (_, reply, facts, message) => {
    const base = await tokenServer((_b, res) => reply(res));
    const report = await testConnection(profile(base), SECRET, sendHttp);
    expect(report).toEqual({
      ok: false,
      stage: 'answer',
      message: expect.stringMatching(message),
      url: `${base}/oauth/token`,
      latencyMs: expect.any(Number),
      ...facts,
    });
  });

  it('never repeats the secret, even when the server echoes it back', async () => {
    const base = await tokenServer((body, res) =>
      json(res, 401, {
        error_code: 'invalid_client',
        message: `secret ${String(body.client_secret)} is wrong`,
      }),
    );
    const report = await testConnection(profile(base), SECRET, sendHttp);
    expect(report.stage).toBe('credentials');
    expect(JSON.stringify(report)).not.toContain(SECRET);
    expect(report.message).toContain('[REDACTED]');
    expect(report.serverText).toBe('secret [REDACTED] is wrong');
  });
});

describe('testConnection error mapping (fake send)', () => {
  const network =
    (cause: string) =>
    async (_r: HttpRequest): Promise<HttpOutcome> => ({
      kind: 'network',
      cause,
      latencyMs: 3,
    });

  it.each([
    ['CERT_HAS_EXPIRED', 'tls', 'tls', /expired/],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls', 'tls', /self-signed/],
    ['SELF_SIGNED_CERT_IN_CHAIN', 'tls', 'tls', /self-signed root/],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'tls', 'tls', /cannot be verified/],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'tls', 'tls', /does not trust/],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls', 'tls', /another host name/],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'tls', 'tls', /TLS/],
    ['ENOTFOUND', 'dns', 'dns', /could not be resolved/],
    ['EAI_AGAIN', 'dns', 'dns', /could not be resolved/],
    ['ECONNREFUSED', 'connect', 'refused', /Nothing accepts connections/],
    ['ECONNRESET', 'connect', 'cut', /connection to api\.example\.com failed/],
    ['EHOSTUNREACH', 'connect', 'network', /connection to api\.example\.com failed/],
    ['UND_ERR_SOCKET', 'connect', 'cut', /connection to api\.example\.com failed/],
  ])('%s → %s (%s), the code kept only as the detail', async (cause, stage, reason, message) => {
    const report = await testConnection(profile('https://api.example.com'), SECRET, network(cause));
    expect(report).toMatchObject({
      ok: false,
      stage,
      reason,
      host: 'api.example.com',
      detail: cause,
      message: expect.stringMatching(message),
    });
    expect(report.message).toContain('api.example.com');
    expect(report.message).not.toContain(cause);
  });

  it('a timeout outcome → timeout', async () => {
    const send = async (): Promise<HttpOutcome> => ({ kind: 'timeout', latencyMs: 15_000 });
    expect(await testConnection(profile('https://api.example.com'), SECRET, send)).toMatchObject({
      stage: 'timeout',
      latencyMs: 15_000,
    });
  });

  it('sends with the profile’s deadline', async () => {
    const send = vi.fn(network('ECONNREFUSED'));
    await testConnection(profile('https://api.example.com', { deadlineMs: 4321 }), SECRET, send);
    expect(send.mock.calls[0]![0]).toMatchObject({
      method: 'POST',
      url: 'https://api.example.com/oauth/token',
      deadlineMs: 4321,
    });
  });
});

describe('a token endpoint answering more than the console reads', () => {
  it('says the answer was too large to read, with its size as the detail', async () => {
    const base = await tokenServer((_body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      // 8 MiB of one JSON string: twice the limit.
      res.end(`{"access_token":"${'t'.repeat(8 * 1024 * 1024)}"}`);
    });
    const report = await testConnection(profile(base), SECRET, sendHttp);
    expect(report).toMatchObject({
      ok: false,
      stage: 'answer',
      problem: 'unexpected',
      reason: 'too_large',
      status: 200,
      detail: expect.stringMatching(/over 4194304 bytes.*not kept/),
    });
    expect(report.message).toMatch(/too large to read/);
  });
});
