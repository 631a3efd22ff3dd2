/*
 * `npm run bench:mirror [N]`: the payments mirror at N payments (default 1,000,000), outside the
 * test suite. Seeds the simulator with N and times a few of its list pages; writes N mirror rows
 * made from the same payments, a page of 1,000 and its cursor per transaction; then runs each
 * kind of search 200 times and reports p50/p95, the file's size and the memory it took.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PaymentSearch,
  type MirroredPayment,
  type PaymentSearchInput,
} from '../../../shared/schemas/payment-search';
import { createSimulatorListener } from '../../simulator/server';
import { listPayments } from '../../simulator/payment-list';
import { MirrorClient } from './mirror-client';
import { MirrorStore } from './mirror-store';
import { seededRowBatches } from './testing/seeded-rows';

const count = Number(process.argv[2] ?? 1_000_000);
const DAY = 86_400_000;
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0);
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

// The simulator: seeding N, and pages of its list from the newest to the deepest.
gc();
const rssBefore = process.memoryUsage().rss;
const [simulator, seedMs] = timed(() => createSimulatorListener({ seedPayments: count }));
gc();
console.log(
  `simulator: seeded ${count} payments in ${seedMs.toFixed(0)} ms, +${mb(process.memoryUsage().rss - rssBefore)} MB`,
);
const pageMs: number[] = [];
const lastPage = Math.ceil(count / 100);
for (const page of [1, 2, Math.floor(lastPage / 2), lastPage - 1, lastPage]) {
  const [, ms] = timed(() =>
    listPayments(
      simulator.store,
      { status: null, merchantId: null },
      { page, pageSize: 100, direction: 'desc' },
    ),
  );
  pageMs.push(ms);
}
console.log(
  `simulator: a list page of 100 (first to deepest) ${pageMs.map((ms) => ms.toFixed(1)).join(' / ')} ms`,
);

// The mirror: written a page at a time, newest pages first as a sync would fetch them.
const dir = mkdtempSync(join(tmpdir(), 'bench-mirror-'));
const file = join(dir, 'payments.sqlite');
const opened = MirrorStore.open(file);
if (!opened.ok) throw new Error(opened.error.message);
let store = opened.value;
gc();
const rssMirror = process.memoryUsage().rss;
const samples: MirroredPayment[] = [];
let writeMs = 0;
let page = 0;
for (const rows of seededRowBatches(count, 1000)) {
  // A fixed stride of samples, so the searches below ask for payments that are there.
  samples.push(...rows.filter((_, k) => k % 97 === 0));
  const [result, ms] = timed(() => store.writePage(rows, { page: page++ }));
  if (!result.ok) throw new Error(result.error.message);
  writeMs += ms;
}
console.log(
  `mirror: wrote ${count} payments in ${(writeMs / 1000).toFixed(1)} s (${Math.round(count / (writeMs / 1000))} payments/s, one commit per 1,000)`,
);
store.close();
const size = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
const [reopened, openMs] = timed(() => MirrorStore.open(file));
if (!reopened.ok) throw new Error(reopened.error.message);
store = reopened.value;
console.log(`mirror: ${mb(size)} MB on disk; opens in ${openMs.toFixed(1)} ms`);

let seed = 12345;
const pick = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return samples[seed % samples.length]!;
};
const kinds: Record<string, () => PaymentSearchInput> = {
  'trace number': () => ({ traceId: pick().traceId! }),
  'last four + 90 days': () => {
    const p = pick();
    return { lastFour: p.lastFour!, from: p.createdAt - 60 * DAY, to: p.createdAt + 30 * DAY };
  },
  'exact amount + currency': () => {
    const p = pick();
    return { amount: { currency: p.currency!, min: p.amountMinor!, max: p.amountMinor! } };
  },
  'amount range ±5% + 30 days': () => {
    const p = pick();
    const a = p.amountMinor!;
    return {
      amount: { currency: p.currency!, min: Math.floor(a * 0.95), max: Math.ceil(a * 1.05) },
      from: p.createdAt - 15 * DAY,
      to: p.createdAt + 15 * DAY,
    };
  },
  'last four + amount + an hour': () => {
    const p = pick();
    return {
      lastFour: p.lastFour!,
      amount: { currency: p.currency!, min: p.amountMinor!, max: p.amountMinor! },
      from: p.createdAt - 3_600_000,
      to: p.createdAt + 3_600_000,
    };
  },
  'merchant + 7 days': () => {
    const p = pick();
    return { merchantId: p.merchantId!, from: p.createdAt - 7 * DAY, to: p.createdAt };
  },
  'status + a day': () => {
    const p = pick();
    return { status: p.status, from: p.createdAt - DAY, to: p.createdAt };
  },
  'a person’s payments': () => ({ userId: pick().userId! }),
  'a card’s payments': () => ({ instrumentId: pick().instrumentId! }),
  'newest, no filter': () => ({}),
};
let worst = 0;
for (const [kind, make] of Object.entries(kinds)) {
  const times: number[] = [];
  let hits = 0;
  for (let k = 0; k < 200; k++) {
    const query = PaymentSearch.parse({ ...make(), limit: 50 });
    const [rows, ms] = timed(() => store.search(query));
    hits += rows.length;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  worst = Math.max(worst, percentile(times, 95));
  console.log(
    `search ${kind}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${(hits / 200).toFixed(1)} rows each)`,
  );
}
store.close();

// The same search through the worker thread, as main will ask it.
const client = await MirrorClient.open(file);
if (!client.ok) throw new Error(client.error.message);
const viaWorker: number[] = [];
for (let k = 0; k < 200; k++) {
  const start = performance.now();
  await client.value.search({ traceId: pick().traceId! });
  viaWorker.push(performance.now() - start);
}
viaWorker.sort((a, b) => a - b);
await client.value.close();
console.log(
  `search trace number via the worker: p50 ${percentile(viaWorker, 50).toFixed(2)} ms, p95 ${percentile(viaWorker, 95).toFixed(2)} ms`,
);
gc();
console.log(
  `mirror: ${count} payments; ${mb(size)} MB; search p95 ${worst.toFixed(2)} ms (worst kind); memory +${mb(process.memoryUsage().rss - rssMirror)} MB`,
);
rmSync(dir, { recursive: true, force: true });
