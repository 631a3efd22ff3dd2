/**
 * `npm run bench:scenario [STEPS]`: a scenario of STEPS money steps (default 1,000) run by the
 * scenario runner through the console's core against its built-in simulator, as `npm run
 * scenario` runs one: every step through dispatch, the guard and the pipeline, its begin and
 * finish appended and fsynced in the journal. Reports steps/s, each step's p50/p99, the
 * process's CPU time and memory. Goal: 200 money steps/s.
 *
 * The simulator answers in this process, as the console embeds it: its CPU is in the figures,
 * where a real API's would not be. The output says so, with how many API requests it answered;
 * on a loaded machine CPU ms per step is the figure to compare, not steps/s.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Scenario, type ScenarioStep } from '../../../shared/schemas/scenario';
import { startScenarioCore } from './scenario-core';
import { runScenario } from './runner';

const STEPS = Number(process.argv[2] ?? 1000);
const GOAL = 200;

/**
 * One round is four money steps on a payment of its own: authorize (manual capture), capture
 * part, refund part of that, then cancel-or-refund the rest; rounds repeat until STEPS.
 */
function benchScenario(steps: number): Scenario {
  const all: ScenarioStep[] = [];
  for (let round = 0; all.length < steps; round++) {
    const auth = `auth_${round}`;
    const capture = `capture_${round}`;
    const payment = `{{steps.${auth}.payment_id}}`;
    const cents = 1000 + (round % 500);
    const round4: ScenarioStep[] = [
      {
        id: auth,
        operation: 'payments:authorize',
        input: {
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
          amount: (cents / 100).toFixed(2),
          currency: 'USD',
          type: 'SALE',
          capture_mode: 'MANUAL',
        },
        expect: { outcome: 'succeeded' },
      },
      {
        id: capture,
        operation: 'transactions:reverse',
        input: {
          transaction_id: `{{steps.${auth}.transaction_id}}`,
          payment_id: payment,
          type: 'CAPTURE',
          amount: '8.00',
          currency: 'USD',
        },
        expect: { outcome: 'succeeded', amount: '8.00 USD' },
      },
      {
        id: `refund_${round}`,
        operation: 'transactions:reverse',
        input: {
          transaction_id: `{{steps.${capture}.transaction_id}}`,
          payment_id: payment,
          type: 'REFUND',
          amount: '3.00',
          currency: 'USD',
        },
        expect: { outcome: 'succeeded', amount: '3.00 USD' },
      },
      {
        id: `settle_${round}`,
        operation: 'pos:cancelOrRefund',
        input: { payment_id: payment },
        expect: { outcome: 'succeeded', status: 'REFUNDED', amount: '5.00 USD' },
      },
    ];
    all.push(...round4.slice(0, steps - all.length));
  }
  return Scenario.parse({ version: 1, name: `${steps} money steps`, steps: all });
}

const gc = (globalThis as { gc?: () => void }).gc;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const scenario = benchScenario(STEPS);
const started = await startScenarioCore({ version: 'bench' });
try {
  // Warm-up: the token, the first journal file, the code paths; not counted.
  await runScenario(benchScenario(40), started.target);
  gc?.();
  const before = process.memoryUsage();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  let peakRss = before.rss;
  // The journal tells its listeners after each durable append: one fsync each.
  let appends = 0;
  const stopCounting = started.core.journal.onAppend(() => (appends += 1));
  // Every request the console's client sends (a capture or refund reads its payment first).
  let requests = 0;
  const countRequest = () => (requests += 1);
  subscribe('http.client.request.start', countRequest);
  const run = await runScenario(scenario, started.target, {
    onStep: () => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    },
  });
  const seconds = (performance.now() - wall) / 1000;
  const used = process.cpuUsage(cpu);
  stopCounting();
  unsubscribe('http.client.request.start', countRequest);
  gc?.();
  const after = process.memoryUsage();

  const failures = run.steps.flatMap((s) => s.failures);
  if (failures.length > 0) throw new Error(`the bench's scenario failed: ${failures[0]}`);
  const ids = new Set(run.steps.flatMap((s) => (s.operation_id ? [s.operation_id] : [])));
  const records = (await started.core.journal.records()).filter(
    (r) => 'operation_id' in r && ids.has(r.operation_id),
  );
  const times = run.steps.map((s) => s.ms).sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const cpuSeconds = (used.user + used.system) / 1e6;
  const rate = run.steps.length / seconds;

  console.log(`scenario: ${run.steps.length} money steps, journal in ${started.dataDir}`);
  console.log(
    `journal: ${ids.size} operations, ${records.length} records in ${appends} fsynced appends (each step's begin before it is sent, then its attempts + finish)`,
  );
  console.log(`wall ${seconds.toFixed(2)} s, ${rate.toFixed(0)} steps/s (goal ${GOAL})`);
  console.log(`per step p50 ${pick(0.5).toFixed(2)} ms, p99 ${pick(0.99).toFixed(2)} ms`);
  console.log(
    `CPU ${cpuSeconds.toFixed(2)} s (user ${(used.user / 1e6).toFixed(2)}, system ${(used.system / 1e6).toFixed(2)}), ${((cpuSeconds / seconds) * 100).toFixed(0)}% of one core; ${((cpuSeconds * 1000) / run.steps.length).toFixed(2)} ms CPU per step`,
  );
  console.log(
    `API: ${requests} requests (${(requests / run.steps.length).toFixed(1)} per step), answered by the built-in simulator in this process: its CPU is counted above, a real API's would not be; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `memory: heap ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)}, rss ${megabytes(before.rss)} → ${megabytes(after.rss)} (peak ${megabytes(peakRss)})${gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
  );
  console.log(
    `scenario: ${run.steps.length} steps; ${rate.toFixed(0)} steps/s; p50 ${pick(0.5).toFixed(1)} ms; p99 ${pick(0.99).toFixed(1)} ms; CPU ${cpuSeconds.toFixed(1)} s; heap +${megabytes(after.heapUsed - before.heapUsed)}`,
  );
} finally {
  await started.close();
  rmSync(started.dataDir, { recursive: true, force: true });
}
