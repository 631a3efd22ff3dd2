/**
 * `npm run bench:journal`: a journal of 100,000 operations (as many begin, attempt and finish
 * lines as the pipeline writes), then: opening the Activity view's first page (cold: no index
 * yet, built from the journal; warm: index on disk, read from its end), loading the whole index
 * (the unknown outcomes the console lists on start), a search by id, a filtered query, and how
 * much the process's memory grows with the index loaded.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { Journal, monthFile } from './journal';

const N = Number(process.env.BENCH_OPS ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-journal-'));
const kinds = [
  'payments:authorize',
  'transactions:reverse',
  'pos:cancelOrRefund',
  'transactions:authorize',
] as const;
const outcomes = ['succeeded', 'succeeded', 'succeeded', 'declined', 'failed', 'unknown'] as const;
const start = Date.parse('2024-01-01T00:00:00Z');
const step = (3 * 365 * 24 * 3600 * 1000) / N; // three years of history
let probe = { paymentId: '', key: '' };

function operation(i: number): JournalRecord[] {
  const at = new Date(start + i * step);
  const id = `op-${String(i).padStart(8, '0')}${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  const paymentId = `pay-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const transactionId = `trx-${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  if (i === Math.floor(N / 3)) probe = { paymentId, key };
  const kind = kinds[i % kinds.length]!;
  const outcome = outcomes[i % outcomes.length]!;
  const body = {
    merchant_id: 'mer-seed-store-1',
    instrument: { id: 'ins-seed-visa-approved' },
    amount: { value: 10 + (i % 90), currency: 'USD' },
    type: 'SALE',
    terminal: { id: 'pos-7', use_case: 'ATTENDED' },
  };
  return [
    {
      v: 1,
      type: 'begin',
      operation_id: id,
      at: at.toISOString(),
      operator: 'qa',
      app_version: '0.1.0',
      profile: {
        id: i % 10 ? 'simulator' : 'prf-production01',
        name: i % 10 ? 'Simulator' : 'Acquirer',
        production: i % 10 === 0,
      },
      operation: kind,
      targets: {
        merchant_id: 'mer-seed-store-1',
        instrument_id: 'ins-seed-visa-approved',
        payment_id: paymentId,
      },
      amount: { value: 10 + (i % 90), currency: 'USD' },
      idempotency_key: key,
      request: {
        method: 'POST',
        url: 'https://api.example.test/v1/payments/authorizations',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': key,
          authorization: '[REDACTED]',
        },
        body,
      },
      body_exact: true,
    },
    {
      v: 1,
      type: 'attempt',
      operation_id: id,
      at: at.toISOString(),
      attempt: 1,
      latency_ms: 40,
      result: 'answered',
      http_status: 201,
    },
    {
      v: 1,
      type: 'finish',
      operation_id: id,
      at: at.toISOString(),
      outcome,
      attempts: 1,
      latency_ms: 40,
      http_status: 201,
      response: {
        status: 201,
        headers: { 'content-type': 'application/json' },
        body: {
          payment_id: paymentId,
          response_code: '00',
          transaction: {
            id: transactionId,
            type: 'AUTHORIZATION',
            status: 'APPROVED',
            amount: body.amount,
          },
        },
      },
    },
  ];
}

// Build the history directly (the pipeline's fsync per operation would take minutes).
let chunk: Record<string, string> = {};
for (let i = 0; i < N; i++) {
  const records = operation(i);
  const file = monthFile(new Date(records[0]!.at));
  chunk[file] = (chunk[file] ?? '') + records.map((r) => JSON.stringify(r)).join('\n') + '\n';
  if (i % 5000 === 4999 || i === N - 1) {
    for (const [name, text] of Object.entries(chunk)) appendFileSync(join(dir, name), text);
    chunk = {};
  }
}
let bytes = 0;
for (const name of (await import('node:fs')).readdirSync(dir))
  bytes += statSync(join(dir, name)).size;

async function timed<T>(what: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await what();
  return [value, performance.now() - started];
}

const cold = new Journal(dir);
const [, coldMs] = await timed(() => cold.query({}, 50));
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
  `first page, cold (index built from the journal): ${coldMs.toFixed(0)} ms  (goal: under 2,000 ms)`,
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
