/**
 * `npm run bench:pipeline`: what the money pipeline (idempotency key, journal append + fsync
 * before and after, classification) adds to a call, against a plain HTTP call to the same
 * endpoint of the local simulator. Sequential calls, so latency is not queueing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendHttp } from '../client/http';
import { pipelineFixture } from '../testing/pipeline-fixture';
import type { MoneyRequest } from './money-pipeline';

const N = Number(process.env.BENCH_N ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-pipeline-'));
const f = await pipelineFixture({ deadlineMs: 10_000, dataDir });
const body = {
  merchant_id: 'mer-seed-store-1',
  instrument: { id: 'ins-seed-visa-approved' },
  amount: { value: 1, currency: 'USD' },
  type: 'SALE',
};
const request: MoneyRequest = {
  kind: 'payments:authorize',
  path: '/v1/payments/authorizations',
  body,
  targets: { merchant_id: 'mer-seed-store-1', instrument_id: 'ins-seed-visa-approved' },
  amount: { value: 1, currency: 'USD' },
};
const token = (await (
  await fetch(`${f.simulator.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: f.simulator.clientId,
      client_secret: f.simulator.clientSecret,
    }),
  })
).json()) as { access_token: string };

async function plain(i: number) {
  await sendHttp({
    method: 'POST',
    url: `${f.simulator.baseUrl}/v1/payments/authorizations`,
    headers: { authorization: `Bearer ${token.access_token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...body, amount: { value: (100 + (i % 50)) / 100, currency: 'USD' } }),
    deadlineMs: 10_000,
  });
}

async function piped(i: number) {
  const report = await f.pipeline.run(f.ctx, {
    ...request,
    body: { ...body, amount: { value: (100 + (i % 50)) / 100, currency: 'USD' } },
  });
  if (report.outcome !== 'succeeded') {
    throw new Error(`unexpected outcome ${report.outcome}: ${report.error?.message}`);
  }
}

async function measure(name: string, call: (i: number) => Promise<void>) {
  for (let i = 0; i < 50; i++) await call(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, p50: pick(0.5), p99: pick(0.99) };
}

// Interleave the two so that machine noise hits both alike.
const a1 = await measure('plain HTTP', plain);
const b1 = await measure('pipeline', piped);
const a2 = await measure('plain HTTP', plain);
const b2 = await measure('pipeline', piped);
const avg = (x: { p50: number; p99: number }, y: { p50: number; p99: number }) => ({
  p50: (x.p50 + y.p50) / 2,
  p99: (x.p99 + y.p99) / 2,
});
const base = avg(a1, a2);
const full = avg(b1, b2);
const ms = (v: number) => `${v.toFixed(2)} ms`;
console.log(`calls: ${N} × 2 per variant, sequential, journal in ${tmpdir()}`);
console.log(`plain HTTP   p50 ${ms(base.p50)}  p99 ${ms(base.p99)}`);
console.log(
  `pipeline     p50 ${ms(full.p50)}  p99 ${ms(full.p99)}  (two fsynced appends: begin, then attempts + finish)`,
);
console.log(`overhead     p50 +${ms(full.p50 - base.p50)}  p99 +${ms(full.p99 - base.p99)}`);
await f.close();
rmSync(dataDir, { recursive: true, force: true });
