import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { operatorLabel } from '../../../shared/operator-label';
import type { PushMessage } from '../push';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { csvHeader, exportValues } from '../activity/export';
import { queryTeam } from '../team/team-query';
import { withClient } from '../team/testing/store-fixture';
import { teamStoreForFile } from '../team/testing/store-per-file';

// Two whole consoles and a real server on a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const server = teamStoreForFile('four-eyes-');
let production: RunningSimulator;
const consoles: CoreFixture[] = [];

beforeAll(async () => {
  production = await startSimulator({
    port: 0,
    clientId: 'prod-client',
    clientSecret: 'prod-secret-value',
  });
});
afterEach(async () => {
  await Promise.all(consoles.splice(0).map((c) => c.core.close()));
});
afterAll(() => production.close());

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '5000.00',
  currency: 'USD',
  type: 'SALE',
};
const sentWith = (key: string) =>
  production.control.requests().filter((r) => r.idempotency_key === key);

/** A console on the team store; `live` on it: a production profile asking above 1,000.00. */
async function consoleOn(url: string, live = false, approvalPollMs?: number): Promise<CoreFixture> {
  const f = await coreFixture({ teamStore: url, ...(approvalPollMs ? { approvalPollMs } : {}) });
  consoles.push(f);
  if (!live) return f;
  const fields = {
    name: 'Live acquirer',
    baseUrl: production.baseUrl,
    clientId: 'prod-client',
    approval: { moneyAbove: 1000 },
  };
  const created = await f.call('profiles:create', fields);
  await f.call('profiles:setSecret', { id: created.value.id, secret: 'prod-secret-value' });
  await f.call('profiles:update', {
    id: created.value.id,
    changes: { ...fields, production: true },
  });
  await f.call('profiles:activate', { id: created.value.id });
  return f;
}

/** Asks for 5,000.00 on the production profile, confirmed as production money is. */
async function askFor(till: CoreFixture): Promise<string> {
  const first = await till.call('payments:authorize', authorization);
  expect(first).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
  const waits = await till.call('payments:authorize', {
    ...authorization,
    confirmation: till.printedCode(),
  });
  expect(waits).toMatchObject({
    ok: false,
    error: { reason: 'approval_waiting', params: { profile: 'Live acquirer' } },
  });
  const mine = await till.call('approvals:mine');
  expect(mine.value).toHaveLength(1);
  return mine.value[0].id as string;
}

describe('four-eyes approvals between two consoles on one team store', () => {
  it('sends a large production amount only after another console approves it, exactly once, with its key', async () => {
    const till = await consoleOn(server.store.writerUrl, true);
    const office = await consoleOn(server.store.otherWriterUrl);
    const id = await askFor(till);
    const [asked] = (await till.call('approvals:mine')).value;
    expect(sentWith(asked.idempotencyKey)).toHaveLength(0);

    // Nothing leaves before a decision, however often the console asks.
    expect(await till.core.approvals.poll()).toEqual([]);
    expect(await till.call('approvals:decide', { id, decision: 'approve' })).toMatchObject({
      ok: false,
      error: { reason: 'approval_own_request' },
    });

    const pending = await office.call('approvals:pending');
    expect(pending.value.map((r: { id: string }) => r.id)).toEqual([id]);
    const told: PushMessage[] = [];
    till.core.push.subscribe((m) => told.push(m));
    const approved = await office.call('approvals:decide', {
      id,
      decision: 'approve',
      note: 'known customer',
    });
    expect(approved).toMatchObject({ ok: true, value: { state: 'approved' } });

    const [sent] = await till.core.approvals.poll();
    expect(sent).toMatchObject({ ok: true, value: { report: { outcome: 'succeeded' } } });
    expect(await till.core.approvals.poll()).toEqual([]);
    const wire = sentWith(asked.idempotencyKey);
    expect(wire).toHaveLength(1);
    expect(wire[0]?.path).toBe('/v1/payments/authorizations');
    expect(told).toContainEqual({ channel: 'approvals:changed', payload: { id, state: 'sent' } });
    const recent = await till.call('outcomes:recent', { limit: 5 });
    expect(recent.value[0]).toMatchObject({ idempotency_key: asked.idempotencyKey });
    // The journal and its Activity row name both people and both times.
    const page = await till.call('activity:query', {});
    const row = page.value.rows.find(
      (r: { idempotency_key?: string }) => r.idempotency_key === asked.idempotencyKey,
    );
    const decided = approved.value;
    expect(row).toMatchObject({
      operator: operatorLabel(asked.requester),
      approval: {
        id,
        requester: operatorLabel(asked.requester),
        approver: operatorLabel(decided.approver),
        // Screens name both people from these, in the reader's language.
        requester_identity: asked.requester,
        approver_identity: decided.approver,
        asked_at: asked.requestedAt,
        decided_at: decided.decidedAt,
        note: 'known customer',
      },
    });
    // Two local operators are two people only as two consoles.
    expect(decided.approverConsoleId).not.toBe(asked.requesterConsoleId);
    // The export says both people and both times, in columns of their own.
    expect(csvHeader()).toContain(
      ',approval_requester,approved_by,approval_asked_at,approval_decided_at,approval_note,',
    );
    expect(exportValues(row)).toMatchObject({
      approval_requester: operatorLabel(asked.requester),
      approved_by: operatorLabel(decided.approver),
      approval_asked_at: asked.requestedAt,
      approval_decided_at: decided.decidedAt,
      approval_note: 'known customer',
    });
    // Team Activity finds it by who approved it, and nothing by anyone else (both consoles'
    // local operators here share a name: only their consoles tell them apart).
    await vi.waitFor(() => expect(till.core.teamStore.status().behind).toBe(0), {
      timeout: 20_000,
    });
    await withClient(server.store.readerUrl, async (reader) => {
      const by = (approver: string) => queryTeam(reader, { approver }, { limit: 50 });
      const found = await by(operatorLabel(decided.approver));
      expect(found.entries.map((e) => e.entry.begin.idempotency_key)).toEqual([
        asked.idempotencyKey,
      ]);
      expect((await by('someone else (local, not verified)')).total).toBe(0);
    });
  });

  it('keeps an approved request untaken while the console cannot send, says so where the secret is set, and sends it once it is', async () => {
    // Its own passes are started (as a running console's are), but an hour apart: what sends
    // the request below is the secret being set, not the clock.
    const till = await consoleOn(server.store.writerUrl, true, 3_600_000);
    const office = await consoleOn(server.store.otherWriterUrl);
    const id = await askFor(till);
    const [asked] = (await till.call('approvals:mine')).value;
    const profileId = asked.profile.id as string;
    // As a browser host restarted: its secret, kept in memory only, is gone.
    const clear = await till.call('profiles:clearSecret', { id: profileId });
    if (!clear.ok) {
      // A production profile's secret is removed only with the person's code.
      const cleared = await till.call('profiles:clearSecret', {
        id: profileId,
        confirmation: till.printedCode(),
      });
      expect(cleared).toMatchObject({ ok: true });
    }
    const approved = await office.call('approvals:decide', { id, decision: 'approve', note: '' });
    expect(approved).toMatchObject({ ok: true, value: { state: 'approved' } });

    const [waiting] = await till.core.approvals.poll();
    expect(waiting).toMatchObject({ ok: false });
    expect(sentWith(asked.idempotencyKey)).toHaveLength(0);
    // Not taken: still approved, so it is not stuck as "sending" for ever.
    expect((await till.call('approvals:mine')).value[0]).toMatchObject({ state: 'approved' });
    // Whoever opens Settings to set the secret again learns that money waits on it.
    const waitingOn = async () =>
      (await till.call('profiles:list')).value.profiles.find(
        (p: { id: string }) => p.id === profileId,
      ).approvedWaiting;
    expect(await waitingOn()).toBe(1);

    const set = await till.call('profiles:setSecret', {
      id: profileId,
      secret: 'prod-secret-value',
    });
    if (!set.ok) {
      const again = await till.call('profiles:setSecret', {
        id: profileId,
        secret: 'prod-secret-value',
        confirmation: till.printedCode(),
      });
      expect(again).toMatchObject({ ok: true });
    }
    // Setting the secret is what sends it: no pass of the clock's is due for an hour.
    await till.core.approvals.settled();
    expect(sentWith(asked.idempotencyKey)).toHaveLength(1);
    expect((await till.call('approvals:mine')).value[0]).toMatchObject({ state: 'sent' });
    expect(await waitingOn()).toBeUndefined();
    // A pass after sends nothing again.
    await till.core.approvals.poll();
    expect(sentWith(asked.idempotencyKey)).toHaveLength(1);
  });

  it('sends nothing for a rejected request', async () => {
    const till = await consoleOn(server.store.writerUrl, true);
    const office = await consoleOn(server.store.otherWriterUrl);
    const id = await askFor(till);
    const [asked] = (await till.call('approvals:mine')).value;
    const rejected = await office.call('approvals:decide', {
      id,
      decision: 'reject',
      note: 'not this one',
    });
    expect(rejected).toMatchObject({ ok: true, value: { state: 'rejected' } });
    expect(await till.core.approvals.poll()).toEqual([]);
    expect(sentWith(asked.idempotencyKey)).toHaveLength(0);
    expect((await till.call('approvals:mine')).value[0]).toMatchObject({ state: 'rejected' });
  });
});

describe('a console whose login lacks the approvals grants', () => {
  it('finds it once, stops asking, and says what the login lacks', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // audit_reader may read the team's activity, and nothing of approval_requests.
      const office = await consoleOn(server.store.readerUrl);
      for (let pass = 0; pass < 3; pass++) await office.core.approvals.poll();
      const said = errors.mock.calls.filter((call) => /approval/.test(call.join(' ')));
      expect(said).toHaveLength(1);
      expect(said[0]?.join(' ')).toContain('permission denied for table approval_requests');

      const why = { reason: 'approvals_not_granted', params: { login: 'audit_reader' } };
      expect(await office.call('approvals:pending')).toMatchObject({ ok: false, error: why });
      expect(await office.call('approvals:mine')).toMatchObject({ ok: false, error: why });
      expect((await office.call('team:status')).value.approvalsWhy).toMatchObject(why);
      // Asked again, the store is not: the second word is the first one's.
      expect(errors.mock.calls.filter((call) => /approval/.test(call.join(' ')))).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});
