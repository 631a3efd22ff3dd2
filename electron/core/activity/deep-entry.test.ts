import { appendFileSync, mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { monthFile } from '../journal/journal';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

/**
 * A journal line written before answers were read within limits: an approved charge whose
 * answer nests 3,000 levels deep. Every walk over it (the redactor's, JSON.stringify's) once ran
 * out of stack, and each Activity page that held it answered nothing. It must still be listed,
 * inspected, found and exported, with its depth cut where it is shown.
 */
let f: CoreFixture;
const operationId = `op-${randomUUID()}`;

function deep(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

beforeAll(async () => {
  f = await coreFixture();
  const at = new Date().toISOString();
  const begin: JournalRecord = {
    v: 1,
    type: 'begin',
    operation_id: operationId,
    at,
    operator: 'qa',
    app_version: 'older',
    profile: { id: 'simulator', name: 'Simulator', production: false },
    operation: 'payments:authorize',
    targets: { merchant_id: 'mer-seed-store-1' },
    amount: { value: 999, currency: 'USD' },
    idempotency_key: randomUUID(),
    request: {
      method: 'POST',
      url: `${f.core.simulator.baseUrl}/v1/payments/authorizations`,
      body: {},
    },
    body_exact: false,
  };
  const finish: JournalRecord = {
    v: 1,
    type: 'finish',
    operation_id: operationId,
    at,
    operation: 'payments:authorize',
    outcome: 'succeeded',
    attempts: 1,
    latency_ms: 5,
    http_status: 201,
    response: {
      status: 201,
      body: { payment_id: 'pay-deep-1', transaction: { status: 'APPROVED' }, x: deep(3000) },
    },
  };
  const dir = f.core.journal.dir;
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    join(dir, monthFile(new Date())),
    `${JSON.stringify(begin)}\n${JSON.stringify(finish)}\n`,
  );
});
afterAll(() => f.core.close());

describe('Activity with a journaled answer 3,000 levels deep', () => {
  it('lists it, and finds it by the payment its answer named', async () => {
    const page = await f.call('activity:query', {});
    expect(page).toMatchObject({ ok: true, value: { total: 1 } });
    expect(page.value.rows[0]).toMatchObject({ operation_id: operationId, outcome: 'succeeded' });
    const found = await f.call('activity:query', { filter: { search: 'pay-deep-1' } });
    expect(found).toMatchObject({ ok: true, value: { total: 1 } });
  });

  it('inspects it, the depth past the redactor’s walk hidden', async () => {
    const detail = await f.call('activity:get', { operation_id: operationId });
    expect(detail.ok).toBe(true);
    expect(JSON.stringify(detail.value.response.body)).toContain('[TOO DEEP]');
  });

  it('exports it', async () => {
    const exported = await f.call('activity:export', { format: 'jsonl' });
    expect(exported).toMatchObject({ ok: true, value: { rows: 1 } });
  });
});
