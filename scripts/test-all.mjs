// `npm test`: every check and every test runner, in order, without stopping at the first red
// step, so one run reports everything. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { countJunit, scenarioStep } from './scenario-step.ts';
import { teamStoreOnSecondServer } from './team-store-second-server.ts';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A check counts as one test; a runner counts its own tests from its JSON report. */
const steps = [
  { name: 'typecheck (tsc -b)', cmd: 'npx', args: ['tsc', '-b'] },
  { name: 'lint (eslint)', cmd: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'format (prettier --check)', cmd: 'npx', args: ['prettier', '--check', '.'] },
  {
    name: 'unit tests (vitest)',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
    count: () => countVitest(`${reports}/vitest.json`),
  },
  ...teamStoreOnSecondServer(process.env, reports).map((step) => ({
    ...step,
    count: () => countVitest(step.report),
  })),
  (({ report, ...step }) => ({
    ...step,
    count: () => (existsSync(report) ? countJunit(readFileSync(report, 'utf8')) : undefined),
  }))(scenarioStep(reports)),
  { name: 'build (vite)', cmd: 'npm', args: ['run', 'build'] },
  { name: 'electronegativity gate', cmd: 'node', args: ['scripts/electronegativity-gate.mjs'] },
  {
    name: 'e2e (playwright)',
    cmd: 'npx',
    args: ['playwright', 'test'],
    count: () => countPlaywright(`${reports}/playwright.json`),
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
/** Every failing test by name, printed beside the summary so a log's last lines say what broke. */
const failures = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const ok = run.status === 0;
  const counted = step.count?.();
  for (const name of counted?.names ?? []) failures.push(`${step.name}: ${name}`);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed;
    skipped += counted.skipped;
    // A runner that failed without a failing test (crash, config error) still counts as a failure.
    if (!ok && counted.failed === 0) failed += 1;
  } else if (ok) passed += 1;
  else failed += 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)${counted ? ` ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped` : ''}`,
  );
}

console.log(`\n${summary.join('\n')}`);
for (const failure of failures) console.log(`  failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);

function countVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const suites = report.testResults ?? [];
  const names = [];
  for (const suite of suites) {
    const where = relative(process.cwd(), suite.name ?? '');
    const tests = suite.assertionResults ?? [];
    for (const test of tests.filter((t) => t.status === 'failed'))
      names.push(
        `${where} › ${test.fullName ?? test.title}${why({ message: test.failureMessages?.[0] })}`,
      );
    // A file that fails to load has no failing test; it counts once. (numFailedTestSuites also
    // counts describe blocks, so it cannot be summed with numFailedTests.)
    if (suite.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      names.push(`${where} (did not run: ${firstLine(suite.message)})`);
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: names.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    names,
  };
}

function firstLine(text) {
  return String(text ?? 'no message')
    .split('\n')[0]
    .slice(0, 200);
}

/**
 * A failure's first line and where it was thrown, so the log's last lines say why as well as
 * what (a landing run may be read only from its tail).
 */
function why(error) {
  if (!error?.message) return '';
  // eslint-disable-next-line no-control-regex
  const plain = String(error.message).replace(/\u001b\[[0-9;]*m/g, '');
  const at = error.location
    ? ` at ${relative(process.cwd(), error.location.file)}:${error.location.line}`
    : '';
  return ` — ${firstLine(plain)}${at}`;
}

function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          names.push(
            `[${test.projectName}] ${[...path, spec.title].join(' › ')}${why(test.results?.at(-1)?.errors?.[0])}`,
          );
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    names,
  };
}
