import type { ScenarioRun } from './runner';

export interface FileRun {
  file: string;
  /** A file that could not be read or checked is a failed test, with its reasons. */
  run: ScenarioRun | { name: string; errors: string[] };
}

/**
 * JUnit XML as CI tools read it: one test case per scenario file (a scenario stands or falls as
 * a whole), its failure message the first failing step's, and every failure in its text.
 */
export function junitXml(runs: readonly FileRun[], suiteName = 'scenarios'): string {
  let failures = 0;
  let skipped = 0;
  let seconds = 0;
  const cases = runs.map(({ file, run }) => {
    const head = `    <testcase classname="${xml(file)}" name="${xml(run.name)}"`;
    if ('errors' in run) {
      failures += 1;
      return `${head} time="0">\n      <failure message="${xml(run.errors[0] ?? '')}">${xml(run.errors.join('\n'))}</failure>\n    </testcase>`;
    }
    const time = (run.ms / 1000).toFixed(3);
    seconds += run.ms / 1000;
    if (run.skipped) {
      skipped += 1;
      return `${head} time="${time}">\n      <skipped message="${xml(run.skipped)}"/>\n    </testcase>`;
    }
    const all = [...run.failures, ...run.steps.flatMap((s) => s.failures)];
    if (all.length === 0) return `${head} time="${time}"/>`;
    failures += 1;
    return `${head} time="${time}">\n      <failure message="${xml(all[0]!)}">${xml(all.join('\n'))}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(suiteName)}" tests="${runs.length}" failures="${failures}" skipped="${skipped}" time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${xml(suiteName)}" tests="${runs.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds.toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** Text for an attribute or element: the five XML specials, and no control character XML forbids. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
