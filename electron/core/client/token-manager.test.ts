import { describe, expect, it, vi } from 'vitest';
import type { HttpOutcome, HttpRequest } from './http';
import { TokenManager } from './token-manager';

const source = {
  tokenUrl: 'https://api.example.test/oauth/token',
  clientId: 'console',
  clientSecret: async () => 's3cret',
  deadlineMs: 1000,
};

function tokenAnswer(token: string, expiresIn = 3600): HttpOutcome {
  return {
    kind: 'response',
    status: 200,
    headers: {},
    body: { access_token: token, token_type: 'Bearer', expires_in: expiresIn },
    latencyMs: 1,
  };
}

describe('TokenManager', () => {
  it('asks once, then serves the cached token until a minute before expiry', async () => {
    let now = 0;
    let n = 0;
    const send = vi.fn(async () => tokenAnswer(`t${++n}`));
    const tokens = new TokenManager(source, send, () => now);

    expect(await tokens.token()).toEqual({ ok: true, value: 't1' });
    now = 3_539_000; // 61 s before expiry
    expect(await tokens.token()).toEqual({ ok: true, value: 't1' });
    now = 3_541_000; // 59 s before expiry: refresh
    expect(await tokens.token()).toEqual({ ok: true, value: 't2' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends the client-credentials grant to the token URL with the deadline', async () => {
    const send = vi.fn(async (_request: HttpRequest) => tokenAnswer('t'));
    await new TokenManager({ ...source, audience: 'payments' }, send).token();
    const request = send.mock.calls[0]![0];
    expect(request).toMatchObject({ method: 'POST', url: source.tokenUrl, deadlineMs: 1000 });
    expect(JSON.parse(request.body!)).toEqual({
      grant_type: 'client_credentials',
      client_id: 'console',
      client_secret: 's3cret',
      audience: 'payments',
    });
  });

  it('shares one refresh between concurrent callers', async () => {
    let release!: () => void;
    const send = vi.fn(
      () => new Promise<HttpOutcome>((resolve) => (release = () => resolve(tokenAnswer('t')))),
    );
    const tokens = new TokenManager(source, send);
    const all = Promise.all([tokens.token(), tokens.token(), tokens.token()]);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    release();
    expect((await all).map((r) => r.ok && r.value)).toEqual(['t', 't', 't']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fetches a new token after invalidate()', async () => {
    let n = 0;
    const tokens = new TokenManager(source, async () => tokenAnswer(`t${++n}`));
    await tokens.token();
    tokens.invalidate();
    expect(await tokens.token()).toEqual({ ok: true, value: 't2' });
  });

  it('reports wrong credentials as unauthorized with the API’s words', async () => {
    const tokens = new TokenManager(source, async () => ({
      kind: 'response',
      status: 401,
      headers: {},
      body: { error_code: 'invalid_client', message: 'Unknown client or wrong secret' },
      latencyMs: 1,
    }));
    expect(await tokens.token()).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        message: 'Unknown client or wrong secret',
        status: 401,
        apiCode: 'invalid_client',
      },
    });
  });

  it('never repeats the secret a token endpoint quotes back in its refusal, in any field', async () => {
    const secret = 'h6-Zq8vT3kW9pL';
    const tokens = new TokenManager({ ...source, clientSecret: async () => secret }, async () => ({
      kind: 'response',
      status: 401,
      headers: {},
      body: {
        error: `bad ${secret}`,
        error_description: `client h-client with secret ${secret} is not known`,
      },
      latencyMs: 1,
    }));
    const result = await tokens.token();
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(!result.ok && result.error.message).toBe(
      'client h-client with secret [REDACTED] is not known',
    );
  });

  it('names the token URL when it does not exist', async () => {
    const tokens = new TokenManager(source, async () => ({
      kind: 'response',
      status: 404,
      headers: {},
      body: 'Not Found',
      latencyMs: 1,
    }));
    const result = await tokens.token();
    expect(!result.ok && result.error.message).toContain(`${source.tokenUrl} does not exist`);
  });

  it('refuses an answer without an access token', async () => {
    const tokens = new TokenManager(source, async () => ({
      kind: 'response',
      status: 200,
      headers: {},
      body: {},
      latencyMs: 1,
    }));
    const result = await tokens.token();
    expect(!result.ok && result.error.code).toBe('unauthorized');
  });
});

describe('TokenManager with a token answer too large to read', () => {
  it('fails in words the screens translate, and caches nothing', async () => {
    const send = vi.fn(async (): Promise<HttpOutcome> => ({
      kind: 'unreadable',
      status: 200,
      headers: {},
      problem: 'too_deep',
      bytes: 20_000,
      latencyMs: 1,
    }));
    const tokens = new TokenManager(source, send);
    expect(await tokens.token()).toMatchObject({
      ok: false,
      error: {
        reason: 'too_large',
        message: 'Getting an access token: The answer was too large to read.',
      },
    });
    await tokens.token();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
