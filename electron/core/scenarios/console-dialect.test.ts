import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';

let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture({ dialect: 'reference' });
});
afterAll(async () => {
  await f.core.close();
});

async function until(state: 'waiting' | 'done') {
  for (let i = 0; i < 400; i++) {
    const read = await f.call('scenarios:status');
    if (read.value?.state === state) return read.value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the run never reached ${state}`);
}

/** The dialect as Settings and the Simulator area read it, and as the running simulator answers. */
async function dialectNow() {
  const said = await f.call('simulator:dialect');
  const live = (await (
    await fetch(`${f.core.simulator.baseUrl}/_sandbox/dialect`, {
      headers: { 'x-control-token': f.core.simulator.controlToken },
    })
  ).json()) as { dialect?: string; data?: { dialect?: string } };
  return {
    profile: f.core.profiles.simulatorDialect(),
    said: said.value?.dialect,
    live: live.data?.dialect ?? live.dialect,
  };
}

const reference = { profile: 'reference', said: 'reference', live: 'reference' };

describe('the built-in simulator’s dialect around a console run', () => {
  it('is the one it was before a run of a scenario that asks for the other one', async () => {
    expect(await dialectNow()).toEqual(reference);
    // The example names the friendly dialect, so the run switches to it.
    const started = await f.call('scenarios:run', {
      source: 'example',
      name: 'authorize-capture-refund',
      mode: 'steps',
    });
    expect(started.ok).toBe(true);
    await until('waiting');
    expect((await dialectNow()).profile).toBe('friendly');
    await f.call('scenarios:next');
    await until('waiting');
    await f.call('scenarios:stop');
    expect((await until('done')).passed).toBe(false);
    expect(await dialectNow()).toEqual(reference);

    await f.call('scenarios:run', {
      source: 'example',
      name: 'authorize-capture-refund',
      mode: 'all',
    });
    expect((await until('done')).passed).toBe(true);
    expect(await dialectNow()).toEqual(reference);
  }, 60_000);
});
