/*
 * `npm run bench:finder [N]`: the finder as the console runs it, at N payments (default
 * 1,000,000), outside the test suite. The simulator, seeded with N, runs in a process of its
 * own, as an API would; so does the console's core (bench-finder-console.ts), which mirrors it
 * through the real sync (its ApiClient, its worker thread, pages with their cursor). A third
 * of the way in, that process is SIGKILLed, as a crash or a power button would; a new one
 * resumes from what is on disk, and reports rows lost (must be 0) and pages fetched twice (at
 * most the one in flight), then answers each kind of search through its finder:search handler,
 * as a page asks it. Ends with one line:
 * `finder: N payments; sync X payments/s; search p95 Y ms; memory +Z MB`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { ConsoleLine } from './bench-finder-console';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface FinderBenchReport {
  payments: number;
  syncPerSecond: number;
  /** CPU time (every thread of the console's process) per 10,000 payments mirrored, in ms. */
  cpuMsPer10k: number;
  diskMb: number;
  memoryMb: number;
  /** p50/p95 (ms) and rows found per search, by kind. */
  searches: Record<string, { p50: number; p95: number; rows: number }>;
  worstP95: number;
  /** Payments on disk when the sync was killed, and what the restarted console said at once. */
  onDiskAtKill: number;
  reportedAtRestart: number;
  /** List pages asked for more than once over the kill and the restart. */
  refetchedPages: number;
  /** Payments the API lists that the mirror does not have after the restart. */
  lost: number;
}

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

/** The console in a process of its own; each JSON line it says goes to `hear`. */
function startConsole(
  dataDir: string,
  baseUrl: string,
  search: boolean,
  hear: (line: ConsoleLine) => void,
): { process: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'electron/core/mirror/bench-finder-console.ts',
      dataDir,
      baseUrl,
      ...(search ? ['--search'] : []),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) hear(JSON.parse(line) as ConsoleLine);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { process: child, exited };
}

/** Rows in the mirror file, read after its process is gone (it holds the file exclusively). */
function rowsOnDisk(dataDir: string): number {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  const files = readdirSync(join(dataDir, 'mirror')).filter((f) => f.endsWith('.sqlite'));
  const db = new DatabaseSync(join(dataDir, 'mirror', files[0]!));
  try {
    return (db.prepare('SELECT count(*) AS n FROM payments').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export async function runFinderBench(
  count: number,
  log: (line: string) => void = () => {},
): Promise<FinderBenchReport> {
  const api = await startApi(count);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-finder-'));
  const asked = new Map<number, number>();
  let memoryPeak = 0;
  let cpuMs = 0;
  let running: ReturnType<typeof startConsole> | undefined;
  try {
    const total = await listedTotal(api.baseUrl);
    log(`api: ${total} payments listed (${count} seeded and the fixed seed)`);
    const started = performance.now();
    let tenth = 0;
    const progress = (mirrored: number) => {
      if (mirrored < ((tenth + 1) * total) / 10) return;
      tenth = Math.floor((mirrored * 10) / total);
      const seconds = (performance.now() - started) / 1000;
      log(`  ${mirrored} mirrored after ${seconds.toFixed(0)} s`);
    };

    // The first console, killed with SIGKILL once a third is in: nothing of it closes cleanly.
    let firstCpu = 0;
    await new Promise<void>((killed) => {
      running = startConsole(dataDir, api.baseUrl, false, (line) => {
        if (line.kind === 'list') asked.set(line.page, (asked.get(line.page) ?? 0) + 1);
        if (line.kind !== 'status') return;
        memoryPeak = Math.max(memoryPeak, line.rssPeakGrowth);
        firstCpu = line.cpuMs;
        progress(line.status.mirrored);
        if (line.status.mirrored >= total / 3 && !running!.process.killed) {
          running!.process.kill('SIGKILL');
          killed();
        }
      });
    });
    await running!.exited;
    cpuMs += firstCpu;
    const onDiskAtKill = rowsOnDisk(dataDir);
    const pagesAtKill = [...asked.values()].reduce((a, b) => a + b, 0);

    // The second resumes: its first word must already count what is on disk.
    let reportedAtRestart: number | null = null;
    let finalMirrored = 0;
    let secondCpu = 0;
    let syncSeconds = 0;
    let searches: Extract<ConsoleLine, { kind: 'searches' }>['searches'] = {};
    running = startConsole(dataDir, api.baseUrl, true, (line) => {
      if (line.kind === 'list') asked.set(line.page, (asked.get(line.page) ?? 0) + 1);
      if (line.kind === 'searches') searches = line.searches;
      if (line.kind !== 'status') return;
      reportedAtRestart ??= line.status.profileId ? line.status.mirrored : null;
      memoryPeak = Math.max(memoryPeak, line.rssPeakGrowth);
      secondCpu = line.cpuMs;
      finalMirrored = line.status.mirrored;
      progress(finalMirrored);
      if (line.status.state.kind === 'caught_up' && syncSeconds === 0) {
        syncSeconds = (performance.now() - started) / 1000;
      }
    });
    const code = await running.exited;
    if (code !== 0) throw new Error(`the restarted console exited with ${code}`);
    cpuMs += secondCpu;
    const pages = Math.floor(total / 100) + 1;
    const refetchedPages = [...asked.values()].reduce((sum, n) => sum + n - 1, 0);
    const lost = total - rowsOnDisk(dataDir);
    const syncPerSecond = Math.round(total / syncSeconds);
    const cpuMsPer10k = Math.round((cpuMs * 10_000) / total);
    log(
      `sync: ${finalMirrored} of ${total} payments in ${syncSeconds.toFixed(1)} s (${syncPerSecond} payments/s), SIGKILLed after ${pagesAtKill} pages with ${onDiskAtKill} on disk; restarted, it said ${reportedAtRestart ?? 'nothing'} at once; ${pages} pages listed, ${refetchedPages} fetched twice, ${lost} lost`,
    );
    log(`cpu: ${cpuMsPer10k} ms per 10,000 payments (all of the console's threads)`);
    log(`memory: +${mb(memoryPeak)} MB at the peak of the sync (main and the mirror's thread)`);

    const mirrorDir = join(dataDir, 'mirror');
    const disk = readdirSync(mirrorDir).reduce(
      (sum, name) => sum + statSync(join(mirrorDir, name)).size,
      0,
    );
    log(`mirror: ${mb(disk)} MB on disk`);
    for (const [kind, s] of Object.entries(searches)) {
      log(
        `search ${kind}: p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms (${s.rows.toFixed(1)} rows each, ${s.count} searches)`,
      );
    }
    const worstP95 = Math.max(...Object.values(searches).map((s) => s.p95));
    const report: FinderBenchReport = {
      payments: finalMirrored,
      syncPerSecond,
      cpuMsPer10k,
      diskMb: mb(disk),
      memoryMb: mb(memoryPeak),
      searches,
      worstP95,
      onDiskAtKill,
      reportedAtRestart: reportedAtRestart ?? -1,
      refetchedPages,
      lost,
    };
    log(
      `finder: ${report.payments} payments; sync ${syncPerSecond} payments/s; search p95 ${worstP95.toFixed(1)} ms; memory +${report.memoryMb} MB`,
    );
    return report;
  } finally {
    running?.process.kill('SIGKILL');
    api.process.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2] ?? 1_000_000);
  await runFinderBench(count, (line) => console.log(line));
}
