import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { startScenarioCore } from './scenario-core';

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

/**
 * `npm run scenario -- run …` as CI calls it, in English whatever the machine's language. Not
 * spawnSync: a simulator this test runs must keep answering while the CLI waits on it.
 */
function scenarioCli(...args: string[]) {
  return scenarioCliWith({}, ...args);
}

function scenarioCliWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return startCli(env, args).done;
}

function startCli(env: Record<string, string>, args: string[]) {
  const home = mkdtempSync(join(tmpdir(), 'scenario-cli-home-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/core/scenarios/cli.ts', ...args],
    {
      env: { ...process.env, XDG_DATA_HOME: home, LANG: 'en_US.UTF-8', LC_ALL: '', ...env },
    },
  );
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  const done = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, ...out })),
  );
  return { child, out, done };
}

describe('npm run scenario', { timeout: 60_000 }, () => {
  it('exits 1 when an expectation fails, says which, and writes JUnit counting each scenario', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    writeFileSync(join(dir, 'a.scenario.yaml'), read('right', '120.00 USD'));
    writeFileSync(join(dir, 'b.scenario.yaml'), read('wrong', '121.00 USD'));
    const junit = join(dir, 'out', 'junit.xml');
    const cli = await scenarioCli('run', dir, '--junit', junit);
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain('step wrong: amount expected 121.00 USD, got 120.00 USD');
    expect(cli.stdout).toContain('1 passed, 1 failed, 0 skipped');
    expect(cli.status).toBe(1);
    expect(readFileSync(junit, 'utf8')).toContain('tests="2" failures="1"');
  });

  it('speaks the terminal’s Spanish, failures and JUnit included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    writeFileSync(join(dir, 'b.scenario.yaml'), read('wrong', '121.00 USD'));
    const junit = join(dir, 'junit.xml');
    const cli = await scenarioCliWith({ LANG: 'es_CO.UTF-8' }, 'run', dir, '--junit', junit);
    expect(cli.stdout).toContain('paso wrong: monto esperado 121,00 USD, recibido 120,00 USD');
    expect(cli.stdout).toContain('correctos: 0, fallidos: 1, omitidos: 0 (pasos: 1,');
    expect(readFileSync(junit, 'utf8')).toContain(
      'message="paso wrong: monto esperado 121,00 USD, recibido 120,00 USD"',
    );
    expect(cli.status).toBe(1);
  });

  it('speaks the language it is asked for, over the terminal’s, and refuses one it has not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    writeFileSync(join(dir, 'b.scenario.yaml'), read('wrong', '121.00 USD'));
    const spanish = await scenarioCli('run', dir, '--language', 'es');
    expect(spanish.stdout).toContain('paso wrong: monto esperado 121,00 USD, recibido 120,00 USD');
    const english = await scenarioCliWith({ LANG: 'es_CO.UTF-8' }, 'run', dir, '--language', 'en');
    expect(english.stdout).toContain('step wrong: amount expected 121.00 USD, got 120.00 USD');
    const unknown = await scenarioCli('run', dir, '--language', 'fr');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('[--language en|es]');
  });

  it('exits 0 only when every expectation held', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const file = join(dir, 'a.scenario.yaml');
    writeFileSync(file, read('right', '120.00 USD'));
    const cli = await scenarioCli('run', file);
    expect(cli.stdout).toContain('1 passed, 0 failed, 0 skipped');
    expect(cli.status).toBe(0);
  });

  it('stops after the step on the wire on Ctrl+C, exits 130 and leaves the folder unlocked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenario-cli-'));
    const dataDir = join(dir, 'data');
    const slow = (id: string) => [
      `  - id: ${id}`,
      '    operation: payments:get',
      '    setup: { fault: { match: { path: /v1/payments/* }, kind: delay, delay_ms: 700 } }',
      '    input: { id: pay-seed-authorized }',
    ];
    writeFileSync(
      join(dir, 'slow.scenario.yaml'),
      ['version: 1', 'name: Slow', 'steps:', ...['a', 'b', 'c', 'd', 'e'].flatMap(slow)].join('\n'),
    );
    const cli = startCli({}, ['run', dir, '--data-dir', dataDir]);
    await expect.poll(() => cli.out.stdout, { timeout: 30_000 }).toMatch(/passed +a /);
    cli.child.kill('SIGINT');
    const ended = await cli.done;
    expect(ended.status).toBe(130);
    expect(ended.stdout).toMatch(/stopped before step [b-e]/);
    expect(ended.stdout).not.toMatch(/passed +e /);
    expect(existsSync(join(dataDir, 'console.lock'))).toBe(false);
  });

  it('refuses a missing path and an unknown command with exit 2', async () => {
    expect((await scenarioCli('run', '/nowhere/at/all')).status).toBe(2);
    expect((await scenarioCli('replay')).status).toBe(2);
  });
});

describe('npm run scenario --profile', { timeout: 60_000 }, () => {
  let acquirer: RunningSimulator;
  let dataDir: string;
  const file = join(mkdtempSync(join(tmpdir(), 'scenario-cli-')), 'read.scenario.yaml');

  beforeAll(async () => {
    acquirer = await startSimulator({ port: 0, clientId: 'acquirer', clientSecret: 'acq-secret' });
    writeFileSync(file, read('right', '120.00 USD'));
    // A console's data folder with a test and a production profile on the same API.
    const owner = await startScenarioCore({ version: 'test' });
    dataDir = owner.dataDir;
    for (const [name, production] of [
      ['Acquirer test', false],
      ['Acquirer live', true],
    ] as const) {
      const made = owner.core.profiles.create({
        name,
        baseUrl: acquirer.baseUrl,
        clientId: 'acquirer',
        production,
      } as Parameters<typeof owner.core.profiles.create>[0]);
      if (!made.ok) throw new Error(made.error.message);
    }
    await owner.close();
  });
  afterAll(() => acquirer.close());

  it('refuses a production profile with exit 2, sending nothing', async () => {
    const before = acquirer.control.requests().length;
    const cli = await scenarioCliWith(
      { PAYMENTS_CONSOLE_CLIENT_SECRET: 'acq-secret' },
      'run',
      file,
      '--data-dir',
      dataDir,
      '--profile',
      'Acquirer live',
    );
    expect(cli.stderr).toContain(
      'Profile “Acquirer live” is a production profile: scenarios never run against production',
    );
    expect(cli.status).toBe(2);
    expect(acquirer.control.requests().length).toBe(before);
  });

  it('runs on a test profile with the secret given for the run', async () => {
    const cli = await scenarioCliWith(
      { PAYMENTS_CONSOLE_CLIENT_SECRET: 'acq-secret' },
      'run',
      file,
      '--data-dir',
      dataDir,
      '--profile',
      'Acquirer test',
    );
    expect(cli.stdout).toContain('Profile “Acquirer test”');
    expect(cli.stdout).toContain('1 passed, 0 failed, 0 skipped');
    expect(cli.status).toBe(0);
    expect(acquirer.control.requests().map((r) => r.path)).toContain(
      '/v1/payments/pay-seed-authorized',
    );
  });
});
