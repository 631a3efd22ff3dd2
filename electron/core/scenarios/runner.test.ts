import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Scenario } from '../../../shared/schemas/scenario';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { SIMULATOR_ID } from '../profiles/profile-store';
import { startScenarioCore, type ScenarioCore } from './scenario-core';
import { loadScenario } from './load';
import { runScenario } from './runner';

let started: ScenarioCore;
let other: RunningSimulator;

beforeAll(async () => {
  started = await startScenarioCore({ version: 'test' });
  other = await startSimulator({ port: 0, clientId: 'acquirer', clientSecret: 'acquirer-secret' });
});
afterAll(async () => {
  await started.close();
  await other.close();
});
beforeEach(() => {
  started.core.profiles.activate(SIMULATOR_ID);
});

function example(name: string): Scenario {
  const loaded = loadScenario(`e2e/scenarios/${name}.scenario.yaml`);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.scenario;
}

/** A profile on the second simulator: what a scenario sends there is in its request log. */
async function otherProfile(production: boolean) {
  const { core } = started;
  const created = core.profiles.create({
    name: `Acquirer ${production ? 'live' : 'test'} ${Math.random()}`,
    baseUrl: other.baseUrl,
    clientId: 'acquirer',
    production,
  } as Parameters<typeof core.profiles.create>[0]);
  if (!created.ok) throw new Error(created.error.message);
  await core.profiles.setSecret(created.value.id, 'acquirer-secret');
  const active = core.profiles.activate(created.value.id);
  if (!active.ok) throw new Error(active.error.message);
}

describe('a scenario run through the console’s core', () => {
  it('sends each money step through the journal, fsynced with its idempotency key', async () => {
    const run = await runScenario(example('authorize-capture-refund'), started.target);
    expect(run.steps.map((s) => [s.id, s.failures])).toEqual([
      ['auth', []],
      ['capture', []],
      ['refund', []],
      ['payment', []],
    ]);
    expect(run.passed).toBe(true);
    const money = run.steps.filter((s) => s.operation_id);
    expect(money.map((s) => s.id)).toEqual(['auth', 'capture', 'refund']);
    for (const step of money) {
      const entry = await started.core.journal.byId(step.operation_id!);
      expect(entry?.begin.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry?.finish?.outcome).toBe('succeeded');
    }
  });

  it('fails when the expected amount is changed, naming the step and both values', async () => {
    const scenario = example('authorize-capture-refund');
    const capture = scenario.steps.find((s) => s.id === 'capture')!;
    capture.expect = { ...capture.expect, amount: '12.00 USD' };
    const run = await runScenario(scenario, started.target);
    expect(run.passed).toBe(false);
    expect(run.steps.flatMap((s) => s.failures)).toEqual([
      'step capture: amount captured expected 12.00 USD, got 60.00 USD',
    ]);
    // The steps after a failed one act on money that is not where the scenario believes.
    expect(run.steps.map((s) => s.id)).toEqual(['auth', 'capture']);
  });

  it('judges an authorization by what it authorized, which moves no money', async () => {
    const scenario = example('authorize-capture-refund');
    const auth = scenario.steps.find((s) => s.id === 'auth')!;
    expect(auth.expect?.amount).toBe('100.00 USD');
    auth.expect = { ...auth.expect, amount: '10.00 USD' };
    const run = await runScenario(scenario, started.target);
    expect(run.steps.flatMap((s) => s.failures)).toEqual([
      'step auth: amount authorized expected 10.00 USD, got 100.00 USD',
    ]);
    expect(run.steps.map((s) => s.id)).toEqual(['auth']);
  });

  it('stops before the next step when asked, failing the run and still cleaning up', async () => {
    const scenario = example('authorize-capture-refund');
    scenario.cleanup = [
      { id: 'tidy', operation: 'payments:get', input: { id: 'pay-seed-captured' } },
    ];
    let steps = 0;
    const run = await runScenario(scenario, started.target, {
      onStep: () => (steps += 1),
      stopped: () => steps >= 2,
    });
    expect(run.steps.map((s) => s.id)).toEqual(['auth', 'capture', 'tidy']);
    expect(run.failures).toEqual(['stopped before step refund']);
    expect(run.passed).toBe(false);
  });

  it('runs the cleanup after a failed step, and clears the faults it armed', async () => {
    const scenario = Scenario.parse({
      version: 1,
      name: 'Fails then cleans up',
      steps: [
        {
          id: 'auth',
          operation: 'payments:authorize',
          setup: {
            fault: {
              match: { method: 'POST', path: '/v1/payments/*' },
              kind: 'error_500',
              count: 50,
            },
          },
          input: {
            merchant_id: 'mer-seed-store-1',
            instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
            amount: '5.00',
            currency: 'USD',
            type: 'SALE',
          },
        },
      ],
      cleanup: [
        { id: 'still_there', operation: 'payments:get', input: { id: 'pay-seed-captured' } },
      ],
    });
    const run = await runScenario(scenario, started.target);
    expect(run.steps.map((s) => [s.id, s.cleanup, s.outcome])).toEqual([
      ['auth', false, 'unknown'],
      ['still_there', true, 'succeeded'],
    ]);
    expect(run.steps[0]!.failures[0]).toMatch(
      /^step auth: outcome expected succeeded, got unknown/,
    );
    const faults = await fetch(`${started.core.simulator.baseUrl}/_sandbox/faults`, {
      headers: { 'x-control-token': started.core.simulator.controlToken },
    });
    expect(((await faults.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('runs a scenario that names no dialect in the profile’s, whatever the one before asked', async () => {
    const asks = await runScenario(example('reference-users'), started.target);
    expect(asks.passed).toBe(true);
    expect(started.core.profiles.simulatorDialect()).toBe('reference');
    const silent = Scenario.parse({
      version: 1,
      name: 'Names no dialect',
      steps: [{ id: 'read', operation: 'payments:get', input: { id: 'pay-seed-captured' } }],
    });
    const run = await runScenario(silent, started.target);
    expect(run.passed).toBe(true);
    expect(started.core.profiles.simulatorDialect()).toBe('friendly');
  });

  it('refuses a production profile before anything is sent', async () => {
    await otherProfile(true);
    const before = other.control.requests().length;
    const run = await runScenario(example('declines'), started.target);
    expect(run.passed).toBe(false);
    expect(run.failures[0]).toMatch(
      /is a production profile: scenarios never run against production/,
    );
    expect(run.steps).toEqual([]);
    expect(other.control.requests().length).toBe(before);
  });

  it('refuses a step once the profile has become a production one mid-run', async () => {
    let production = false;
    const sent: string[] = [];
    const run = await runScenario(example('payments-list'), {
      profile: () => ({ name: 'Switched', production }),
      call: async (operation, input) => {
        sent.push(operation);
        production = true;
        return started.target.call(operation, input);
      },
    });
    expect(sent).toEqual(['payments:list']);
    expect(run.steps.map((s) => s.failures)).toEqual([
      [],
      ['Profile “Switched” is a production profile: scenarios never run against production'],
    ]);
  });

  it('skips, sending nothing, a scenario that needs the simulator’s control on another profile', async () => {
    await otherProfile(false);
    const before = other.control.requests().length;
    const run = await runScenario(
      example('unknown-capture-resolved-by-cancel-or-refund'),
      started.target,
    );
    expect(run.skipped).toMatch(/needs the friendly dialect, which only the built-in simulator/);
    const armsFault = Scenario.parse({
      version: 1,
      name: 'Arms a fault',
      steps: [
        {
          id: 'read',
          operation: 'payments:get',
          setup: { fault: { match: { path: '/v1/payments/*' }, kind: 'error_500' } },
          input: { id: 'pay-seed-captured' },
        },
      ],
    });
    expect((await runScenario(armsFault, started.target)).skipped).toMatch(
      /only a simulator with its control token can/,
    );
    expect(other.control.requests().length).toBe(before);
    const plain = await runScenario(example('payments-list'), started.target);
    expect(plain.passed).toBe(true);
    expect(other.control.requests().length).toBeGreaterThan(before);
  });
});
