/**
 * `npm run bench:journal`: a journal of 100,000 operations (as many begin, attempt and finish
 * lines as the pipeline writes), then: opening the Activity view's first page (cold: no index
 * yet, built from the journal; warm: index on disk, read from its end), loading the whole index
 * (the unknown outcomes the console lists on start), a search by id, a filtered query, and how
 * much the process's memory grows with the index loaded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHistory } from './bench-history';
import { Journal } from './journal';

const N = Number(process.env.BENCH_OPS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
const { probe, bytes } = writeHistory(dir, N);

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await what();
  return [value, performance.now() - started];
}

const cold = new Journal(dir);
// CPU time too: on a shared machine the wall clock also counts other processes' turns.
const cpuBefore = process.cpuUsage();
const [, coldMs] = await timed(() => cold.query({}, 50));
const cpu = process.cpuUsage(cpuBefore);
const coldCpuMs = (cpu.user + cpu.system) / 1000;
await cold.close();

const warm = new Journal(dir);
const [page, firstPageMs] = await timed(() => warm.query({}, 50));
global.gc?.();
const before = process.memoryUsage();
// The first filtered query loads the whole index; "unknown" is what the header badge asks on start.
const [unresolved, loadMs] = await timed(() => warm.query({ outcomes: ['unknown'] }, 50));
global.gc?.();
const after = process.memoryUsage();
const [found, searchMs] = await timed(() => warm.query({ search: probe.paymentId }, 50));
const [byKey, keyMs] = await timed(() => warm.query({ search: probe.key }, 50));
const [filtered, filterMs] = await timed(() =>
  warm.query(
    {
      operations: ['pos:cancelOrRefund'],
      outcomes: ['failed'],
      from: Date.parse('2025-01-01T00:00:00Z'),
      to: Date.parse('2025-12-31T23:59:59Z'),
    },
    50,
  ),
);
await warm.close();

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const growth =
  after.heapUsed +
  after.external +
  after.arrayBuffers -
  (before.heapUsed + before.external + before.arrayBuffers);
console.log(`journal: ${N.toLocaleString('en-US')} operations, ${mb(bytes)} on disk`);
console.log(
  `first page, cold (index built from the journal): ${coldMs.toFixed(0)} ms, ${coldCpuMs.toFixed(0)} ms of CPU  (goal: under 2,000 ms)`,
);
console.log(
  `first page, warm (index on disk):               ${firstPageMs.toFixed(1)} ms  (${page.entries.length} rows of ${page.total}; goal: under 50 ms)`,
);
console.log(
  `whole index loaded, unknown outcomes:           ${loadMs.toFixed(1)} ms  (${unresolved.total} unknown)`,
);
console.log(
  `search by payment id:                           ${searchMs.toFixed(1)} ms  (${found.total} found)`,
);
console.log(
  `search by idempotency key:                      ${keyMs.toFixed(1)} ms  (${byKey.total} found)`,
);
console.log(
  `filtered query (kind + outcome + a year)       : ${filterMs.toFixed(1)} ms  (${filtered.total} match)`,
);
console.log(
  `memory growth with the index loaded:            ${mb(growth)}${global.gc ? '' : ' (run with --expose-gc for a settled figure)'}`,
);
if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
else console.log(`kept in ${dir}`);
