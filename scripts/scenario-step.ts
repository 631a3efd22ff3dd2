/*
 * `npm test` replays the example scenarios (e2e/scenarios) against the built-in simulator, and
 * counts each scenario as one test from the JUnit report the CLI writes, so the last line's sum
 * includes them.
 */

export interface ScenarioStep {
  name: string;
  cmd: string;
  args: string[];
  /** The CLI's JUnit report, which `npm test` counts. */
  report: string;
}

export function scenarioStep(reports: string): ScenarioStep {
  const report = `${reports}/scenarios.xml`;
  return {
    name: 'scenarios (e2e/scenarios on the simulator)',
    cmd: 'npm',
    args: ['run', '--silent', 'scenario', '--', 'run', 'e2e/scenarios', '--junit', report],
    report,
  };
}

export interface Counted {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failing scenario, as `file › name`. */
  names: string[];
}

/** A JUnit report's counts: each test case is a test; a failure or error fails it. */
export function countJunit(xml: string): Counted {
  const cases = [...xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)];
  const names: string[] = [];
  let skipped = 0;
  for (const [, attributes = '', , body = ''] of cases) {
    if (/<skipped\b/.test(body)) skipped += 1;
    else if (/<(failure|error)\b/.test(body)) {
      const file = /classname="([^"]*)"/.exec(attributes)?.[1] ?? '';
      const name = /\bname="([^"]*)"/.exec(attributes)?.[1] ?? '';
      names.push(`${file} › ${name}`);
    }
  }
  return { passed: cases.length - skipped - names.length, failed: names.length, skipped, names };
}
