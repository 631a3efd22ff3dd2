import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (id: string, amount: string) =>
  [
    'version: 1',
    `name: Read with ${amount}`,
    'steps:',
    `  - id: ${id}`,
    '    operation: payments:get',
    '    input: { id: pay-seed-authorized }',
    `    expect: { status: AUTHORIZED, amount: ${amount} }`,
  ].join('\n');

/** `npm run scenario -- run …` as CI calls it, in English whatever the machine's language. */
function scenarioCli(...args: string[]) {
  const home = mkdtempSync(join(tmpdir(), 'scenario-cli-home-'));
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'electron/core/scenarios/cli.ts', ...args],
    {
      encoding: 'utf8',
      env: { ...process.env, XDG_DATA_HOME: home, LANG: 'en_US.UTF-8', LC_ALL: '' },
      timeout: 60_000,
    },
  );
}

// Each run starts Node, tsx and the console's core: seconds on a busy machine.
describe('npm run scenario', { timeout: 60_000 }, () => {
  it('exits 1 when an expectation fails, says which, and writes JUnit counting each scenario', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    writeFileSync(join(dir, 'a.scenario.yaml'), read('right', '120.00 USD'));
    writeFileSync(join(dir, 'b.scenario.yaml'), read('wrong', '121.00 USD'));
    const junit = join(dir, 'out', 'junit.xml');
    const cli = scenarioCli('run', dir, '--junit', junit);
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain('step wrong: amount expected 121.00 USD, got 120.00 USD');
    expect(cli.stdout).toContain('1 passed, 1 failed, 0 skipped');
    expect(cli.status).toBe(1);
    expect(readFileSync(junit, 'utf8')).toContain('tests="2" failures="1"');
  });

  it('exits 0 only when every expectation held', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const file = join(dir, 'a.scenario.yaml');
    writeFileSync(file, read('right', '120.00 USD'));
    const cli = scenarioCli('run', file);
    expect(cli.stdout).toContain('1 passed, 0 failed, 0 skipped');
    expect(cli.status).toBe(0);
  });

  it('refuses a missing path and an unknown command with exit 2', () => {
    expect(scenarioCli('run', '/nowhere/at/all').status).toBe(2);
    expect(scenarioCli('replay').status).toBe(2);
  });
});
