import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from '../../../shared/schemas/operator';
import type { OperationReport } from '../../../shared/schemas/operation';
import type { IdempotencyKey } from '../pipeline/idempotency-key';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { teamStoreForFile } from '../team/testing/store-per-file';
import { ApprovalStore, sha256Hex } from './approval-store';
import { sendAllApproved, sendApproved } from './approved-sender';

// A real server under a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
const server = teamStoreForFile('approvals-');
const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

/** A console's view of the store: its own database login and console id. */
function consoleOn(url: string, consoleId = randomUUID()): ApprovalStore {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection cut when the file's server stops is no failure of a test.
  pool.on('error', () => undefined);
  pools.push(pool);
  return new ApprovalStore((text, params) => pool.query(text, params), consoleId);
}

const clerk: Operator = { kind: 'local', name: 'clerk' };
const supervisor: Operator = { kind: 'local', name: 'supervisor' };
const refund: MoneyRequest = {
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-1/reversals',
  body: { type: 'REFUND', amount: 5000, currency: 'USD', reason: 'damaged' },
  targets: { transaction_id: 'trx-1' },
  amount: { value: 5000, currency: 'USD' },
};
const profile = { id: 'prf-live-001', name: 'Live', baseUrl: 'https://api.example.com' };
const report = { status: 'succeeded' } as unknown as OperationReport;

async function asked(store: ApprovalStore, who: Operator = clerk, expiryMinutes = 30) {
  const key = randomUUID() as IdempotencyKey;
  const result = await store.ask({
    requester: who,
    profile,
    request: refund,
    idempotencyKey: key,
    expiryMinutes,
  });
  if (!result.ok) throw new Error(result.error.message);
  return { id: result.value.id, key };
}

describe('four-eyes approval requests on the team store', () => {
  it('keeps the exact body, its SHA-256 and the key, and lists it as pending', async () => {
    const till = consoleOn(server.store.writerUrl);
    const { id, key } = await asked(till);
    const rows = await server.store.sql('SELECT body, body_sha256 FROM approval_requests');
    expect(rows.rows).toEqual([
      { body: JSON.stringify(refund.body), body_sha256: sha256Hex(JSON.stringify(refund.body)) },
    ]);
    const list = await consoleOn(server.store.otherWriterUrl).pending();
    expect(list.find((r) => r.id === id)).toMatchObject({
      state: 'pending',
      idempotencyKey: key,
      requester: clerk,
      amount: { value: 5000, currency: 'USD' },
    });
  });

  it('refuses to keep a body with card data in the team store', async () => {
    const till = consoleOn(server.store.writerUrl);
    const result = await till.ask({
      requester: clerk,
      profile,
      request: { ...refund, body: { ...refund.body, card_number: '4111111111111111' } },
      idempotencyKey: randomUUID() as IdempotencyKey,
    });
    expect(result).toMatchObject({ ok: false, error: { reason: 'approval_card_data' } });
    const rows = await server.store.sql(
      "SELECT count(*)::int AS n FROM approval_requests WHERE body LIKE '%4111%'",
    );
    expect(rows.rows).toEqual([{ n: 0 }]);
  });

  it('lets only one of two supervisors deciding at once change it', async () => {
    const { id } = await asked(consoleOn(server.store.writerUrl));
    const first = consoleOn(server.store.otherWriterUrl);
    const second = consoleOn(server.store.otherWriterUrl);
    const [a, b] = await Promise.all([
      first.decide({ id, decision: 'approve', note: 'ok' }, supervisor),
      second.decide({ id, decision: 'reject', note: 'no' }, { kind: 'local', name: 'other' }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const loser = a.ok ? b : a;
    expect(loser).toMatchObject({ ok: false, error: { reason: 'approval_already_decided' } });
    const rows = await server.store.sql('SELECT state FROM approval_requests WHERE id = $1', [id]);
    expect(rows.rows[0].state).toBe(a.ok ? 'approved' : 'rejected');
  });

  it('refuses the requester approving their own request, on their console or another', async () => {
    const consoleId = randomUUID();
    const till = consoleOn(server.store.writerUrl, consoleId);
    const { id } = await asked(till);
    // A local operator is told apart only by the console: any name there is still the requester.
    const sameConsole = await consoleOn(server.store.writerUrl, consoleId).decide(
      { id, decision: 'approve', note: '' },
      { kind: 'local', name: 'someone else' },
    );
    expect(sameConsole).toMatchObject({ ok: false, error: { reason: 'approval_own_request' } });

    const alice: Operator = { kind: 'verified', issuer: 'https://id.example', subject: 'alice' };
    const verified = await asked(consoleOn(server.store.writerUrl), alice);
    const elsewhere = await consoleOn(server.store.otherWriterUrl).decide(
      { id: verified.id, decision: 'approve', note: '' },
      { ...alice, name: 'Alice on the back office PC' },
    );
    expect(elsewhere).toMatchObject({ ok: false, error: { reason: 'approval_own_request' } });
    // Their supervisor's list marks them as theirs (to wait for), others' not.
    const listed = await consoleOn(server.store.otherWriterUrl).pending({
      ...alice,
      name: 'Alice on the back office PC',
    });
    expect(listed.find((r) => r.id === verified.id)?.own).toBe(true);
    expect(listed.find((r) => r.id === id)?.own).toBeUndefined();
    const rows = await server.store.sql(
      'SELECT state FROM approval_requests WHERE id = ANY($1::uuid[])',
      [[id, verified.id]],
    );
    expect(rows.rows).toEqual([{ state: 'pending' }, { state: 'pending' }]);
  });

  it('neither approves nor sends an expired request', async () => {
    const till = consoleOn(server.store.writerUrl);
    const { id } = await asked(till, clerk, 1);
    // The store's clock decides: the request was asked for 2 minutes ago.
    await server.store.sql(
      "UPDATE approval_requests SET requested_at = now() - interval '2 min', expires_at = now() - interval '1 min' WHERE id = $1",
      [id],
    );
    const boss = consoleOn(server.store.otherWriterUrl);
    expect((await boss.pending()).map((r) => r.id)).not.toContain(id);
    const decided = await boss.decide({ id, decision: 'approve', note: '' }, supervisor);
    expect(decided).toMatchObject({ ok: false, error: { reason: 'approval_expired' } });
    const send = vi.fn(async () => report);
    expect(await sendApproved(till, id, send)).toMatchObject({
      ok: false,
      error: { reason: 'approval_expired' },
    });
    expect(send).not.toHaveBeenCalled();
    expect(await till.get(id)).toMatchObject({ state: 'expired' });
  });

  it('sends nothing for a rejected request', async () => {
    const till = consoleOn(server.store.writerUrl);
    const { id } = await asked(till);
    await consoleOn(server.store.otherWriterUrl).decide(
      { id, decision: 'reject', note: 'call the customer first' },
      supervisor,
    );
    const send = vi.fn(async () => report);
    expect(await sendApproved(till, id, send)).toMatchObject({
      ok: false,
      error: { reason: 'approval_rejected' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the approved body once with its key, also after a restart between approval and send', async () => {
    const consoleId = randomUUID();
    const { id, key } = await asked(consoleOn(server.store.writerUrl, consoleId));
    const approved = await consoleOn(server.store.otherWriterUrl).decide(
      { id, decision: 'approve', note: 'checked with the store' },
      supervisor,
    );
    expect(approved.ok).toBe(true);
    // The console that asked is gone; the one started on the same folder polls.
    const restarted = consoleOn(server.store.writerUrl, consoleId);
    const send = vi.fn(async (_: MoneyRequest) => report);
    const [first, second] = await Promise.all([
      sendAllApproved(restarted, send),
      sendAllApproved(consoleOn(server.store.writerUrl, consoleId), send),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    // Sent as asked, with the key assigned then, and who approved it for the journal.
    expect(send.mock.calls[0]![0]).toEqual({
      ...refund,
      idempotencyKey: key,
      approval: expect.objectContaining({ note: 'checked with the store' }),
    });
    expect(JSON.stringify(send.mock.calls[0]![0].body)).toBe(JSON.stringify(refund.body));
    expect([...first, ...second].filter((r) => r.ok)).toHaveLength(1);
    const done = await restarted.get(id);
    expect(done).toMatchObject({ state: 'sent', requester: clerk, approver: supervisor });
    expect(done?.decidedAt && done.sentAt && done.requestedAt).toBeTruthy();
    // Killed after taking it and before the answer: a later start never sends it again.
    expect(await sendAllApproved(consoleOn(server.store.writerUrl, consoleId), send)).toEqual([]);
    expect(await sendApproved(restarted, id, send)).toMatchObject({ ok: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets no other console take an approved request to send it', async () => {
    const { id } = await asked(consoleOn(server.store.writerUrl));
    await consoleOn(server.store.otherWriterUrl).decide(
      { id, decision: 'approve', note: '' },
      supervisor,
    );
    const send = vi.fn(async () => report);
    const other = await sendApproved(consoleOn(server.store.otherWriterUrl), id, send);
    expect(other).toMatchObject({ ok: false, error: { reason: 'approval_not_approved' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing when the body in the store no longer matches its hash', async () => {
    const till = consoleOn(server.store.writerUrl);
    const { id } = await asked(till);
    await consoleOn(server.store.otherWriterUrl).decide(
      { id, decision: 'approve', note: '' },
      supervisor,
    );
    await server.store.sql(
      "UPDATE approval_requests SET body = replace(body, '5000', '50000') WHERE id = $1",
      [id],
    );
    const send = vi.fn(async () => report);
    expect(await sendApproved(till, id, send)).toMatchObject({
      ok: false,
      error: { reason: 'approval_body_changed' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('gives a console no way to insert a decided request or decide by UPDATE', async () => {
    const till = consoleOn(server.store.writerUrl);
    const { id } = await asked(till);
    const asTill = new pg.Pool({ connectionString: server.store.writerUrl, max: 1 });
    asTill.on('error', () => undefined);
    pools.push(asTill);
    await expect(
      asTill.query("UPDATE approval_requests SET state = 'approved' WHERE id = $1", [id]),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asTill.query(
        `INSERT INTO approval_requests (id, requester, requester_key, requester_console,
           expires_at, profile, operation, path, targets, body, body_sha256, idempotency_key,
           state)
         SELECT gen_random_uuid(), requester, 'x', requester_console, expires_at, profile,
           operation, path, targets, body, body_sha256, 'other-key', 'approved'
         FROM approval_requests WHERE id = $1`,
        [id],
      ),
    ).rejects.toThrow(/row-level security/);
    const row = await server.store.sql('SELECT state FROM approval_requests WHERE id = $1', [id]);
    expect(row.rows[0].state).toBe('pending');
  });

  it('keeps what a cancel-or-refund would move as read when asked, for the supervisor to read', async () => {
    const cancelOrRefund: MoneyRequest = {
      kind: 'pos:cancelOrRefund',
      path: '/v1/pos/cancel-or-refund/pay-77',
      body: {},
      targets: { payment_id: 'pay-77' },
    };
    const plan = {
      action: 'refund',
      amount: { value: 5000, currency: 'USD' },
      readAt: '2026-11-27T14:05:00.000Z',
    } as const;
    const till = consoleOn(server.store.writerUrl);
    const ask = (request: MoneyRequest, read: () => Promise<typeof plan | undefined>) =>
      till.ask({
        requester: clerk,
        profile,
        request,
        idempotencyKey: randomUUID() as IdempotencyKey,
        plan: read,
      });
    const saved = await ask(cancelOrRefund, async () => plan);
    if (!saved.ok) throw new Error(saved.error.message);
    expect(saved.value.plan).toEqual(plan);
    const stored = await server.store.sql(
      'SELECT plan, amount FROM approval_requests WHERE id = $1',
      [saved.value.id],
    );
    expect(stored.rows).toEqual([{ plan, amount: null }]);
    // The supervisor, on another console and login, reads it with the request.
    const list = await consoleOn(server.store.otherWriterUrl).pending();
    expect(list.find((r) => r.id === saved.value.id)).toMatchObject({ plan });
    expect(list.find((r) => r.id === saved.value.id)?.amount).toBeUndefined();

    // The payment could not be read: nothing is stored, so nothing is shown as if known.
    const unread = await ask({ ...cancelOrRefund, targets: { payment_id: 'pay-78' } }, () =>
      Promise.reject(new Error('the API did not answer')),
    );
    if (!unread.ok) throw new Error(unread.error.message);
    expect(unread.value.plan).toBeUndefined();
    const none = await server.store.sql('SELECT plan FROM approval_requests WHERE id = $1', [
      unread.value.id,
    ]);
    expect(none.rows).toEqual([{ plan: null }]);

    // A body with its own amount is shown by it: the payment is not read for it.
    let read = 0;
    const named = await ask({ ...refund, targets: { transaction_id: 'trx-77' } }, async () => {
      read += 1;
      return plan;
    });
    expect(named).toMatchObject({ ok: true, value: { amount: { value: 5000, currency: 'USD' } } });
    expect(named.ok && named.value.plan).toBeUndefined();
    expect(read).toBe(0);
  });
});
