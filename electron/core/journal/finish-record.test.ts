import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/errors';
import { JournalFinish, type JournalEntry } from '../../../shared/schemas/journal';
import { finishRecord, settlingFinish } from './finish-record';

const begin = { operation_id: 'op-1', operation: 'payments:authorize' } as const;
const at = new Date('2026-11-26T02:00:00.000Z');

/*
 * The journal is years of history: a finish is written with the same fields, in the same order,
 * as the lines already on disk, so these are whole lines, byte for byte.
 */
describe('the one builder of journal finish records', () => {
  it('writes a sent operation’s finish as the journal always had it', () => {
    const error = {
      code: 'validation',
      message: 'Declined by the issuer',
      status: 201,
      apiCode: '51',
      params: { console: 'x' },
      stack: 'Error: at secret.ts:1',
    } as AppError & { stack: string };
    const line = finishRecord({
      begin,
      at,
      outcome: 'declined',
      attempts: 2,
      latencyMs: 840,
      response: { status: 201, headers: { 'content-type': 'application/json' }, body: { id: 'p' } },
      error,
      resolution: { by: 'ana', verdict: 'resent' },
    });
    expect(JSON.stringify(line)).toBe(
      '{"v":1,"type":"finish","operation_id":"op-1","at":"2026-11-26T02:00:00.000Z",' +
        '"operation":"payments:authorize","outcome":"declined","attempts":2,"latency_ms":840,' +
        '"http_status":201,"response":{"status":201,"headers":{"content-type":"application/json"},' +
        '"body":{"id":"p"}},"error":{"code":"validation","message":"Declined by the issuer",' +
        '"status":201,"apiCode":"51"},"resolution":{"by":"ana","verdict":"resent"}}',
    );
  });

  it('keeps what a reason’s words name, so the inspector can say them in either language', () => {
    const error: AppError = {
      code: 'server',
      message: 'Authorizing: The API answered HTTP 503 without saying why.',
      status: 503,
      reason: 'http_status',
      params: { status: '503' },
    };
    const line = finishRecord({ begin, at, outcome: 'failed', attempts: 1, latencyMs: 20, error });
    expect(line.error).toEqual({
      code: 'server',
      message: error.message,
      status: 503,
      reason: 'http_status',
      params: { status: '503' },
    });
    // And the journal reads it back with them.
    expect(JournalFinish.parse(JSON.parse(JSON.stringify(line))).error?.params).toEqual({
      status: '503',
    });
  });

  it('leaves out what is not known instead of writing null', () => {
    expect(
      JSON.stringify(finishRecord({ begin, at, outcome: 'unknown', attempts: 0, latencyMs: 0 })),
    ).toBe(
      '{"v":1,"type":"finish","operation_id":"op-1","at":"2026-11-26T02:00:00.000Z",' +
        '"operation":"payments:authorize","outcome":"unknown","attempts":0,"latency_ms":0}',
    );
  });

  const unknown = (finished: boolean): JournalEntry =>
    ({
      begin,
      attempts: [{ latency_ms: 30000 }, { latency_ms: 1200 }],
      ...(finished
        ? {
            finish: {
              attempts: 2,
              latency_ms: 31500,
              http_status: 504,
              error: { code: 'outcome_unknown', message: 'No answer in time.' },
            },
          }
        : {}),
    }) as unknown as JournalEntry;

  it('settles an unknown outcome with the attempts, time and status it had, and who decided', () => {
    const byHand = settlingFinish(unknown(true), {
      outcome: 'succeeded',
      at,
      resolution: { by: 'ana', verdict: 'went_through', payment_id: 'pay-1' },
    });
    expect(JSON.stringify(byHand)).toBe(
      '{"v":1,"type":"finish","operation_id":"op-1","at":"2026-11-26T02:00:00.000Z",' +
        '"operation":"payments:authorize","outcome":"succeeded","attempts":2,"latency_ms":31500,' +
        '"http_status":504,"resolution":{"by":"ana","verdict":"went_through","payment_id":"pay-1"}}',
    );
    const byCancel = settlingFinish(unknown(true), {
      outcome: 'resolved',
      at,
      keepError: true,
      resolution: { by: 'ana', verdict: 'cancel_or_refund', payment_id: 'pay-1' },
    });
    expect(byCancel.error).toEqual({ code: 'outcome_unknown', message: 'No answer in time.' });
  });

  it('counts the attempts and their time from the journal when the unknown has no finish', () => {
    const settled = settlingFinish(unknown(false), {
      outcome: 'resolved',
      at,
      keepError: true,
      resolution: { by: 'ana', verdict: 'cancel_or_refund' },
    });
    expect(settled).toMatchObject({ attempts: 2, latency_ms: 31200 });
    expect(settled).not.toHaveProperty('http_status');
    expect(settled).not.toHaveProperty('error');
  });
});
