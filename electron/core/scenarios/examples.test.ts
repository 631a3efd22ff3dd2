import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_OPERATION_NAMES } from '../../../shared/operations/catalog';
import type { Scenario } from '../../../shared/schemas/scenario';
import { loadScenario, scenarioFiles } from './load';

/** The examples `npm test` replays: they must keep covering what the issue asked of them. */
const examples = scenarioFiles(['e2e/scenarios']).map((file) => loadScenario(file));
const scenarios = examples.flatMap((e) => (e.ok ? [e.scenario] : []));
const stepsOf = (s: Scenario) => [...s.steps, ...(s.cleanup ?? [])];

describe('the example scenarios in e2e/scenarios', () => {
  it('are at least ten, each valid', () => {
    expect(examples.flatMap((e) => (e.ok ? [] : e.errors))).toEqual([]);
    expect(scenarios.length).toBeGreaterThanOrEqual(10);
  });

  it('use every operation of shared/operations', () => {
    const used = new Set(scenarios.flatMap((s) => stepsOf(s).map((step) => step.operation)));
    expect(API_OPERATION_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it('speak both dialects', () => {
    const dialects = new Set(scenarios.map((s) => s.profile?.dialect ?? 'friendly'));
    expect([...dialects].sort()).toEqual(['friendly', 'reference']);
  });

  it('include a fault that ends in an unknown outcome, then settled by cancel-or-refund', () => {
    const settled = scenarios.filter((s) => {
      const unknown = s.steps.findIndex(
        (step) => step.setup?.fault && step.expect?.outcome === 'unknown',
      );
      return (
        unknown >= 0 &&
        s.steps.slice(unknown + 1).some((step) => step.operation === 'pos:cancelOrRefund')
      );
    });
    expect(settled.map((s) => s.name)).not.toEqual([]);
  });

  it('include an asynchronous capture in the reference dialect settled by a clock move', () => {
    const async = scenarios.filter(
      (s) =>
        s.profile?.dialect === 'reference' &&
        s.steps.some((step) => step.setup?.advance_clock_s !== undefined),
    );
    expect(async.map((s) => s.name)).not.toEqual([]);
  });
});

describe('the README’s scenario', () => {
  it('is a valid scenario', () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = /## Scenarios[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const loaded = loadScenario('README.md', block);
    expect(loaded.ok ? [] : loaded.errors).toEqual([]);
    expect(loaded.ok && loaded.scenario.steps.map((s) => s.operation)).toEqual([
      'payments:authorize',
      'transactions:reverse',
    ]);
  });
});
