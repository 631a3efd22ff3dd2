/*
 * `npm run bench:finder [N]`: the finder as the console runs it, at N payments (default
 * 1,000,000), outside the test suite. The simulator, seeded with N, runs in a process of its
 * own, as an API would; the console's core mirrors it through the real sync (its ApiClient,
 * its worker thread, pages with their cursor), is restarted in the middle to show that nothing
 * is lost and no more than one page is fetched twice, and then answers each kind of search
 * through its finder:search handler, as a page asks it. Ends with one line:
 * `finder: N payments; sync X payments/s; search p95 Y ms; memory +Z MB`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { FoundPayment, PaymentSearchInput } from '../../../shared/schemas/payment-search';
import { sendHttp, type HttpSend } from '../client/http';
import { dispatch } from '../ipc/dispatch';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { unavailableCipher } from '../secrets/cipher';
import { Downloads } from '../../web/downloads';
import { TerminalConfirmer } from '../../web/terminal-confirmer';
import { BROWSER_CALLER } from '../words/languages';
import type { SyncStatus } from './payments-sync';

const DAY = 86_400_000;
const ROOT = resolve(import.meta.dirname, '../../..');
const SEARCHES = 200;

export interface FinderBenchReport {
  payments: number;
  syncPerSecond: number;
  diskMb: number;
  memoryMb: number;
  /** p50/p95 (ms) and rows found per search, by kind. */
  searches: Record<string, { p50: number; p95: number; rows: number }>;
  worstP95: number;
  /** List pages fetched beyond the ones the list has, over the restart. */
  refetchedPages: number;
  /** Payments the API lists that the mirror does not have after the restart. */
  lost: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const mb = (bytes: number) => Math.round(bytes / 1_048_576);

/** The simulator as an API elsewhere: its own process, its own event loop. */
async function startApi(count: number): Promise<{ baseUrl: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/simulator/cli.ts',
      '--port',
      '0',
      '--client-id',
      'bench',
      '--client-secret',
      'bench-secret-0123456789',
      '--seed-payments',
      String(count),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const baseUrl = await new Promise<string>((found, failed) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^base_url: (\S+)$/.exec(line);
      if (match) found(match[1]!);
    });
    child.once('exit', (code) => failed(new Error(`the simulator exited (${code})`)));
  });
  return { baseUrl, process: child };
}

/** How many payments the API lists: its last non-empty page, found by halving. */
async function listedTotal(baseUrl: string): Promise<number> {
  const token = (await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'bench',
        client_secret: 'bench-secret-0123456789',
      }),
    })
  ).json()) as { access_token: string };
  const page = async (n: number) =>
    (
      (await (
        await fetch(`${baseUrl}/v1/payments?page=${n}&page_size=100`, {
          headers: { authorization: `Bearer ${token.access_token}` },
        })
      ).json()) as { data: unknown[] }
    ).data.length;
  let low = 1;
  let high = 2;
  while ((await page(high)) === 100) high *= 2;
  // The last page with rows is in [low, high].
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((await page(middle)) > 0) low = middle;
    else high = middle - 1;
  }
  return (low - 1) * 100 + (await page(low));
}

async function startCore(dataDir: string, send: HttpSend): Promise<ConsoleCore> {
  return startConsoleCore({
    host: 'web',
    version: 'bench',
    dataDir,
    cipher: unavailableCipher,
    exportSink: new Downloads().sink,
    confirmer: new TerminalConfirmer({ allowProduction: false, print: () => {} }),
    operator: 'bench',
    send,
    // Started below, once the profile points at the seeded API.
    mirrorStartMs: null,
  });
}

/** The bench's profile, active and with its secret (kept in memory only, as the browser host). */
async function pointAt(core: ConsoleCore, baseUrl: string): Promise<void> {
  const existing = core.profiles.list().find((p) => p.name === 'Bench API');
  const profile =
    existing ?? unwrap(core.profiles.create({ name: 'Bench API', baseUrl, clientId: 'bench' }));
  unwrap(await core.profiles.setSecret(profile.id, 'bench-secret-0123456789'));
  unwrap(core.profiles.activate(profile.id));
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }) {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function until(core: ConsoleCore, done: (s: SyncStatus) => boolean): Promise<SyncStatus> {
  return new Promise((resolve) => {
    if (done(core.payments.status())) return resolve(core.payments.status());
    const stop = core.payments.onStatus((status) => {
      if (!done(status)) return;
      stop();
      resolve(status);
    });
  });
}

export async function runFinderBench(
  count: number,
  log: (line: string) => void = () => {},
): Promise<FinderBenchReport> {
  const api = await startApi(count);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-finder-'));
  let listRequests = 0;
  // Every list page the sync asks for, counted where it leaves the console.
  const send: HttpSend = (request) => {
    if (request.method === 'GET' && /\/v1\/payments\?/.test(request.url)) listRequests++;
    return sendHttp(request);
  };
  let core: ConsoleCore | undefined;
  try {
    const total = await listedTotal(api.baseUrl);
    log(`api: ${total} payments listed (${count} seeded and the fixed seed)`);

    // The first run, restarted once a third is in: as a console closed mid-sync.
    core = await startCore(dataDir, send);
    await pointAt(core, api.baseUrl);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 250);
    const started = performance.now();
    let tenth = 0;
    const progress = (status: SyncStatus) => {
      if (status.mirrored < ((tenth + 1) * total) / 10) return;
      tenth = Math.floor((status.mirrored * 10) / total);
      const seconds = (performance.now() - started) / 1000;
      log(`  ${status.mirrored} mirrored after ${seconds.toFixed(0)} s`);
    };
    core.payments.onStatus(progress);
    core.payments.start();
    await until(core, (s) => s.mirrored >= total / 3);
    await core.close();
    const beforeRestart = listRequests;
    core = await startCore(dataDir, send);
    await pointAt(core, api.baseUrl);
    core.payments.onStatus(progress);
    core.payments.start();
    const done = await until(core, (s) => s.state.kind === 'caught_up');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const pages = Math.floor(total / 100) + 1;
    const report: Omit<FinderBenchReport, 'searches' | 'worstP95' | 'diskMb'> = {
      payments: done.mirrored,
      syncPerSecond: Math.round(total / seconds),
      memoryMb: mb(rssPeak - rssBefore),
      refetchedPages: listRequests - pages,
      lost: total - done.mirrored,
    };
    log(
      `sync: ${done.mirrored} of ${total} payments in ${seconds.toFixed(1)} s (${report.syncPerSecond} payments/s), restarted after ${beforeRestart} pages; ${listRequests} list pages for ${pages} (${report.refetchedPages} fetched twice), ${report.lost} lost`,
    );
    log(`memory: +${report.memoryMb} MB at the peak of the sync (main and the mirror's thread)`);

    const mirrorDir = join(dataDir, 'mirror');
    const disk = readdirSync(mirrorDir).reduce(
      (sum, name) => sum + statSync(join(mirrorDir, name)).size,
      0,
    );
    log(`mirror: ${mb(disk)} MB on disk`);

    const search = async (input: PaymentSearchInput) => {
      const answer = await dispatch(core!.handlers, 'finder:search', input, BROWSER_CALLER);
      if (!answer.ok) throw new Error(answer.error.message);
      return (answer.value as { rows: FoundPayment[] }).rows;
    };
    // Payments known to be there, spread over the year: what a person would look for.
    const [oldest] = await search({ order: 'oldest', limit: 1 });
    const [newest] = await search({ limit: 1 });
    let seed = 12345;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 0x1_0000_0000;
    };
    const samples: FoundPayment[] = [];
    while (samples.length < SEARCHES) {
      const at = oldest!.createdAt + Math.floor(random() * (newest!.createdAt - oldest!.createdAt));
      samples.push(...(await search({ from: at, order: 'oldest', limit: 1 })));
    }
    const kinds: Record<string, (p: FoundPayment) => PaymentSearchInput | null> = {
      'trace number': (p) => (p.traceId ? { traceId: p.traceId } : null),
      'last four + amount + the hour': (p) =>
        p.lastFour && p.currency && p.amountMinor !== null
          ? {
              lastFour: p.lastFour,
              amount: { currency: p.currency, min: p.amountMinor, max: p.amountMinor },
              from: p.createdAt - 3_600_000,
              to: p.createdAt + 3_600_000,
            }
          : null,
      'amount range ±5% with its currency + 30 days': (p) =>
        p.currency && p.amountMinor !== null
          ? {
              amount: {
                currency: p.currency,
                min: Math.floor(p.amountMinor * 0.95),
                max: Math.ceil(p.amountMinor * 1.05),
              },
              from: p.createdAt - 15 * DAY,
              to: p.createdAt + 15 * DAY,
            }
          : null,
      'amount range ±5% with its currency, any time': (p) =>
        p.currency && p.amountMinor !== null
          ? {
              amount: {
                currency: p.currency,
                min: Math.floor(p.amountMinor * 0.95),
                max: Math.ceil(p.amountMinor * 1.05),
              },
            }
          : null,
      'merchant + 7 days': (p) =>
        p.merchantId
          ? { merchantId: p.merchantId, from: p.createdAt - 7 * DAY, to: p.createdAt }
          : null,
      'a person’s payments': (p) => (p.userId ? { userId: p.userId } : null),
      'a card’s payments': (p) => (p.instrumentId ? { instrumentId: p.instrumentId } : null),
    };
    const searches: FinderBenchReport['searches'] = {};
    for (const [kind, make] of Object.entries(kinds)) {
      const times: number[] = [];
      let rows = 0;
      for (const sample of samples) {
        const query = make(sample);
        if (!query) continue;
        const start = performance.now();
        rows += (await search({ ...query, limit: 50 })).length;
        times.push(performance.now() - start);
      }
      if (times.length === 0) {
        log(`search ${kind}: no mirrored payment carries it`);
        continue;
      }
      times.sort((a, b) => a - b);
      searches[kind] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        rows: rows / times.length,
      };
      log(
        `search ${kind}: p50 ${searches[kind].p50.toFixed(2)} ms, p95 ${searches[kind].p95.toFixed(2)} ms (${searches[kind].rows.toFixed(1)} rows each, ${times.length} searches)`,
      );
    }
    const worstP95 = Math.max(...Object.values(searches).map((s) => s.p95));
    const full: FinderBenchReport = { ...report, diskMb: mb(disk), searches, worstP95 };
    log(
      `finder: ${full.payments} payments; sync ${full.syncPerSecond} payments/s; search p95 ${worstP95.toFixed(1)} ms; memory +${full.memoryMb} MB`,
    );
    return full;
  } finally {
    await core?.close();
    api.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1_000_000);
  await runFinderBench(count, (line) => console.log(line));
}
