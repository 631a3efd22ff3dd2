import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';

const child = resolve(import.meta.dirname, '../testing/crash-child.ts');
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(() => simulator.close());

function run(mode: string, dataDir: string) {
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      child,
      mode,
      dataDir,
      simulator.baseUrl,
      simulator.clientId,
      simulator.clientSecret,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  proc.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((done) => proc.on('exit', (code) => done(code)));
  return {
    proc,
    exited,
    lines: () =>
      out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
  };
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

it('a process killed between journal write and answer leaves an unknown operation that a restart retries once', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
  // The simulator will take its time, and do the work even though the caller is gone.
  simulator.control.armFault({
    match: { method: 'POST', path: '/v1/payments/authorizations' },
    kind: 'delay',
    delay_ms: 1500,
  });

  const first = run('authorize', dataDir);
  await until(
    () => simulator.control.requests().some((r) => r.path === '/v1/payments/authorizations'),
    'the request',
  );
  first.proc.kill('SIGKILL');
  expect(await first.exited).toBe(null);

  const key = simulator.control
    .requests()
    .find((r) => r.path === '/v1/payments/authorizations')!.idempotency_key!;
  await until(
    () => simulator.control.ledger().some((e) => e.idempotency_key === key),
    'the effect',
  );

  // On disk: the operation was begun (fsynced before sending) and never finished.
  const journalDir = join(dataDir, 'journal');
  const records = readdirSync(journalDir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(journalDir, f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    );
  expect(records.filter((r) => r.type === 'begin')).toMatchObject([{ idempotency_key: key }]);
  expect(records.filter((r) => r.type === 'finish')).toEqual([]);

  const second = run('recover', dataDir);
  expect(await second.exited).toBe(0);
  const [listed, retried] = second.lines();
  expect(listed.unresolved).toMatchObject([
    { idempotency_key: key, outcome: 'unknown', retryable: true },
  ]);
  expect(retried.retried).toMatchObject({
    ok: true,
    value: { outcome: 'succeeded', idempotency_key: key },
  });

  expect(simulator.control.ledger().filter((e) => e.idempotency_key === key)).toHaveLength(1);
  expect(simulator.control.requests().filter((r) => r.idempotency_key === key)).toHaveLength(2);
}, 30_000);
