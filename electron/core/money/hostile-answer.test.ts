import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

/**
 * The whole road, page to simulator and back: the API approves the charge and then answers
 * with something no reader should take whole. The page gets a Result saying the outcome is
 * unknown (the money did move), the journal ends the operation, and the console stays up.
 */
let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture();
});
afterAll(() => f.core.close());

async function armFault(kind: string) {
  const response = await fetch(`${f.core.simulator.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-control-token': f.core.simulator.controlToken,
    },
    body: JSON.stringify({ match: { method: 'POST', path: '/v1/payments/authorizations' }, kind }),
  });
  expect(response.status).toBe(201);
}

const charge = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
  amount: '999.00',
  currency: 'USD',
  type: 'SALE',
} as const;

describe('an approved authorization whose answer is hostile', () => {
  it.each(['deep_after_effect', 'huge_after_effect'])(
    '%s: the page is told the outcome is unknown; the journal ends it; the money moved once',
    async (kind) => {
      await armFault(kind);
      const result = await f.call('payments:authorize', charge);
      expect(result).toMatchObject({
        ok: true,
        value: { outcome: 'unknown', error: { code: 'outcome_unknown', reason: 'too_large' } },
      });
      const { idempotency_key: key, operation_id: id } = result.value;
      expect((await f.ledger()).filter((e) => e.idempotency_key === key)).toHaveLength(1);
      const detail = await f.call('activity:get', { operation_id: id });
      expect(detail).toMatchObject({ ok: true, value: { row: { outcome: 'unknown' } } });
      expect(detail.value.attempts[0].detail).toMatch(/not kept/);
      // Listed for a person to settle, and the console still answers.
      const unknowns = await f.call('outcomes:unresolved');
      expect(JSON.stringify(unknowns.value)).toContain(id);
    },
    30_000,
  );
});
