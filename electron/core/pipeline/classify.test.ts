import { describe, expect, it } from 'vitest';
import type { HttpOutcome } from '../client/http';
import { classify } from './classify';

const answer = (
  status: number,
  body: unknown = {},
  headers: Record<string, string> = {},
): HttpOutcome => ({
  kind: 'response',
  status,
  headers,
  body,
  latencyMs: 5,
});

describe('classify', () => {
  it('an answer too large or too deep to read is outcome unknown, whatever its status, never resent', () => {
    for (const status of [201, 400, 500]) {
      for (const problem of ['too_large', 'too_deep'] as const) {
        const result = classify(
          { kind: 'unreadable', status, headers: {}, problem, bytes: 5_000_000, latencyMs: 9 },
          'Authorizing a payment',
        );
        expect(result).toMatchObject({
          outcome: 'unknown',
          autoRetry: false,
          error: { code: 'outcome_unknown', reason: 'too_large', status },
        });
        expect(result.error?.message).toMatch(
          /answer was too large to read.*may or may not have moved/,
        );
        expect(result.error?.detail).toMatch(/5000000 bytes.*not kept/);
      }
    }
  });

  it('treats time-outs, resets and 5xx as outcome unknown, never failed', () => {
    const cases: HttpOutcome[] = [
      { kind: 'timeout', latencyMs: 15000 },
      { kind: 'network', cause: 'ECONNRESET', latencyMs: 3 },
      { kind: 'network', cause: 'UND_ERR_SOCKET', latencyMs: 3 },
      answer(500),
      answer(502),
      answer(503),
      answer(409, { error_code: 'idempotency_request_in_progress' }),
    ];
    for (const outcome of cases) {
      const result = classify(outcome, 'Refund');
      expect(result.outcome).toBe('unknown');
      expect(result.error?.code).toBe('outcome_unknown');
      expect(result.error?.message).toMatch(/may or may not have moved/);
    }
  });

  it("gives a time-out's wait as figures only, which read the same in every language", () => {
    // The detail is shown as is, in Spanish too: a sentence there was English on a Spanish screen.
    expect(classify({ kind: 'timeout', latencyMs: 15000 }, 'Refund').error?.detail).toBe(
      '15000 ms',
    );
  });

  it('says a cut connection in plain words, with the socket code only as the detail', () => {
    const { error } = classify(
      { kind: 'network', cause: 'UND_ERR_SOCKET', latencyMs: 3 },
      'Refund',
    );
    expect(error).toMatchObject({
      code: 'outcome_unknown',
      reason: 'cut',
      detail: 'UND_ERR_SOCKET',
      message: expect.stringMatching(
        /^Refund: The connection to the API was cut before it answered\. The money may/,
      ),
    });
    expect(error?.message).not.toContain('UND_ERR');
  });

  it('resends on its own only after a reset or a 5xx, not after a time-out or a 409', () => {
    expect(classify({ kind: 'network', cause: 'ECONNRESET', latencyMs: 1 }, 'x').autoRetry).toBe(
      true,
    );
    expect(classify(answer(500), 'x').autoRetry).toBe(true);
    expect(classify({ kind: 'timeout', latencyMs: 1 }, 'x').autoRetry).toBe(false);
    expect(classify(answer(409, { error_code: 'resource_already_exists' }), 'x').autoRetry).toBe(
      false,
    );
    expect(
      classify(answer(409, { error_code: 'idempotency_request_in_progress' }), 'x').autoRetry,
    ).toBe(false);
  });

  it('calls a 4xx final, with status, error_code and message', () => {
    const result = classify(
      answer(409, { error_code: 'payment_already_captured', message: 'Captured already' }),
      'Cancel',
    );
    expect(result).toEqual({
      outcome: 'failed',
      autoRetry: false,
      error: {
        code: 'conflict',
        status: 409,
        apiCode: 'payment_already_captured',
        message: 'Captured already',
      },
    });
  });

  it('calls a refused connection failed: nothing reached the server', () => {
    const result = classify({ kind: 'network', cause: 'ECONNREFUSED', latencyMs: 1 }, 'Refund');
    expect(result.outcome).toBe('failed');
    expect(result.error?.code).toBe('network');
  });

  it('reports 429 as rate limited with the wait the API asked for', () => {
    const result = classify(
      answer(429, { error_code: 'rate_limited' }, { 'retry-after': '3' }),
      'Refund',
    );
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(result.error?.message).toContain('in 3 s');
    // The page says the wait in the person's language from the reason and its param.
    expect(result.error).toMatchObject({ reason: 'rate_limited_for', params: { seconds: '3' } });
  });

  it('reports 429 without a wait as plainly rate limited', () => {
    const result = classify(answer(429, { error_code: 'rate_limited' }), 'Refund');
    expect(result.error).toMatchObject({ code: 'rate_limited', reason: 'rate_limited' });
    expect(result.error?.params).toBeUndefined();
  });

  it('calls any 2xx succeeded', () => {
    expect(classify(answer(201), 'x')).toEqual({ outcome: 'succeeded', autoRetry: false });
  });
});
