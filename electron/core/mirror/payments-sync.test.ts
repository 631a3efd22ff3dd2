import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../../shared/channels';
import type { Result } from '../../../shared/result';
import type { HandlerRegistry } from '../ipc';
import { dispatch } from '../ipc/dispatch';
import { asShownBy, coreFixture, type CoreFixture } from '../testing/core-fixture';
import { startSimulator } from '../../simulator/server';
import { SEED_EPOCH_MS, seededUntilOf } from '../../simulator/seed';
import { BROWSER_CALLER } from '../words/languages';
import { MirrorClient, mirrorFile } from './mirror-client';
import { PaymentsSync, retryAfterMs, type SyncMirror, type SyncStatus } from './payments-sync';
import { withWriteThrough } from './write-through';
import { mirroredPaymentOf } from './payment-row';

const SEEDED = 2_000;
const PAGE = 50;

let f: CoreFixture;
let total: number;
const open: PaymentsSync[] = [];

beforeAll(async () => {
  f = await coreFixture({ seedPayments: SEEDED });
  // What the API lists, read independently of the sync.
  total = 0;
  for (let page = 1; ; page++) {
    const listed = await f.call('payments:list', { page, page_size: 100 });
    total += listed.value.data.length;
    if (!listed.value.has_more) break;
  }
}, 60_000);
afterAll(() => f.core.close());
afterEach(async () => {
  await Promise.all(open.splice(0).map((sync) => sync.close()));
  await control('DELETE', 'faults');
});

async function control(method: string, path: string, body?: unknown) {
  return fetch(`${f.core.simulator.baseUrl}/_sandbox/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-control-token': f.core.simulator.controlToken,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** Each test its own mirror file: a sync of a profile under a name of the test's. */
function syncInto(
  name: string,
  options: Partial<ConstructorParameters<typeof PaymentsSync>[0]> = {},
): PaymentsSync {
  const sync = new PaymentsSync({
    profiles: f.core.profiles,
    openMirror: (): Promise<Result<SyncMirror>> => MirrorClient.open(mirrorFile(f.dataDir, name)),
    pageSize: PAGE,
    refreshEveryMs: 3_600_000,
    ...options,
  });
  open.push(sync);
  return sync;
}

function until(sync: PaymentsSync, done: (status: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    if (done(sync.status())) return resolve(sync.status());
    const stop = sync.onStatus((status) => {
      if (done(status)) {
        stop();
        resolve(status);
      }
    });
  });
}

const caughtUp = (s: SyncStatus) => s.state.kind === 'caught_up';
const listRequests = async () =>
  (
    (await (await control('GET', 'requests')).json()) as {
      data: { method: string; path: string }[];
    }
  ).data.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments?')).length;

async function mirrorCount(name: string): Promise<number> {
  const mirror = await MirrorClient.open(mirrorFile(f.dataDir, name));
  if (!mirror.ok) throw new Error(mirror.error.message);
  const count = await mirror.value.count();
  await mirror.value.close();
  return count.ok ? count.value : -1;
}

describe('the payments sync, against the simulator seeded with 2,000 payments', () => {
  it('mirrors every payment the API lists, newest first, in pages, and says it is caught up', async () => {
    const before = await listRequests();
    const sync = syncInto('full');
    sync.start();
    const status = await until(sync, caughtUp);
    expect(status).toMatchObject({ mirrored: total, profileId: f.core.profiles.active().id });
    expect(status.lastSyncedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await listRequests()).toBe(before + Math.floor(total / PAGE) + 1);
  }, 60_000);

  it('counts the payments already on disk at once, before its first page is due', async () => {
    const first = syncInto('restarted');
    first.start();
    const done = await until(first, caughtUp);
    await first.close();
    const before = await listRequests();
    const again = syncInto('restarted');
    again.start(60_000);
    const reopened = await until(again, (s) => s.profileId !== null);
    expect(reopened).toMatchObject({ mirrored: done.mirrored, state: { kind: 'caught_up' } });
    expect(await listRequests()).toBe(before);
  }, 60_000);

  it('resumes after a crash from the last committed page, fetching no more than one page twice', async () => {
    const before = await listRequests();
    // The first run "dies" at its sixth page: fetched, never committed (as a kill mid-write).
    let writes = 0;
    const dying = syncInto('resume', {
      openMirror: async () => {
        const mirror = await MirrorClient.open(mirrorFile(f.dataDir, 'resume'));
        if (!mirror.ok) return mirror;
        const real = mirror.value;
        return {
          ok: true,
          value: {
            cursor: () => real.cursor(),
            count: () => real.count(),
            search: (query) => real.search(query),
            find: (query) => real.find(query),
            learnUser: (userId, held) => real.learnUser(userId, held),
            knownUsers: (after, limit) => real.knownUsers(after, limit),
            clear: () => real.clear(),
            changedSince: (since) => real.changedSince(since),
            forget: (ids, cursor) => real.forget(ids, cursor),
            close: () => real.close(),
            writePage: (rows, cursor) =>
              ++writes <= 5
                ? real.writePage(rows, cursor)
                : Promise.resolve({ ok: false, error: { code: 'internal', message: 'killed' } }),
          },
        };
      },
    });

    dying.start();
    await until(dying, (s) => s.state.kind === 'error');
    await dying.close();
    expect(await mirrorCount('resume')).toBe(5 * PAGE);

    const resumed = syncInto('resume');
    resumed.start();
    await until(resumed, caughtUp);
    await resumed.close();
    expect(await mirrorCount('resume')).toBe(total);
    const pages = Math.floor(total / PAGE) + 1;
    expect(await listRequests()).toBe(before + pages + 1);
  }, 60_000);

  it('backs off on a 429 for as long as its Retry-After says, and on a 500, then finishes', async () => {
    const rateLimited = await control('POST', 'faults', {
      match: { method: 'GET', path: '/v1/payments' },
      kind: 'rate_limit',
      count: 1,
      retry_after_s: 1,
    });
    expect(rateLimited.status).toBe(201);
    const sync = syncInto('backoff', { backoffFirstMs: 20 });
    const seen: SyncStatus[] = [];
    sync.onStatus((s) => seen.push(s));
    const started = Date.now();
    sync.start();
    const first = await until(sync, (s) => s.state.kind === 'backing_off');
    if (first.state.kind !== 'backing_off') throw new Error('not backing off');
    expect(first.state.until - started).toBeGreaterThanOrEqual(950);
    await until(sync, (s) => s.state.kind === 'syncing');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await control('POST', 'faults', {
      match: { method: 'GET', path: '/v1/payments' },
      kind: 'error_500',
      count: 2,
    });
    const done = await until(sync, caughtUp);
    expect(done.mirrored).toBe(total);
    // Once for the 429, twice for the 500s: each a wait before the page was asked again.
    expect(
      seen.filter(
        (s, i) => s.state.kind === 'backing_off' && seen[i - 1]?.state.kind !== 'backing_off',
      ),
    ).toHaveLength(3);
  }, 60_000);

  it('holds a Retry-After to its bound: a wrong header never stops the mirror for long', async () => {
    await control('POST', 'faults', {
      match: { method: 'GET', path: '/v1/payments' },
      kind: 'rate_limit',
      count: 1,
      retry_after_s: 3600,
    });
    const sync = syncInto('bounded', { backoffMaxMs: 200 });
    sync.start();
    const first = await until(sync, (s) => s.state.kind === 'backing_off');
    // From when it was said, not from the start: a loaded machine's slow worker start is no wait.
    const heardAt = Date.now();
    if (first.state.kind !== 'backing_off') throw new Error('not backing off');
    expect(first.state.until - heardAt).toBeLessThanOrEqual(200);
    await until(sync, caughtUp);
  }, 60_000);

  it('once caught up, re-reads the newest payments on its schedule, not the whole list', async () => {
    const sync = syncInto('refresh', { refreshEveryMs: 300 });
    sync.start();
    const first = await until(sync, caughtUp);
    const before = await listRequests();
    const charged = await f.call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      amount: '3.21',
      currency: 'USD',
      type: 'SALE',
    });
    expect(charged.ok).toBe(true);
    await until(sync, (s) => s.mirrored === first.mirrored + 1);
    expect(await listRequests()).toBeLessThan(before + 5);
  }, 60_000);

  it('stops at once when closed while backing off', async () => {
    await control('POST', 'faults', {
      match: { method: 'GET', path: '/v1/payments' },
      kind: 'rate_limit',
      count: 1,
      retry_after_s: 60,
    });
    const sync = syncInto('close');
    sync.start();
    await until(sync, (s) => s.state.kind === 'backing_off');
    const started = Date.now();
    await sync.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    // The file is released: another console may take it.
    expect(await mirrorCount('close')).toBe(0);
  }, 60_000);

  it('follows the active profile: another profile gets its own mirror of its own API', async () => {
    const other = await startSimulator({
      port: 0,
      clientId: 'other-client',
      clientSecret: 'other-secret',
      seedPayments: 300,
    });
    const opened: string[] = [];
    const sync = syncInto('switch', {
      openMirror: (id) => {
        opened.push(id);
        return MirrorClient.open(mirrorFile(f.dataDir, `switch-${id}`));
      },
    });
    const first = f.core.profiles.active().id;
    try {
      sync.start();
      await until(sync, caughtUp);
      const added = await f.call('profiles:create', {
        name: 'Other acquirer',
        baseUrl: other.baseUrl,
        clientId: 'other-client',
      });
      const otherId = added.value.id as string;
      await f.call('profiles:setSecret', { id: otherId, secret: 'other-secret' });
      const heard: SyncStatus[] = [];
      const stop = sync.onStatus((status) => heard.push(status));
      await f.call('profiles:activate', { id: otherId });
      // Said at once, before the other mirror opens: not the first profile's "up to date".
      expect(sync.status()).toEqual({
        profileId: otherId,
        state: { kind: 'idle' },
        mirrored: 0,
        apiTotal: null,
        lastSyncedAt: null,
      });
      const switched = await until(sync, (s) => s.profileId === otherId && caughtUp(s));
      stop();
      expect(heard.filter((status) => status.profileId !== otherId)).toEqual([]);
      // The other API's 300 seeded payments and its fixed seed, none of the first one's.
      expect(switched.mirrored).toBeGreaterThanOrEqual(300);
      expect(switched.mirrored).toBeLessThan(total);
      expect(opened).toEqual([first, otherId]);
    } finally {
      await f.call('profiles:activate', { id: first });
      await other.close();
    }
  }, 60_000);

  it('starts a profile’s mirror afresh when its base URL changes: the old API’s payments are not offered', async () => {
    const credentials = { clientId: 'moved-client', clientSecret: 'moved-secret' };
    const before = await startSimulator({ port: 0, ...credentials, seedPayments: 300 });
    const after = await startSimulator({ port: 0, ...credentials, seedPayments: 40 });
    const first = f.core.profiles.active().id;
    const sync = syncInto('moved');
    try {
      const added = await f.call('profiles:create', {
        name: 'Moving acquirer',
        baseUrl: before.baseUrl,
        clientId: credentials.clientId,
      });
      const id = added.value.id as string;
      await f.call('profiles:setSecret', { id, secret: credentials.clientSecret });
      await f.call('profiles:activate', { id });
      sync.start();
      const old = await until(sync, (s) => s.profileId === id && caughtUp(s));
      expect(old.mirrored).toBeGreaterThanOrEqual(300);

      const updated = await f.call('profiles:update', {
        id,
        changes: {
          name: 'Moving acquirer',
          baseUrl: after.baseUrl,
          clientId: credentials.clientId,
        },
      });
      expect(updated.ok).toBe(true);
      // A secret never follows a profile to another address: typed again, as Settings asks.
      await f.call('profiles:setSecret', { id, secret: credentials.clientSecret });
      const moved = await until(
        sync,
        (s) => caughtUp(s) && s.mirrored < old.mirrored && s.mirrored > 0,
      );
      // Only the new API's 40 and its fixed seed: upserted over the old rows, it would be 300+.
      expect(moved.mirrored).toBeLessThan(100);
      // Another API, not a new run of the built-in simulator: no such word.
      expect(moved.startedOver).toBeUndefined();
      const found = await sync.search(id, { limit: 200 });
      expect(found && (await found)).toMatchObject({ ok: true });
    } finally {
      await f.call('profiles:activate', { id: first });
      await before.close();
      await after.close();
    }
  }, 60_000);

  /** The built-in simulator as main names it: seeded on one day with SEEDED payments. */
  const seed = (run: string, count = SEEDED) => ({
    source: `builtin-simulator:2026-01-01:${count}`,
    run,
    seededUntil: seededUntilOf(SEED_EPOCH_MS),
  });

  it('says a new run of the built-in simulator seeded otherwise is why its copy starts over, not a loss', async () => {
    const simulator = f.core.profiles.active();
    expect(simulator.kind).toBe('simulator');
    // The last launch's simulator: the same profile, seeded with another count.
    const before = syncInto('new-run', { builtIn: seed('launch-1', 1_000) });
    before.start();
    const held = await until(before, caughtUp);
    expect(held.startedOver).toBeUndefined();
    await before.close();

    const heard: SyncStatus[] = [];
    const after = syncInto('new-run', { builtIn: seed('launch-2') });
    after.onStatus((status) => heard.push(status));
    after.start();
    const done = await until(after, caughtUp);
    expect(heard.find((status) => status.profileId === simulator.id)).toMatchObject({
      mirrored: 0,
      state: { kind: 'syncing' },
      startedOver: 'new_simulator_run',
    });
    expect(heard.some((status) => status.resumed)).toBe(false);
    // Every payment again (a test before this one may have made one more).
    expect(done.mirrored).toBeGreaterThanOrEqual(total);
    // Once copied, the new run is over: a later refresh (after an unknown outcome, say) said
    // "New run" and "copying again" for as long as it waited on the money in flight.
    expect(done.startedOver).toBeUndefined();
  }, 60_000);

  it('resumes a copy stopped mid-way when the built-in simulator is launched again on the same seed', async () => {
    const first = syncInto('same-seed', { builtIn: seed('launch-1') });
    first.start();
    await until(first, (s) => s.mirrored >= 10 * PAGE);
    await first.close();
    // What the last launch did that this one has not: a payment made in it, and a seeded one
    // refunded in it (both at that launch's clock, after every seeded time).
    const file = await MirrorClient.open(mirrorFile(f.dataDir, 'same-seed'));
    if (!file.ok) throw new Error(file.error.message);
    const copied = await file.value.search({ limit: 200 });
    const seeded = copied.ok ? copied.value.find((row) => row.id.startsWith('pay-bulk-')) : null;
    if (!seeded) throw new Error('no seeded payment copied');
    const read = await f.call('payments:get', { id: seeded.id });
    const asSeeded = mirroredPaymentOf(read.value);
    if (!asSeeded.ok) throw new Error(asSeeded.error.message);
    const now = Date.now();
    await file.value.writePage(
      [
        { ...asSeeded.value, status: 'REFUNDED', updatedAt: now },
        { ...asSeeded.value, id: 'pay-made-last-launch', createdAt: now, updatedAt: now },
      ],
      null,
    );
    const stopped = await file.value.count();
    await file.value.close();
    if (!stopped.ok) throw new Error(stopped.error.message);

    const pagesBefore = await listRequests();
    const heard: SyncStatus[] = [];
    const again = syncInto('same-seed', { builtIn: seed('launch-2') });
    again.onStatus((status) => heard.push(status));
    again.start();
    const done = await until(again, caughtUp);
    const opened = heard.find((status) => status.profileId !== null)!;
    // Not a new run: the copy goes on from the rows it had, less what the last launch made.
    expect(opened).toMatchObject({ state: { kind: 'syncing' }, resumed: 'same_simulator_seed' });
    expect(opened.startedOver).toBeUndefined();
    expect(opened.mirrored).toBeGreaterThan(stopped.value - PAGE);
    expect(Math.min(...heard.map((status) => status.mirrored))).toBeGreaterThan(
      stopped.value - PAGE,
    );
    // Only the pages not copied yet, and one back for the payments made since launch.
    const pages = (await listRequests()) - pagesBefore;
    expect(pages).toBeLessThanOrEqual(Math.ceil((total - stopped.value) / PAGE) + 3);
    expect(done.mirrored).toBeGreaterThanOrEqual(total);
    expect(done.resumed).toBeUndefined();
    // The payment this launch does not have is gone; the seeded one is as the API has it.
    const gone = await again.search(opened.profileId!, { traceId: asSeeded.value.traceId! });
    const rows = gone && (await gone);
    expect(rows?.ok && rows.value.rows.map((row) => [row.id, row.status])).toEqual([
      [seeded.id, asSeeded.value.status],
    ]);
  }, 60_000);

  it('after a restart without the secret, says stopped with the count on disk, and resumes as soon as the secret is typed again', async () => {
    const credentials = { clientId: 'restart-client', clientSecret: 'restart-secret' };
    const api = await startSimulator({ port: 0, ...credentials, seedPayments: 120 });
    const first = f.core.profiles.active().id;
    try {
      const added = await f.call('profiles:create', {
        name: 'Standalone simulator',
        baseUrl: api.baseUrl,
        clientId: credentials.clientId,
      });
      const id = added.value.id as string;
      await f.call('profiles:setSecret', { id, secret: credentials.clientSecret });
      await f.call('profiles:activate', { id });
      const before = syncInto('secret-again');
      before.start();
      const held = await until(before, (s) => s.profileId === id && caughtUp(s));
      await before.close();
      // The browser host's restart: the secret was in memory only.
      await f.call('profiles:clearSecret', { id });
      const after = syncInto('secret-again');
      after.start();
      const stopped = await until(after, (s) => s.state.kind === 'error');
      expect(stopped).toMatchObject({
        profileId: id,
        mirrored: held.mirrored,
        state: { kind: 'error', reason: 'no_session' },
      });
      const heard: SyncStatus['state']['kind'][] = [];
      after.onStatus((status) => heard.push(status.state.kind));
      await f.call('profiles:setSecret', { id, secret: credentials.clientSecret });
      // The refresh is an hour away here: only hearing the secret ends "stopped" this soon.
      const resumed = await until(after, (s) => s.state.kind !== 'error');
      expect(resumed.mirrored).toBe(held.mirrored);
      // And the newest payments are read at once: what the API took while it was stopped.
      await until(after, () => heard.includes('syncing') && heard.at(-1) === 'caught_up');
    } finally {
      await f.call('profiles:activate', { id: first });
      await api.close();
    }
  }, 60_000);
});

describe('money while the sync runs', () => {
  const charge = {
    merchant_id: 'mer-seed-store-1',
    instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    amount: '5.00',
    currency: 'USD',
    type: 'SALE',
  } as const;

  async function chargeMs(handlers: HandlerRegistry): Promise<number> {
    const started = performance.now();
    const input = asShownBy(f.core, 'payments:authorize', charge);
    const result = await dispatch(handlers, 'payments:authorize', input, BROWSER_CALLER);
    expect(result.ok && (result.value as { outcome: string }).outcome).toBe('succeeded');
    return performance.now() - started;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  it('an authorization is not delayed by a sync in progress (measured)', async () => {
    const idle: number[] = [];
    for (let i = 0; i < 15; i++) idle.push(await chargeMs(f.core.handlers));
    const sync = syncInto('money', { pageSize: 20 });
    const handlers = withWriteThrough(f.core.handlers, sync, () => f.core.profiles.active().id);
    sync.start();
    await until(sync, (s) => s.mirrored > 0);
    const during: number[] = [];
    while (sync.status().state.kind !== 'caught_up' && during.length < 15) {
      during.push(await chargeMs(handlers));
    }
    console.log(
      `authorize p50 idle ${median(idle).toFixed(1)} ms, during sync ${median(during).toFixed(1)} ms (${during.length} charges, ${sync.status().mirrored} mirrored)`,
    );
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(median(during)).toBeLessThan(median(idle) * 2 + 3);
    // Yielding is not stopping: once money rests, the sync finishes.
    await until(sync, caughtUp);
  }, 60_000);
});

describe('write-through', () => {
  it('a payment read is upserted at once; a payment moved is read again by the sync', async () => {
    const sync = syncInto('write-through');
    sync.start();
    await until(sync, caughtUp);
    const { mirrored } = sync.status();
    const handlers = withWriteThrough(f.core.handlers, sync, () => f.core.profiles.active().id);
    const call = (channel: Channel, input: unknown) =>
      dispatch(handlers, channel, asShownBy(f.core, channel, input), BROWSER_CALLER) as Promise<{
        ok: boolean;
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely, as the fixture does
        value?: any;
      }>;
    const charged = await call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      amount: '12.34',
      currency: 'USD',
      type: 'SALE',
    });
    const paymentId = charged.value.ids.payment_id as string;
    expect(paymentId).toBeTruthy();
    // Long before the next refresh (an hour away), the new payment is in the mirror.
    await until(sync, (s) => s.mirrored === mirrored + 1);
    await sync.close();
    const mirror = await MirrorClient.open(mirrorFile(f.dataDir, 'write-through'));
    if (!mirror.ok) throw new Error(mirror.error.message);
    const found = await mirror.value.search({
      traceId: undefined,
      amount: { currency: 'USD', min: 1234, max: 1234 },
    } as never);
    await mirror.value.close();
    expect(found.ok && found.value.map((p) => p.id)).toContain(paymentId);
  }, 60_000);
});

describe('write-through of a read', () => {
  it('hands what an unknown outcome leaves to the mirror: the payment it named, a refresh now when none is named, and what Check status read', async () => {
    const heard: string[] = [];
    const remembered: unknown[] = [];
    const profileId = f.core.profiles.active().id;
    const handlers = withWriteThrough(
      f.core.handlers,
      {
        remember: () => undefined,
        learnUser: () => undefined,
        rememberAll: (id, bodies) => {
          heard.push(`remember ${id}`);
          remembered.push(...bodies);
        },
        touch: (id, paymentId) => heard.push(`touch ${id} ${paymentId}`),
        refreshSoon: (id) => heard.push(`refresh ${id}`),
        moneyStarted: () => () => undefined,
      },
      () => profileId,
    );
    const call = (channel: Channel, input: unknown) =>
      dispatch(handlers, channel, asShownBy(f.core, channel, input), BROWSER_CALLER) as Promise<
        Result<{ operation_id: string; outcome: string }>
      >;

    await control('POST', 'faults', {
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'reset_after_effect',
      // Every attempt: the simulator honours the key, so the console resends after one.
      count: 10,
    });
    const charge = await call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      amount: '41.07',
      currency: 'USD',
      type: 'SALE',
    });
    expect(charge.ok && charge.value.outcome).toBe('unknown');
    expect(heard).toEqual([`refresh ${profileId}`]);

    const checked = await call('outcomes:checkStatus', {
      operation_id: charge.ok ? charge.value.operation_id : '',
    });
    expect(checked.ok).toBe(true);
    expect(heard.at(-1)).toBe(`remember ${profileId}`);
    expect(remembered.map((p) => (p as { initial_amount?: number }).initial_amount)).toContain(
      41.07,
    );

    await control('POST', 'faults', {
      match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
      kind: 'reset_before_effect',
      count: 10,
    });
    const pos = await call('pos:cancelOrRefund', { payment_id: 'pay-seed-authorized' });
    expect(pos.ok && pos.value.outcome).toBe('unknown');
    expect(heard.at(-1)).toBe(`touch ${profileId} pay-seed-authorized`);
  });

  it('finds a user’s payments once the user is read, and reads the user again at each refresh', async () => {
    const sync = syncInto('users', { refreshEveryMs: 3_600_000 });
    sync.start();
    await until(sync, caughtUp);
    const profileId = f.core.profiles.active().id;
    const byUser = async () => {
      const found = await sync.search(profileId, { userId: 'usr-bulk-00001', limit: 200 });
      return found && (await found).ok
        ? ((await found) as { value: { rows: { instrumentId: string | null }[] } }).value.rows
        : [];
    };
    expect(await byUser()).toEqual([]);
    const handlers = withWriteThrough(f.core.handlers, sync, () => profileId);
    const user = await dispatch(
      handlers,
      'users:get',
      asShownBy(f.core, 'users:get', { user_id: 'usr-bulk-00001' }),
      BROWSER_CALLER,
    );
    expect(user.ok).toBe(true);
    const cards = ((user.ok && user.value) as { data: { id: string }[] }).data.map((c) => c.id);
    const deadline = Date.now() + 10_000;
    let found = await byUser();
    while (found.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      found = await byUser();
    }
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => cards.includes(row.instrumentId!))).toBe(true);

    const userReads = async () =>
      (
        (await (await control('GET', 'requests')).json()) as {
          data: { method: string; path: string }[];
        }
      ).data.filter((r) => r.method === 'GET' && r.path === '/v1/users/usr-bulk-00001/instruments')
        .length;
    const before = await userReads();
    sync.refreshSoon(profileId);
    while ((await userReads()) === before && Date.now() < deadline + 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await userReads()).toBe(before + 1);
  }, 60_000);

  it('reads the newest payments at once when asked, not at the next scheduled refresh', async () => {
    const sync = syncInto('soon');
    sync.start();
    await until(sync, caughtUp);
    const before = await listRequests();
    sync.refreshSoon(f.core.profiles.active().id);
    const deadline = Date.now() + 10_000;
    while ((await listRequests()) === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await listRequests()).toBeGreaterThan(before);
  }, 60_000);

  it('hands a payment read to the mirror for the profile it was read on, answer unchanged', async () => {
    const remembered: [string, unknown][] = [];
    const handlers = withWriteThrough(
      f.core.handlers,
      {
        remember: (id, body) => remembered.push([id, body]),
        rememberAll: () => undefined,
        learnUser: () => undefined,
        touch: () => undefined,
        refreshSoon: () => undefined,
        moneyStarted: () => () => undefined,
      },
      () => f.core.profiles.active().id,
    );
    const read = await dispatch(
      handlers,
      'payments:get',
      asShownBy(f.core, 'payments:get', { id: 'pay-bulk-00000007' }),
      BROWSER_CALLER,
    );
    expect(read.ok).toBe(true);
    expect(remembered).toEqual([[f.core.profiles.active().id, read.ok && read.value]]);
    // A refused read hands nothing on.
    await dispatch(
      handlers,
      'payments:get',
      asShownBy(f.core, 'payments:get', { id: 'pay-missing' }),
      BROWSER_CALLER,
    );
    expect(remembered).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and an HTTP date, and nothing else', () => {
    expect(retryAfterMs('2', 0)).toBe(2_000);
    expect(retryAfterMs(new Date(5_000).toUTCString(), 1_000)).toBe(4_000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(undefined, 0)).toBeNull();
  });
});
