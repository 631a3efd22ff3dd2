/*
 * `npm run bench:simulator`: authorizations per second against the in-process simulator.
 * Each request carries a fresh Idempotency-Key, so every one is a real authorization (payment,
 * transaction, ledger entry, stored idempotent answer), not a cheap replay.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startSimulator } from './server';

const CONNECTIONS = 20;
const DURATION_S = 10;
const GOAL_PER_S = 2000;

async function token(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function main(): Promise<void> {
  const simulator = await startSimulator({ port: 0 });
  try {
    const bearer = await token(simulator.baseUrl, simulator.clientId, simulator.clientSecret);
    const body = JSON.stringify({
      merchant_id: 'mer-seed-store-1',
      instrument: { id: 'ins-seed-visa-approved' },
      amount: { value: 12.5, currency: 'USD' },
      type: 'SALE',
    });
    // The load generator runs in its own worker thread: in the simulator's thread it would take
    // about a third of the event loop and the number would measure autocannon, not the simulator.
    const result = await autocannon({
      url: simulator.baseUrl,
      connections: CONNECTIONS,
      duration: DURATION_S,
      workers: 1,
      requests: [
        {
          method: 'POST',
          path: '/v1/payments/authorizations',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body,
          setupRequest: fileURLToPath(new URL('./bench-request.cjs', import.meta.url)),
        },
      ],
    });
    const ledger = simulator.control.ledger().length;
    const perSecond = result.requests.average;
    console.log(
      `cores: ${availableParallelism()}, connections: ${CONNECTIONS}, duration: ${result.duration} s`,
    );
    console.log(`requests/s: ${perSecond.toFixed(0)} (total ${result.requests.total})`);
    console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms`);
    console.log(
      `non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`,
    );
    // A little above the 2xx count: requests in flight when autocannon stopped still completed.
    console.log(`ledger entries: ${ledger} (one AUTHORIZATION per authorization)`);
    console.log(
      `goal ${GOAL_PER_S} authorizations/s: ${perSecond >= GOAL_PER_S ? 'met' : 'NOT met'}`,
    );
    // Only wrong answers fail the run: throughput on a shared machine is a reading, not a verdict.
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  } finally {
    await simulator.close();
  }
}

void main();
