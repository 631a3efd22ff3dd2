import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../shared/channels';
import { PROFILE_BOUND_CHANNELS, isProfileBound } from '../../../shared/profile-bound';
import { ok } from '../../../shared/result';
import type { Profile } from '../../../shared/schemas/profile';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import type { HandlerRegistry } from '../ipc';
import type { PushMessage } from '../push';
import { coreFixture, shown, type CoreFixture } from '../testing/core-fixture';
import { profileBound } from './shown-profile-guard';

let f: CoreFixture;
let other: RunningSimulator;
let otherId: string;

beforeAll(async () => {
  f = await coreFixture();
  other = await startSimulator({ port: 0, clientId: 'other-client', clientSecret: 'other-secret' });
  const created = await f.call('profiles:create', {
    name: 'Other acquirer',
    baseUrl: other.baseUrl,
    clientId: 'other-client',
  });
  otherId = created.value.id;
  await f.call('profiles:setSecret', { id: otherId, secret: 'other-secret' });
});
afterAll(async () => {
  await f.core.close();
  await other.close();
});
afterEach(() => f.call('profiles:activate', { id: 'simulator' }));

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '4.00',
  currency: 'USD',
  type: 'SALE',
};

const moneyOn = async () => ({
  simulator: (await f.requests()).length,
  other: other.control.requests().length,
});

describe('main owns which profile money moves on', () => {
  it('refuses money a page sends for the profile it showed once another one is active, sending nothing anywhere', async () => {
    const stale = shown(f.core);
    await f.call('profiles:activate', { id: otherId });
    const before = await moneyOn();
    const result = await f.call('payments:authorize', { ...authorization, shownProfile: stale });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        reason: 'profile_changed',
        params: { shown: 'Simulator', active: 'Other acquirer' },
      },
    });
    expect(result.error.message).toBe(
      'This screen showed the profile “Simulator”, but “Other acquirer” is the active profile now: nothing was sent. Check the header, then send again.',
    );
    expect(await moneyOn()).toEqual(before);
    // Not even journaled: nothing was attempted.
    const recent = await f.call('outcomes:recent', { limit: 50 });
    expect(recent.value).not.toContainEqual(
      expect.objectContaining({ amount: { value: 4, currency: 'USD' } }),
    );
  });

  it('refuses money for an earlier revision of the active profile: it was edited or activated again since', async () => {
    const stale = shown(f.core);
    await f.call('profiles:activate', { id: otherId });
    await f.call('profiles:activate', { id: 'simulator' });
    expect(shown(f.core).id).toBe(stale.id);
    const before = await moneyOn();
    const result = await f.call('pos:cancelOrRefund', {
      payment_id: 'pay-seed-pos-drill-authorized',
      shownProfile: stale,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'conflict', reason: 'profile_edited', params: { active: 'Simulator' } },
    });
    expect(await moneyOn()).toEqual(before);
  });

  it('moves the money on the profile the page shows when that is the active one', async () => {
    await f.call('profiles:activate', { id: otherId });
    const before = await moneyOn();
    const result = await f.call('payments:authorize', {
      ...authorization,
      shownProfile: shown(f.core),
    });
    expect(result).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const after = await moneyOn();
    expect(after.simulator).toBe(before.simulator);
    expect(after.other).toBeGreaterThan(before.other);
  });

  it('refuses a stale page’s profile change and back-office write, leaving both as they were', async () => {
    const stale = shown(f.core);
    await f.call('profiles:activate', { id: otherId });
    const activate = await f.call('profiles:activate', { id: 'simulator', shownProfile: stale });
    expect(activate).toMatchObject({ ok: false, error: { reason: 'profile_changed' } });
    expect(f.core.profiles.active().id).toBe(otherId);
    const before = other.control.requests().length;
    const link = await f.call('users:addInstrument', {
      user_id: 'usr-seed-empty',
      instrument_id: 'ins-seed-visa-approved',
      shownProfile: stale,
    });
    expect(link).toMatchObject({ ok: false, error: { reason: 'profile_changed' } });
    expect(other.control.requests().length).toBe(before);
  });

  it('refuses a retry and a replay from a page that still shows the profile they were made on', async () => {
    const made = await f.call('payments:authorize', authorization);
    expect(made.value.outcome).toBe('succeeded');
    const stale = shown(f.core);
    await f.call('profiles:activate', { id: otherId });
    const retry = await f.call('outcomes:retry', {
      operation_id: made.value.operation_id,
      shownProfile: stale,
    });
    const replay = await f.call('activity:replay', {
      operation_id: made.value.operation_id,
      shownProfile: stale,
    });
    for (const refused of [retry, replay]) {
      expect(refused).toMatchObject({ ok: false, error: { reason: 'profile_changed' } });
    }
  });

  it('gives a profile a new revision on every edit, new secret, activation and dialect change', async () => {
    const seen = [shown(f.core).revision];
    const revisionOf = (id: string) => {
      const found = f.core.profiles.get(id);
      return found.ok ? found.value.revision : undefined;
    };
    const steps: [string, () => Promise<unknown>, string][] = [
      ['activation', () => f.call('profiles:activate', { id: otherId }), otherId],
      [
        'edit',
        () =>
          f.call('profiles:update', {
            id: otherId,
            changes: { name: 'Other acquirer', baseUrl: other.baseUrl, clientId: 'other-client' },
          }),
        otherId,
      ],
      [
        'secret',
        () => f.call('profiles:setSecret', { id: otherId, secret: 'other-secret' }),
        otherId,
      ],
      [
        'back to the simulator',
        () => f.call('profiles:activate', { id: 'simulator' }),
        'simulator',
      ],
      [
        'dialect',
        () => f.call('profiles:setSimulatorDialect', { dialect: 'reference' }),
        'simulator',
      ],
    ];
    for (const [, step, id] of steps) {
      await step();
      const revision = revisionOf(id)!;
      expect(seen).not.toContain(revision);
      seen.push(revision);
    }
    await f.call('profiles:setSimulatorDialect', { dialect: 'friendly' });
  });

  it('tells every listener at once which profile is active, at which revision', async () => {
    const heard: PushMessage[] = [];
    const stop = f.core.push.subscribe((message) => heard.push(message));
    await f.call('profiles:activate', { id: otherId });
    stop();
    const { revision } = shown(f.core);
    expect(heard).toEqual([
      {
        channel: 'profiles:changed',
        payload: {
          active: { id: otherId, name: 'Other acquirer', revision },
          change: 'activated',
          profileId: otherId,
        },
      },
    ]);
  });
});

describe('profileBound', () => {
  const active: Profile = { id: 'simulator', name: 'Simulator', revision: 7 } as Profile;
  const spies = () =>
    Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => ok({}))])) as unknown as Record<
      string,
      ReturnType<typeof vi.fn>
    >;
  const profiles = { active: () => active, get: () => ok(active) };

  it('checks every profile-bound channel before its handler and hands it the input without the stamp', async () => {
    const inner = spies();
    const guarded = profileBound(
      inner as unknown as HandlerRegistry,
      profiles,
    ) as unknown as Record<string, (input: unknown) => Promise<{ ok: boolean }>>;
    for (const channel of PROFILE_BOUND_CHANNELS) {
      const stale = await guarded[channel]!({
        id: 'x',
        shownProfile: { id: 'simulator', revision: 6 },
      });
      expect({ channel, ok: stale.ok }).toEqual({ channel, ok: false });
      expect(inner[channel]).not.toHaveBeenCalled();
      await guarded[channel]!({ id: 'x', shownProfile: { id: 'simulator', revision: 7 } });
      expect(inner[channel]).toHaveBeenCalledWith({ id: 'x' }, undefined);
    }
  });

  it('leaves reads and other channels alone', () => {
    const inner = spies();
    const guarded = profileBound(
      inner as unknown as HandlerRegistry,
      profiles,
    ) as unknown as Record<string, unknown>;
    for (const channel of CHANNELS.filter((c) => !isProfileBound(c))) {
      expect(guarded[channel]).toBe(inner[channel]);
    }
  });
});

describe('cancel-or-refund settles unknowns of its own server only', () => {
  it('a payment of the same id on another profile leaves this profile’s unknown charge listed', async () => {
    // The same seeded payment id exists on both servers; only the built-in one's charge is unknown.
    const payment = 'pay-seed-pos-drill-authorized';
    const armed = await fetch(`${f.core.simulator.baseUrl}/_sandbox/faults`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-control-token': f.core.simulator.controlToken,
      },
      body: JSON.stringify({
        match: {
          method: 'POST',
          path: '/v1/transactions/trx-seed-pos-drill-authorized-auth/reversals',
        },
        kind: 'error_500_after_effect',
        count: 2,
      }),
    });
    expect(armed.status).toBe(201);
    const cancel = await f.call('transactions:reverse', {
      transaction_id: 'trx-seed-pos-drill-authorized-auth',
      payment_id: payment,
      type: 'CANCELLATION',
    });
    expect(cancel.value.outcome).toBe('unknown');

    await f.call('profiles:activate', { id: otherId });
    const elsewhere = await f.call('pos:cancelOrRefund', { payment_id: payment });
    expect(elsewhere.value.outcome).toBe('succeeded');

    const still = await f.call('outcomes:unresolved');
    expect(still.value.map((r: { operation_id: string }) => r.operation_id)).toContain(
      cancel.value.operation_id,
    );

    // On its own server the same errand settles it.
    await f.call('profiles:activate', { id: 'simulator' });
    await f.call('pos:cancelOrRefund', { payment_id: payment });
    const after = await f.call('outcomes:unresolved');
    expect(after.value.map((r: { operation_id: string }) => r.operation_id)).not.toContain(
      cancel.value.operation_id,
    );
  });
});
