import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { junitXml } from '../electron/core/scenarios/junit';
import type { ScenarioRun } from '../electron/core/scenarios/runner';
import { countJunit, scenarioStep } from './scenario-step';

const run = (name: string, fields: Partial<ScenarioRun> = {}): ScenarioRun => ({
  name,
  failures: [],
  said: [],
  steps: [],
  passed: true,
  ms: 10,
  ...fields,
});

describe('npm test’s scenarios step', () => {
  it('counts each scenario of the CLI’s JUnit report as one test', () => {
    const xml = junitXml([
      { file: 'a.scenario.yaml', run: run('One') },
      { file: 'b.scenario.yaml', run: run('Two') },
      { file: 'c.scenario.yaml', run: run('Three', { passed: false, failures: ['step x: …'] }) },
      { file: 'd.scenario.yaml', run: run('Four', { passed: false, skipped: 'no clock' }) },
      { file: 'e.scenario.yaml', run: { name: 'e.scenario.yaml', errors: ['e:1: bad'] } },
    ]);
    expect(countJunit(xml)).toEqual({
      passed: 2,
      failed: 2,
      skipped: 1,
      names: ['c.scenario.yaml › Three', 'e.scenario.yaml › e.scenario.yaml'],
    });
  });

  it('is a step of scripts/test-all.mjs, counted from the report the CLI writes', () => {
    const step = scenarioStep('reports');
    expect(step.args.slice(-2)).toEqual(['--junit', step.report]);
    const all = readFileSync('scripts/test-all.mjs', 'utf8');
    expect(all).toMatch(/scenarioStep\(reports\)/);
    expect(all).toMatch(/countJunit\(readFileSync\(/);
  });
});
