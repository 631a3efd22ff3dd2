import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator, Role } from '../../../shared/schemas/operator';
import type { Profile } from '../../../shared/schemas/profile';
import { ok } from '../../../shared/result';
import type { ApiClient } from '../client/api-client';
import type { OperatorSession } from '../identity/operator-session';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { teamStoreForFile } from '../team/testing/store-per-file';
import { ApprovalDesk } from './approval-desk';
import { ApprovalStore } from './approval-store';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const server = teamStoreForFile('approval-desk-');
const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

function session(operator: Operator, roles: Role[]): OperatorSession {
  return { operator: () => operator, roles: () => roles, onChange: () => () => {} };
}

function deskOn(url: string, who: OperatorSession): ApprovalDesk {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  pools.push(pool);
  return new ApprovalDesk(
    new ApprovalStore((text, params) => pool.query(text, params), randomUUID()),
    who,
  );
}

const refund: MoneyRequest = {
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-9/reversals',
  body: { type: 'REFUND', amount: 5000, currency: 'USD' },
  targets: { transaction_id: 'trx-9' },
  amount: { value: 5000, currency: 'USD' },
};
const live = {
  id: 'prf-live-001',
  name: 'Live',
  baseUrl: 'https://api.example.com',
  approval: { refundAbove: 1000, expiryMinutes: 5 },
} as Profile;

describe('the approval desk in main', () => {
  it('names the session’s operator, takes the profile’s expiry, and lets only a supervisor decide', async () => {
    const clerk: Operator = { kind: 'verified', issuer: 'https://id.example', subject: 'c-1' };
    const asked = await deskOn(server.store.writerUrl, session(clerk, ['store-manager'])).ask(
      refund,
      live,
    );
    if (!asked.ok) throw new Error(asked.error.message);
    const minutes =
      (Date.parse(asked.value.expiresAt) - Date.parse(asked.value.requestedAt)) / 60_000;
    expect(minutes).toBeCloseTo(5, 3);
    expect(asked.value).toMatchObject({ requester: clerk, profile: { name: 'Live' } });

    const backOffice = deskOn(
      server.store.otherWriterUrl,
      session({ kind: 'local', name: 'bo' }, ['back-office']),
    );
    expect(await backOffice.pending()).toMatchObject({
      ok: false,
      error: { code: 'forbidden', reason: 'approval_not_supervisor' },
    });
    expect(
      await backOffice.decide({ id: asked.value.id, decision: 'approve', note: '' }),
    ).toMatchObject({ ok: false, error: { reason: 'approval_not_supervisor' } });

    const boss: Operator = { kind: 'verified', issuer: 'https://id.example', subject: 's-1' };
    const supervisor = deskOn(server.store.otherWriterUrl, session(boss, ['supervisor']));
    const list = await supervisor.pending();
    expect(list.ok && list.value.map((r) => r.id)).toContain(asked.value.id);
    const done = await supervisor.decide({ id: asked.value.id, decision: 'approve', note: 'ok' });
    expect(done).toMatchObject({ ok: true, value: { state: 'approved', approver: boss } });
  });

  it('answers the money channel that the request waits, and until when', async () => {
    const clerk: Operator = { kind: 'local', name: 'clerk' };
    const desk = deskOn(server.store.writerUrl, session(clerk, ['store-manager']));
    const answer = await desk.askInstead(refund, live);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'conflict', reason: 'approval_waiting', params: { profile: 'Live' } },
    });
    const rows = await server.store.sql(
      "SELECT expires_at FROM approval_requests WHERE requester->>'name' = 'clerk'",
    );
    expect(rows.rows).toHaveLength(1);
    expect(answer.ok ? '' : answer.error.params?.expires).toBe(
      (rows.rows[0].expires_at as Date).toISOString(),
    );
  });

  it('answers a second submit with the request already waiting, and asks anew once it was rejected', async () => {
    const manager: Operator = { kind: 'local', name: 'twice' };
    const desk = deskOn(server.store.writerUrl, session(manager, ['store-manager']));
    const cancel: MoneyRequest = { ...refund, targets: { transaction_id: 'trx-twice' } };
    // Two clicks in a row, the second before the first is saved.
    const [first, second] = await Promise.all([
      desk.askInstead(cancel, live),
      desk.askInstead(cancel, live),
    ]);
    expect(first).toMatchObject({ ok: false, error: { reason: 'approval_waiting' } });
    expect(second).toMatchObject({ ok: false, error: { reason: 'approval_already_waiting' } });
    const rows = await server.store.sql(
      "SELECT id, requested_at, expires_at FROM approval_requests WHERE requester->>'name' = 'twice'",
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0] as { id: string; requested_at: Date; expires_at: Date };
    expect(second.ok ? {} : second.error.params).toEqual({
      profile: 'Live',
      request: row.id,
      since: row.requested_at.toISOString(),
      expires: row.expires_at.toISOString(),
    });

    // Another target is another request.
    expect(
      await desk.askInstead({ ...cancel, targets: { transaction_id: 'trx-other' } }, live),
    ).toMatchObject({ ok: false, error: { reason: 'approval_waiting' } });

    const boss: Operator = { kind: 'local', name: 'boss' };
    const supervisor = deskOn(server.store.otherWriterUrl, session(boss, ['supervisor']));
    expect(await supervisor.decide({ id: row.id, decision: 'reject', note: 'no' })).toMatchObject({
      ok: true,
    });
    expect(await desk.askInstead(cancel, live)).toMatchObject({
      ok: false,
      error: { reason: 'approval_waiting' },
    });
    const after = await server.store.sql(
      "SELECT state FROM approval_requests WHERE requester->>'name' = 'twice' AND targets->>'transaction_id' = 'trx-twice' ORDER BY requested_at",
    );
    expect(after.rows.map((r: { state: string }) => r.state)).toEqual(['rejected', 'pending']);
  });

  it('tells the requester of a cancel-or-refund what it would move, as read through the profile', async () => {
    const manager: Operator = { kind: 'local', name: 'till-plan' };
    const desk = deskOn(server.store.writerUrl, session(manager, ['store-manager']));
    const reads: string[] = [];
    const api = {
      call: async ({ method, path }: { method: string; path: string }) => {
        reads.push(`${method} ${path}`);
        return ok({
          status: 200,
          body: { id: 'pay-55', status: 'AUTHORIZED', currency: 'USD', authorized_amount: 30 },
        });
      },
    } as unknown as ApiClient;
    const cancelOrRefund: MoneyRequest = {
      kind: 'pos:cancelOrRefund',
      path: '/v1/pos/cancel-or-refund/pay-55',
      body: {},
      targets: { payment_id: 'pay-55' },
    };
    const answer = await desk.askInstead(cancelOrRefund, live, api);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        reason: 'approval_waiting_no_amount',
        params: { planned: 'cancel', planned_value: '30', planned_currency: 'USD' },
      },
    });
    expect(reads).toEqual(['GET /v1/payments/pay-55']);
    // Asked again while it waits: the same request and plan, with no new read.
    const again = await desk.askInstead(cancelOrRefund, live, api);
    expect(again).toMatchObject({
      ok: false,
      error: { reason: 'approval_already_waiting', params: { planned: 'cancel' } },
    });
    expect(reads).toHaveLength(1);
    const boss: Operator = { kind: 'local', name: 'boss-plan' };
    const list = await deskOn(server.store.otherWriterUrl, session(boss, ['supervisor'])).pending();
    const seen = list.ok ? list.value.find((r) => r.targets?.payment_id === 'pay-55') : undefined;
    expect(seen?.plan).toMatchObject({ action: 'cancel', amount: { value: 30, currency: 'USD' } });
  });
});
