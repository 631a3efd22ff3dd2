import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../push';
import { startSimulator } from '../../simulator/server';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { MirrorClient, mirrorFile } from './mirror-client';

const SEEDED = 400;

let f: CoreFixture;
const pushed: PushMessage[] = [];
let closed = false;

beforeAll(async () => {
  f = await coreFixture({ seedPayments: SEEDED, mirrorStartMs: 0 });
  f.core.push.subscribe((message) => pushed.push(message));
}, 60_000);
afterAll(async () => {
  if (!closed) await f.core.close();
});

async function caughtUp() {
  for (;;) {
    const status = await f.call('finder:status');
    if (status.value?.state.kind === 'caught_up') return status.value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the console’s payments mirror, as the core runs it', () => {
  it('syncs the active profile by itself, pushes its progress at most twice a second, and searches it', async () => {
    const started = performance.now();
    const status = await caughtUp();
    const seconds = (performance.now() - started) / 1000;
    expect(status).toMatchObject({ profileId: f.core.profiles.active().id });
    expect(status.mirrored).toBeGreaterThanOrEqual(SEEDED);

    const progress = pushed.filter((m) => m.channel === 'finder:changed');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThanOrEqual(2 * Math.ceil(seconds) + 2);
    // A page that starts listening now hears where the mirror stands, with the profile.
    expect(f.core.push.current().find((m) => m.channel === 'finder:changed')?.payload).toEqual(
      status,
    );

    const oldest = await f.call('finder:search', { order: 'oldest', limit: 1 });
    const card = oldest.value.rows[0];
    const byCard = await f.call('finder:search', {
      lastFour: card.lastFour,
      amount: { currency: card.currency, min: card.amountMinor, max: card.amountMinor },
      from: card.createdAt - 3_600_000,
      to: card.createdAt + 3_600_000,
    });
    expect(byCard.value.rows.map((r: { id: string }) => r.id)).toContain(card.id);
  }, 60_000);

  it('writes through a payment the console reads', async () => {
    await caughtUp();
    const read = await f.call('payments:get', { id: 'pay-seed-authorized' });
    expect(read.ok).toBe(true);
    const found = await f.call('finder:search', { status: read.value.status, limit: 200 });
    expect(found.value.rows.map((r: { id: string }) => r.id)).toContain('pay-seed-authorized');
  });

  it('closes the mirror with the core, releasing its file for the next console', async () => {
    const file = mirrorFile(f.dataDir, f.core.profiles.active().id);
    const held = await MirrorClient.open(file);
    expect(!held.ok && held.error.code).toBe('conflict');
    closed = true;
    await f.core.close();
    const next = await MirrorClient.open(file);
    expect(next.ok).toBe(true);
    if (next.ok) await next.value.close();
  });
});

describe('a console started again over its mirror', () => {
  it('says how many payments are on disk at once, not "0 copied" until its first page is due', async () => {
    const credentials = { clientId: 'restart-client', clientSecret: 'restart-secret' };
    const api = await startSimulator({ port: 0, ...credentials, seedPayments: 150 });
    const first = await coreFixture({ mirrorStartMs: 0 });
    let second: CoreFixture | undefined;
    try {
      const added = await first.call('profiles:create', {
        name: 'Restarted store',
        baseUrl: api.baseUrl,
        clientId: credentials.clientId,
      });
      const id = added.value.id as string;
      await first.call('profiles:setSecret', { id, secret: credentials.clientSecret });
      await first.call('profiles:activate', { id });
      let mirrored = 0;
      while (!mirrored) {
        const status = first.core.payments.status();
        if (status.profileId === id && status.state.kind === 'caught_up')
          mirrored = status.mirrored;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.core.close();

      // Its first page a minute away: what it says meanwhile comes from the file alone.
      second = await coreFixture({ dataDir: first.dataDir, mirrorStartMs: 60_000 });
      const deadline = performance.now() + 10_000;
      let status = (await second.call('finder:status')).value;
      while (status.profileId !== id && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await second.call('finder:status')).value;
      }
      // Its secret is not kept by this host: the count is still the file's.
      expect(status).toMatchObject({ profileId: id, mirrored });
    } finally {
      await second?.core.close();
      await api.close();
    }
  }, 60_000);
});

describe('a console just started', () => {
  it('opens its mirror only once the first screen has had its answers, then counts what is on disk', async () => {
    const started = await coreFixture({ mirrorStartMs: 60_000 });
    try {
      const file = mirrorFile(started.dataDir, started.core.profiles.active().id);
      // The first screen's calls come in this first second: no thread, no file yet.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(file)).toBe(false);
      await vi.waitFor(() => expect(existsSync(file)).toBe(true), { timeout: 10_000 });
    } finally {
      await started.core.close();
    }
  }, 30_000);

  it('asks for its first page once its delay has passed, with no page open and none asking', async () => {
    const started = await coreFixture({ mirrorStartMs: 2_000 });
    const { baseUrl, controlToken } = started.core.simulator;
    const listed = async () =>
      (
        (await (
          await fetch(`${baseUrl}/_sandbox/requests`, {
            headers: { 'x-control-token': controlToken },
          })
        ).json()) as { data: { method: string; path: string }[] }
      ).data.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/payments?')).length;
    try {
      const launched = performance.now();
      // No finder:status, no screen: only the clock starts the sync (README: the payments mirror).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await listed()).toBe(0);
      await vi.waitFor(async () => expect(await listed()).toBeGreaterThan(0), {
        timeout: 15_000,
        interval: 100,
      });
      expect(performance.now() - launched).toBeGreaterThanOrEqual(2_000);
    } finally {
      await started.core.close();
    }
  }, 30_000);
});
