import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/result';
import { ConsoleError, unwrap } from './api';
import { shouldRetryQuery } from './query';

describe('unwrap', () => {
  it('returns the value of a success and throws a ConsoleError carrying the AppError', () => {
    expect(unwrap(ok(3))).toBe(3);
    const failure = fail('conflict', 'Already exists', { status: 409, apiCode: 'duplicate' });
    try {
      unwrap(failure);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConsoleError);
      expect(error).toBeInstanceOf(Error);
      expect((error as ConsoleError).error).toEqual(failure.error);
      expect((error as ConsoleError).message).toBe('Already exists');
    }
  });
});

describe('shouldRetryQuery', () => {
  const err = (code: Parameters<typeof fail>[0], status?: number) =>
    new ConsoleError(fail(code, 'x', status === undefined ? {} : { status }).error);

  it('retries a transient failure once, and only once', () => {
    expect(shouldRetryQuery(0, err('network'))).toBe(true);
    expect(shouldRetryQuery(0, err('server', 503))).toBe(true);
    expect(shouldRetryQuery(1, err('network'))).toBe(false);
  });

  it('never retries 4xx-type failures', () => {
    for (const code of [
      'validation',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
    ] as const) {
      expect(shouldRetryQuery(0, err(code))).toBe(false);
    }
    expect(shouldRetryQuery(0, err('server', 429))).toBe(false);
  });
});
