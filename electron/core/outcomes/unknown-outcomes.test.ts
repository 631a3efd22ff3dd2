import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

/*
 * Unknown outcomes on a profile whose API is not known to honour Idempotency-Key (a remote
 * profile, pointed here at a simulator of its own), next to the built-in simulator profile.
 */
let f: CoreFixture;
let remote: RunningSimulator;
let remoteId: string;

beforeAll(async () => {
  f = await coreFixture();
  remote = await startSimulator({ port: 0, clientId: 'acquirer', clientSecret: 'remote-secret' });
  const created = await f.call('profiles:create', {
    name: 'Acquirer',
    baseUrl: remote.baseUrl,
    clientId: 'acquirer',
  });
  remoteId = created.value.id;
  expect(created.value.idempotencyKey).toBe('not_known');
  await f.call('profiles:setSecret', { id: remoteId, secret: 'remote-secret' });
});
afterAll(async () => {
  await f.core.close();
  await remote.close();
});
beforeEach(async () => {
  remote.control.clearFaults();
  await embedded('DELETE');
  await f.call('profiles:activate', { id: remoteId });
});

/** The embedded simulator's faults, through its control API and this launch's token. */
const embedded = (method: 'POST' | 'DELETE', fault?: object) =>
  fetch(`${f.core.simulator.baseUrl}/_sandbox/faults`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-control-token': f.core.simulator.controlToken,
    },
    ...(fault ? { body: JSON.stringify(fault) } : {}),
  });

const authorization = (amount: string) => ({
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount,
  currency: 'USD',
  type: 'SALE',
});
const armRemote = (kind: string, path = '/v1/payments/authorizations') =>
  remote.control.armFault({ match: { method: 'POST', path }, kind });
const sentWith = (key: string) =>
  remote.control.requests().filter((r) => r.idempotency_key === key);
const effectsWith = (key: string) =>
  remote.control.ledger().filter((e) => e.idempotency_key === key);
const unresolvedIds = async () =>
  ((await f.call('outcomes:unresolved')).value as { operation_id: string }[]).map(
    (r) => r.operation_id,
  );

describe('a profile not known to honour the key', () => {
  it('sends once after a 500, finds the payment by time and amount, and records who resolved it', async () => {
    armRemote('error_500_after_effect');
    const sent = await f.call('payments:authorize', authorization('31.17'));
    const report = sent.value;
    expect(report).toMatchObject({ outcome: 'unknown', attempts: 1, idempotency: 'not_known' });
    expect(sentWith(report.idempotency_key)).toHaveLength(1);
    expect(await unresolvedIds()).toContain(report.operation_id);

    const refused = await f.call('outcomes:retry', { operation_id: report.operation_id });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'duplicate_risk_not_accepted' },
    });
    expect(sentWith(report.idempotency_key)).toHaveLength(1);

    const checked = await f.call('outcomes:checkStatus', { operation_id: report.operation_id });
    expect(checked.ok).toBe(true);
    expect(checked.value.payment).toBeUndefined();
    const { search } = checked.value;
    expect(search).toMatchObject({
      merchant_id: 'mer-seed-store-1',
      amount: { value: 31.17, currency: 'USD' },
      complete: true,
    });
    const [ledgerEntry] = effectsWith(report.idempotency_key);
    expect(search.candidates[0]).toMatchObject({
      amount_matches: true,
      payment: { id: ledgerEntry!.payment_id, initial_amount: 31.17 },
    });

    const resolved = await f.call('outcomes:markResolved', {
      operation_id: report.operation_id,
      verdict: 'went_through',
      payment_id: ledgerEntry!.payment_id,
      note: 'matched on amount and time',
    });
    expect(resolved.value).toMatchObject({
      outcome: 'succeeded',
      resolution: {
        by: 'qa (local, not verified)',
        verdict: 'went_through',
        payment_id: ledgerEntry!.payment_id,
        payment_status: 'AUTHORIZED',
        note: 'matched on amount and time',
      },
    });
    expect(await unresolvedIds()).not.toContain(report.operation_id);
    const finishes = (await f.core.journal.records()).filter(
      (r) => r.type === 'finish' && r.operation_id === report.operation_id,
    );
    // The pipeline's own "unknown" stays; the resolution is a later finish with who decided.
    expect(finishes.map((r) => r.type === 'finish' && [r.outcome, r.resolution?.by])).toEqual([
      ['unknown', undefined],
      ['succeeded', 'qa (local, not verified)'],
    ]);
    expect(Date.parse(finishes[1]!.at)).toBeGreaterThanOrEqual(Date.parse(finishes[0]!.at));
    // The journal's index learns the payment from the resolution, so Activity finds it by id.
    const found = await f.call('activity:query', {
      filter: { search: ledgerEntry!.payment_id },
    });
    expect(found.value.rows.map((r: { operation_id: string }) => r.operation_id)).toContain(
      report.operation_id,
    );

    const again = await f.call('outcomes:markResolved', {
      operation_id: report.operation_id,
      verdict: 'did_not_happen',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('after a reset with no effect: nothing matches, and "did not happen" closes it as failed', async () => {
    armRemote('reset_before_effect');
    const report = (await f.call('payments:authorize', authorization('44.01'))).value;
    expect(report).toMatchObject({ outcome: 'unknown', attempts: 1 });
    expect(sentWith(report.idempotency_key)).toHaveLength(1);

    const checked = await f.call('outcomes:checkStatus', { operation_id: report.operation_id });
    expect(
      checked.value.search.candidates.filter((c: { amount_matches: boolean }) => c.amount_matches),
    ).toEqual([]);
    const resolved = await f.call('outcomes:markResolved', {
      operation_id: report.operation_id,
      verdict: 'did_not_happen',
    });
    expect(resolved.value).toMatchObject({
      outcome: 'failed',
      resolution: { by: 'qa (local, not verified)', verdict: 'did_not_happen' },
    });
    expect(await unresolvedIds()).not.toContain(report.operation_id);
    expect(effectsWith(report.idempotency_key)).toEqual([]);
  });

  it('sends again only when the risk is accepted: the same key, one more request', async () => {
    armRemote('reset_before_effect');
    const report = (await f.call('payments:authorize', authorization('12.12'))).value;
    const again = await f.call('outcomes:retry', {
      operation_id: report.operation_id,
      accept_duplicate_risk: true,
    });
    expect(again.value).toMatchObject({ outcome: 'succeeded', attempts: 2 });
    expect(sentWith(report.idempotency_key)).toHaveLength(2);
    expect(effectsWith(report.idempotency_key)).toHaveLength(1);
  });

  it('reads the payment itself when the operation names it (cancel-or-refund)', async () => {
    armRemote('error_500', '/v1/pos/cancel-or-refund/*');
    const report = (
      await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-pos-drill-captured' })
    ).value;
    expect(report).toMatchObject({ outcome: 'unknown', attempts: 1 });
    const checked = await f.call('outcomes:checkStatus', { operation_id: report.operation_id });
    expect(checked.value).toMatchObject({
      payment: { id: 'pay-seed-pos-drill-captured', status: 'CAPTURED' },
    });
    expect(checked.value.search).toBeUndefined();
  });

  it('a payment that does not exist cannot be claimed as the one that went through', async () => {
    armRemote('reset_before_effect');
    const report = (await f.call('payments:authorize', authorization('9.99'))).value;
    const claimed = await f.call('outcomes:markResolved', {
      operation_id: report.operation_id,
      verdict: 'went_through',
      payment_id: 'pay-made-up',
    });
    expect(claimed).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await unresolvedIds()).toContain(report.operation_id);
  });

  it('a refused payment declines the authorization that made it, never a cancel-or-refund that acted on it', async () => {
    armRemote('reset_before_effect');
    const auth = (await f.call('payments:authorize', authorization('9.98'))).value;
    const authSettled = await f.call('outcomes:markResolved', {
      operation_id: auth.operation_id,
      verdict: 'went_through',
      payment_id: 'pay-seed-declined',
    });
    expect(authSettled.value).toMatchObject({ outcome: 'declined' });

    armRemote('error_500', '/v1/pos/cancel-or-refund/*');
    const pos = (await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-declined' })).value;
    expect(pos).toMatchObject({ outcome: 'unknown' });
    const posSettled = await f.call('outcomes:markResolved', {
      operation_id: pos.operation_id,
      verdict: 'went_through',
      payment_id: 'pay-seed-declined',
    });
    expect(posSettled.value).toMatchObject({ outcome: 'succeeded' });
  });
});

/** The journal's last word on an operation. */
const lastFinish = async (operationId: string) =>
  (await f.core.journal.records())
    .filter((r) => r.type === 'finish' && r.operation_id === operationId)
    .at(-1);

describe('cancel-or-refund sent to settle an unknown authorization whose payment id nobody knew', () => {
  const traced = (amount: string, trace: string) => ({
    ...authorization(amount),
    external_client_trace_id: trace,
  });

  it('settles it when the payment acted on carries the trace number it was sent with', async () => {
    armRemote('error_500_after_effect');
    const auth = (await f.call('payments:authorize', traced('23.41', 'POS9-207001'))).value;
    expect(auth).toMatchObject({ outcome: 'unknown', ids: {} });
    const [made] = effectsWith(auth.idempotency_key);

    const pos = await f.call('pos:cancelOrRefund', {
      payment_id: made!.payment_id,
      resolves: auth.operation_id,
    });
    expect(pos.value).toMatchObject({
      outcome: 'succeeded',
      resolves: { operation_id: auth.operation_id, verdict: 'settled' },
    });
    // Bookkeeping of the console's own: the API is sent nothing about it.
    const posBegin = (await f.core.journal.byId(pos.value.operation_id))!.begin;
    expect(posBegin.request.body).toEqual({});
    expect(await unresolvedIds()).not.toContain(auth.operation_id);
    expect(await lastFinish(auth.operation_id)).toMatchObject({
      outcome: 'resolved',
      resolution: {
        verdict: 'cancel_or_refund',
        payment_id: made!.payment_id,
        operation_id: pos.value.operation_id,
      },
    });
  });

  it('leaves it listed, saying so, when the payment acted on is another one', async () => {
    armRemote('error_500_after_effect');
    const auth = (await f.call('payments:authorize', traced('23.42', 'POS9-207002'))).value;
    expect(auth.outcome).toBe('unknown');
    // The same amount, card and time, but another trace number: another sale at the till.
    const other = (await f.call('payments:authorize', traced('23.42', 'POS9-207003'))).value;
    expect(other.outcome).toBe('succeeded');

    const pos = await f.call('pos:cancelOrRefund', {
      payment_id: other.ids.payment_id,
      resolves: auth.operation_id,
    });
    expect(pos.value).toMatchObject({
      outcome: 'succeeded',
      resolves: { operation_id: auth.operation_id, verdict: 'other_payment' },
    });
    expect(await unresolvedIds()).toContain(auth.operation_id);
    expect(await lastFinish(auth.operation_id)).toMatchObject({ outcome: 'unknown' });
  });

  it('settles nothing for an operation that is not unknown', async () => {
    const done = (await f.call('payments:authorize', traced('23.43', 'POS9-207004'))).value;
    expect(done.outcome).toBe('succeeded');
    const pos = await f.call('pos:cancelOrRefund', {
      payment_id: 'pay-seed-pos-drill-captured',
      resolves: done.operation_id,
    });
    expect(pos.value).toMatchObject({
      resolves: { operation_id: done.operation_id, verdict: 'not_unknown' },
    });
    const finishes = (await f.core.journal.records()).filter(
      (r) => r.type === 'finish' && r.operation_id === done.operation_id,
    );
    expect(finishes).toMatchObject([{ outcome: 'succeeded' }]);
  });
});

describe('the simulator profile, known to honour the key', () => {
  it('still resends once on its own after a 500, with the same key', async () => {
    await f.call('profiles:activate', { id: 'simulator' });
    await embedded('POST', {
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'error_500_after_effect',
    });
    const report = (await f.call('payments:authorize', authorization('18.00'))).value;
    expect(report).toMatchObject({ outcome: 'succeeded', attempts: 2, idempotency: 'honoured' });
    const sent = (await f.requests()).filter((r) => r.idempotency_key === report.idempotency_key);
    expect(sent).toHaveLength(2);
  });

  it('checks status only on the operation’s own profile', async () => {
    armRemote('reset_before_effect');
    const report = (await f.call('payments:authorize', authorization('7.70'))).value;
    await f.call('profiles:activate', { id: 'simulator' });
    const checked = await f.call('outcomes:checkStatus', { operation_id: report.operation_id });
    expect(checked).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(checked.error.message).toContain('Acquirer');
  });
});
