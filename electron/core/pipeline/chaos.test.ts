import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pipelineFixture, type PipelineFixture } from '../testing/pipeline-fixture';
import type { MoneyRequest } from './money-pipeline';
import { storedCardAuthorization } from '../testing/requests';

/**
 * Chaos against the simulator's faults: whatever breaks on the wire, the classification is
 * right and the simulator's ledger shows exactly one effect (or none) per operation.
 */
let f: PipelineFixture;
beforeEach(async () => {
  f = await pipelineFixture({ deadlineMs: 600 });
});
afterEach(() => f.close());

const authorize = storedCardAuthorization(12.34);

const refund = (transactionId: string, value: number): MoneyRequest => ({
  kind: 'transactions:reverse',
  path: `/v1/transactions/${transactionId}/reversals`,
  body: { type: 'REFUND', amount: { value, currency: 'USD' } },
  targets: { transaction_id: transactionId },
  amount: { value, currency: 'USD' },
});

function arm(kind: string, path: string, extra: Record<string, unknown> = {}) {
  f.simulator.control.armFault({ match: { method: 'POST', path }, kind, ...extra });
}

const effectsFor = (key: string) =>
  f.simulator.control.ledger().filter((e) => e.idempotency_key === key);
const sentWith = (key: string) =>
  f.simulator.control.requests().filter((r) => r.idempotency_key === key);

describe('chaos: what the pipeline makes of each fault', () => {
  it('reset after the effect: resends once with the same key, gets the replay, one effect', async () => {
    arm('reset_after_effect', '/v1/payments/authorizations');
    const report = await f.pipeline.run(f.ctx, authorize);
    expect(report).toMatchObject({ outcome: 'succeeded', attempts: 2 });
    expect(sentWith(report.idempotency_key)).toHaveLength(2);
    expect(effectsFor(report.idempotency_key)).toHaveLength(1);
  });

  it('500 after the effect: resends once, replay, one effect', async () => {
    arm('error_500_after_effect', '/v1/payments/authorizations');
    const report = await f.pipeline.run(f.ctx, authorize);
    expect(report).toMatchObject({ outcome: 'succeeded', attempts: 2 });
    expect(effectsFor(report.idempotency_key)).toHaveLength(1);
  });

  it('two 500s: outcome unknown, nothing moved; a retry later moves it exactly once', async () => {
    arm('error_500', '/v1/payments/authorizations', { count: 2 });
    const first = await f.pipeline.run(f.ctx, authorize);
    expect(first).toMatchObject({
      outcome: 'unknown',
      attempts: 2,
      retryable: true,
      error: { code: 'outcome_unknown' },
    });
    expect(effectsFor(first.idempotency_key)).toHaveLength(0);
    const retried = await f.pipeline.retry(f.ctx, first.operation_id);
    expect(retried).toMatchObject({ ok: true, value: { outcome: 'succeeded', attempts: 3 } });
    expect(effectsFor(first.idempotency_key)).toHaveLength(1);
  });

  it('a hang past the deadline: outcome unknown after the deadline, not "failed", and no resend', async () => {
    arm('hang', '/v1/payments/authorizations');
    const started = Date.now();
    const report = await f.pipeline.run(f.ctx, authorize);
    expect(report).toMatchObject({ outcome: 'unknown', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(sentWith(report.idempotency_key)).toHaveLength(1);
    const retried = await f.pipeline.retry(f.ctx, report.operation_id);
    expect(retried).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect(effectsFor(report.idempotency_key)).toHaveLength(1);
  });

  it('a slow answer inside the deadline is simply slow', async () => {
    arm('delay', '/v1/payments/authorizations', { delay_ms: 200 });
    const report = await f.pipeline.run(f.ctx, authorize);
    expect(report.outcome).toBe('succeeded');
    expect(report.latency_ms).toBeGreaterThanOrEqual(190);
  });

  it('a 409 is final and never resent', async () => {
    const auth = await f.pipeline.run(f.ctx, authorize);
    const trx = (auth.response as { transaction: { id: string } }).transaction.id;
    const report = await f.pipeline.run(f.ctx, refund(trx, 5));
    expect(report).toMatchObject({
      outcome: 'failed',
      error: { code: 'conflict', status: 409, apiCode: 'payment_not_captured' },
    });
    expect(sentWith(report.idempotency_key)).toHaveLength(1);
  });

  it('a 429 is failed with the wait, nothing moved, no resend', async () => {
    arm('rate_limit', '/v1/payments/authorizations', { retry_after_s: 2 });
    const report = await f.pipeline.run(f.ctx, authorize);
    expect(report).toMatchObject({
      outcome: 'failed',
      error: { code: 'rate_limited', status: 429 },
    });
    expect(report.error?.message).toContain('in 2 s');
    expect(sentWith(report.idempotency_key)).toHaveLength(1);
    expect(effectsFor(report.idempotency_key)).toHaveLength(0);
  });

  it('a refund whose answer is lost twice is done exactly once after a retry', async () => {
    const capture = await f.pipeline.run(f.ctx, {
      ...refund('trx-seed-pos-drill-authorized-auth', 0),
      body: { type: 'CAPTURE' },
      amount: undefined,
    });
    expect(capture.outcome).toBe('succeeded');
    arm('reset_after_effect', '/v1/transactions/*', { count: 2 });
    const first = await f.pipeline.run(f.ctx, refund('trx-seed-pos-drill-authorized-auth', 10));
    expect(first.outcome).toBe('unknown');
    const retried = await f.pipeline.retry(f.ctx, first.operation_id);
    expect(retried).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const refunds = f.simulator.control
      .ledger('pay-seed-pos-drill-authorized')
      .filter((e) => e.kind === 'REFUND');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotency_key).toBe(first.idempotency_key);
  });
});
