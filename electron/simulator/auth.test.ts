import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from './server';
import { fetchToken, request } from './test-support';

const T0 = Date.UTC(2026, 0, 1);
let clock = T0;
let sb: RunningSimulator;
const opened: RunningSimulator[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
  clock = T0;
});

async function start(ttl = 3600): Promise<RunningSimulator> {
  const s = await startSimulator({
    clientId: 'cid',
    clientSecret: 's3cret',
    tokenTtlSeconds: ttl,
    now: () => clock,
    seed: false,
  });
  opened.push(s);
  return s;
}

const tokenRequest = (body: Record<string, unknown>) =>
  request(sb.baseUrl, 'POST', '/oauth/token', { body });

const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

describe('POST /oauth/token', () => {
  it('issues a signed HS256 bearer token for the right credentials', async () => {
    sb = await start(120);
    const reply = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'cid',
      client_secret: 's3cret',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 120 });
    const [head, payload, signature] = reply.body.access_token.split('.');
    expect(decode(head)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decode(payload)).toMatchObject({ sub: 'cid', iat: T0 / 1000, exp: T0 / 1000 + 120 });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the form-urlencoded variant', async () => {
    sb = await start();
    const reply = await request(sb.baseUrl, 'POST', '/oauth/token', {
      raw: 'grant_type=client_credentials&client_id=cid&client_secret=s3cret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.access_token).toEqual(expect.any(String));
  });

  it.each([
    ['wrong secret', { client_id: 'cid', client_secret: 'nope' }],
    ['wrong client id', { client_id: 'other', client_secret: 's3cret' }],
    ['missing credentials', {}],
  ])('answers 401 invalid_client for a %s', async (_, creds) => {
    sb = await start();
    const reply = await tokenRequest({ grant_type: 'client_credentials', ...creds });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error_code: 'invalid_client', message: expect.any(String) });
  });

  it('answers 400 unsupported_grant_type for another grant', async () => {
    sb = await start();
    const reply = await tokenRequest({
      grant_type: 'password',
      client_id: 'cid',
      client_secret: 's3cret',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('unsupported_grant_type');
  });
});

describe('bearer tokens on /v1', () => {
  const list = (token?: string, header?: string) =>
    request(
      sb.baseUrl,
      'GET',
      '/v1/instruments',
      header ? { headers: { authorization: header } } : { token },
    );

  it('lets a valid token through', async () => {
    sb = await start();
    expect((await list(await fetchToken(sb))).status).toBe(200);
  });

  it('rejects a missing token', async () => {
    sb = await start();
    const reply = await list();
    expect(reply.status).toBe(401);
    expect(reply.body.error_code).toBe('unauthorized');
    expect(reply.body.message).toMatch(/missing/i);
    expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it.each([
    ['not a JWT', 'Bearer abc'],
    ['wrong scheme', 'Basic Y2lkOnMzY3JldA=='],
    ['four segments', 'Bearer a.b.c.d'],
  ])('rejects a malformed token (%s)', async (_, header) => {
    sb = await start();
    const reply = await list(undefined, header);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({
      error_code: 'unauthorized',
      message: expect.stringMatching(/malformed/i),
    });
  });

  it('rejects a token whose payload was altered', async () => {
    sb = await start();
    const [head, , signature] = (await fetchToken(sb)).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'cid', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    const reply = await list(`${head}.${forged}.${signature}`);
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/signature/);
  });

  it('rejects a token signed by another simulator instance', async () => {
    const foreign = await fetchToken(await start());
    sb = await start();
    expect((await list(foreign)).status).toBe(401);
  });

  it('rejects a token once exp has passed, and accepts it just before', async () => {
    sb = await start(60);
    const token = await fetchToken(sb);
    clock = T0 + 59_000;
    expect((await list(token)).status).toBe(200);
    clock = T0 + 60_000;
    const reply = await list(token);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({
      error_code: 'unauthorized',
      message: expect.stringMatching(/expired/i),
    });
  });

  it('requires the token even on unknown /v1 routes', async () => {
    sb = await start();
    expect((await request(sb.baseUrl, 'GET', '/v1/nothing-here')).status).toBe(401);
  });
});
