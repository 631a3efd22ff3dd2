import { describe, expect, it } from 'vitest';
import { junitXml } from './junit';
import type { ScenarioRun } from './runner';

const run = (name: string, fields: Partial<ScenarioRun> = {}): ScenarioRun => ({
  name,
  failures: [],
  said: [],
  steps: [],
  passed: true,
  ms: 1500,
  ...fields,
});

describe('the JUnit report', () => {
  it('has one test case per scenario, counting failures and skips as CI tools read them', () => {
    const xml = junitXml([
      { file: 'a.scenario.yaml', run: run('Passes') },
      {
        file: 'b.scenario.yaml',
        run: run('Fails <here> & "there"', {
          passed: false,
          steps: [
            {
              id: 'capture',
              operation: 'transactions:reverse',
              cleanup: false,
              failures: ['step capture: amount captured expected 10.00 EUR, got 12.00 EUR'],
              said: [],
              ms: 3,
              outcome: 'succeeded',
            },
          ],
        }),
      },
      { file: 'c.scenario.yaml', run: run('Skipped', { passed: false, skipped: 'needs a clock' }) },
      { file: 'd.scenario.yaml', run: { name: 'd.scenario.yaml', errors: ['d:3: bad'] } },
    ]);
    expect(xml).toContain(
      '<testsuite name="scenarios" tests="4" failures="2" errors="0" skipped="1"',
    );
    expect(xml).toContain('name="Fails &lt;here&gt; &amp; &quot;there&quot;"');
    expect(xml).toContain(
      '<failure message="step capture: amount captured expected 10.00 EUR, got 12.00 EUR">',
    );
    expect(xml).toContain('<skipped message="needs a clock"/>');
    expect(xml).toContain('<failure message="d:3: bad">');
    expect(xml).toContain('<testcase classname="a.scenario.yaml" name="Passes" time="1.500"/>');
  });

  it('leaves out characters XML cannot hold', () => {
    expect(junitXml([{ file: 'a', run: run('bell\u0007 ok') }])).toContain('name="bell ok"');
  });
});
