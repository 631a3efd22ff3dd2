import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/result';
import { createI18n } from '../i18n/i18n';
import { api, ConsoleError, toAppError, unwrap } from './api';
import { errorText } from './error-text';
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

describe('the page’s own failures', () => {
  const spanish = createI18n('es').t;

  it('say a fault of the page in Spanish, the browser’s English kept as its detail', () => {
    const error = toAppError(new TypeError('Failed to fetch'));
    expect(errorText(error, spanish)).toBe(
      'La consola tuvo un error inesperado; la operación no se completó.',
    );
    expect(error).toMatchObject({ reason: 'unexpected', detail: 'Failed to fetch' });
  });

  it('say a missing bridge in Spanish', () => {
    const saved = Object.getOwnPropertyDescriptor(window, 'api');
    Reflect.deleteProperty(window, 'api');
    try {
      expect(() => api()).toThrow(ConsoleError);
      try {
        api();
      } catch (error) {
        expect(errorText((error as ConsoleError).error, spanish)).toBe(
          'El puente de la consola (window.api) no está disponible. Reinicie la consola.',
        );
      }
    } finally {
      if (saved) Object.defineProperty(window, 'api', saved);
    }
  });
});
