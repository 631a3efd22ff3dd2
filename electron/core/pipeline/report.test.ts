import { describe, expect, it } from 'vitest';
import type { JournalEntry, JournalFinish } from '../../../shared/schemas/journal';
import { reportOf } from './report';

/** A failed authorization as a journal line of an older console wrote it: no params. */
function failedWith(error: NonNullable<JournalFinish['error']>): JournalEntry {
  return {
    begin: {
      v: 1,
      type: 'begin',
      operation_id: 'op-old',
      operation: 'payments:authorize',
      idempotency_key: 'key-old',
      at: '2026-10-01T10:00:00.000Z',
      request: { body: { amount: 700 } },
      targets: {},
      profile: { id: 'p', name: 'P' },
    },
    attempts: [],
    finish: {
      v: 1,
      type: 'finish',
      operation_id: 'op-old',
      at: '2026-10-01T10:00:01.000Z',
      outcome: 'failed',
      attempts: 1,
      latency_ms: 20,
      http_status: 503,
      error,
    },
  } as unknown as JournalEntry;
}

describe('an error journaled before its reason’s params were kept', () => {
  it('names the HTTP status its words need, read from the error', () => {
    const report = reportOf(
      failedWith({
        code: 'server',
        message: 'Authorizing: The API answered HTTP 503 without saying why.',
        status: 503,
        reason: 'http_status',
      }),
      false,
    );
    expect(report.error).toMatchObject({ reason: 'http_status', params: { status: '503' } });
  });

  it('says a wait it cannot name without a figure', () => {
    const report = reportOf(
      failedWith({
        code: 'rate_limited',
        message: 'Authorizing: The API is turning requests away… Try again in 30 s.',
        reason: 'rate_limited_for',
      }),
      false,
    );
    expect(report.error).toMatchObject({ reason: 'rate_limited' });
    expect(report.error?.params).toBeUndefined();
  });
});
