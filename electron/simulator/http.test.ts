import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http';
import { openSimulator, request, type Reply } from './test-support';

let ctx: Awaited<ReturnType<typeof openSimulator>>;
beforeAll(async () => {
  ctx = await openSimulator({ seed: false });
});
afterAll(() => ctx.sb.close());

const expectError = (reply: Reply, status: number, code: string) => {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toBe('application/json');
  expect(reply.body).toMatchObject({ error_code: code, message: expect.any(String) });
};

describe('routing and body handling', () => {
  it('answers 404 route_not_found for unknown paths, with or without /v1', async () => {
    expectError(await ctx.call('GET', '/v1/unknown'), 404, 'route_not_found');
    expectError(await request(ctx.sb.baseUrl, 'GET', '/'), 404, 'route_not_found');
    expectError(await ctx.call('GET', '/v1/instruments/a/b'), 404, 'route_not_found');
  });

  it('answers 405 method_not_allowed with an Allow header', async () => {
    const reply = await ctx.call('DELETE', '/v1/instruments');
    expectError(reply, 405, 'method_not_allowed');
    expect(reply.headers.get('allow')).toBe('POST, GET');
    expectError(await request(ctx.sb.baseUrl, 'GET', '/oauth/token'), 405, 'method_not_allowed');
  });

  it('answers 400 invalid_json for a body that is not JSON, or empty', async () => {
    const send = (raw: string) =>
      request(ctx.sb.baseUrl, 'POST', '/v1/instruments', {
        token: ctx.token,
        raw,
        headers: { 'content-type': 'application/json' },
      });
    expectError(await send('{"type": "CARD",'), 400, 'invalid_json');
    expectError(await send(''), 400, 'invalid_json');
    expectError(await send('[1,2]'), 400, 'invalid_request');
  });

  it('answers 413 for a body over 1 MB and keeps serving afterwards', async () => {
    const big = JSON.stringify({ type: 'CARD', pad: 'x'.repeat(MAX_BODY_BYTES) });
    const reply = await request(ctx.sb.baseUrl, 'POST', '/v1/instruments', {
      token: ctx.token,
      raw: big,
      headers: { 'content-type': 'application/json' },
    });
    expectError(reply, 413, 'payload_too_large');
    expect((await ctx.call('GET', '/v1/instruments')).status).toBe(200);
  });

  it('serves JSON with no-store on success too', async () => {
    const reply = await ctx.call('GET', '/v1/instruments');
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toEqual({ data: [] });
  });
});
