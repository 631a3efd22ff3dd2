/*
 * The console side of `npm run bench:finder`, in a process of its own so that the bench can
 * SIGKILL it mid-sync as a crash would, and so that its memory and CPU time are the console's
 * alone. Mirrors the API at `baseUrl` into `dataDir`; says on stdout, one JSON line each:
 * every list page it asks for (before asking, so a kill cannot hide one), its status at every
 * change with its memory and CPU time since the sync began, and, with `--search`, once caught
 * up, each kind of search timed through finder:search as a page asks it.
 */
import type {
  FoundPayment,
  PaymentSearchInput,
  PaymentSearchPage,
} from '../../../shared/schemas/payment-search';
import { sendHttp, type HttpSend } from '../client/http';
import { dispatch } from '../ipc/dispatch';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { unavailableCipher } from '../secrets/cipher';
import { Downloads } from '../../web/downloads';
import { TerminalConfirmer } from '../../web/terminal-confirmer';
import { BROWSER_CALLER } from '../words/languages';
import type { SyncStatus } from './payments-sync';

const DAY = 86_400_000;
const SEARCHES = 200;

/** What this process says, one JSON object a line. */
export type ConsoleLine =
  | { kind: 'list'; page: number }
  | {
      kind: 'status';
      status: SyncStatus;
      /** Resident memory now, and its peak, over what it was when the sync began (bytes). */
      rssGrowth: number;
      rssPeakGrowth: number;
      /** CPU time of every thread of this process since the sync began (ms). */
      cpuMs: number;
    }
  | {
      kind: 'searches';
      searches: Record<string, { p50: number; p95: number; rows: number; count: number }>;
    };

const say = (line: ConsoleLine) => process.stdout.write(`${JSON.stringify(line)}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }) {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Users read as a back-office person would: the API lists none, so the mirror learns these. */
const USERS_READ = 200;

async function searchEverything(core: ConsoleCore): Promise<void> {
  const users: string[] = [];
  for (let n = 1; n <= USERS_READ; n++) {
    const userId = `usr-bulk-${String(n * 7).padStart(5, '0')}`;
    const read = await dispatch(core.handlers, 'users:get', { user_id: userId }, BROWSER_CALLER);
    if (read.ok) users.push(userId);
  }
  const search = async (input: PaymentSearchInput) => {
    const answer = await dispatch(core.handlers, 'finder:search', input, BROWSER_CALLER);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value as PaymentSearchPage;
  };
  // Payments known to be there, spread over the year: what a person would look for.
  const [oldest] = (await search({ order: 'oldest', limit: 1 })).rows;
  const [newest] = (await search({ limit: 1 })).rows;
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 0x1_0000_0000;
  };
  const samples: FoundPayment[] = [];
  while (samples.length < SEARCHES) {
    const at = oldest!.createdAt + Math.floor(random() * (newest!.createdAt - oldest!.createdAt));
    samples.push(...(await search({ from: at, order: 'oldest', limit: 1 })).rows);
  }
  const amountRange = (p: FoundPayment) => ({
    currency: p.currency!,
    min: Math.floor(p.amountMinor! * 0.95),
    max: Math.ceil(p.amountMinor! * 1.05),
  });
  let next = 0;
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
        ? { amount: amountRange(p), from: p.createdAt - 15 * DAY, to: p.createdAt + 15 * DAY }
        : null,
    'amount range ±5% with its currency, any time': (p) =>
      p.currency && p.amountMinor !== null ? { amount: amountRange(p) } : null,
    'merchant + 7 days': (p) =>
      p.merchantId
        ? { merchantId: p.merchantId, from: p.createdAt - 7 * DAY, to: p.createdAt }
        : null,
    // One of the users read above, in turn: a person's history, from the reverse index.
    'a person’s payments': () => (users.length ? { userId: users[next++ % users.length]! } : null),
    'a card’s payments': (p) => (p.instrumentId ? { instrumentId: p.instrumentId } : null),
  };
  const searches: Extract<ConsoleLine, { kind: 'searches' }>['searches'] = {};
  for (const [kind, make] of Object.entries(kinds)) {
    const times: number[] = [];
    let rows = 0;
    for (const sample of samples) {
      const query = make(sample);
      if (!query) continue;
      const start = performance.now();
      rows += (await search({ ...query, limit: 50 })).rows.length;
      times.push(performance.now() - start);
    }
    if (times.length === 0) continue;
    times.sort((a, b) => a - b);
    searches[kind] = {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      rows: rows / times.length,
      count: times.length,
    };
  }
  say({ kind: 'searches', searches });
}

async function main(): Promise<void> {
  const [dataDir, baseUrl, mode] = process.argv.slice(2);
  // Every list page the sync asks for, said where it leaves the console.
  const send: HttpSend = (request) => {
    const page = /\/v1\/payments\?(?:.*&)?page=(\d+)/.exec(request.url)?.[1];
    if (request.method === 'GET' && page !== undefined) say({ kind: 'list', page: Number(page) });
    return sendHttp(request);
  };
  const core = await startConsoleCore({
    host: 'web',
    version: 'bench',
    dataDir: dataDir!,
    cipher: unavailableCipher,
    exportSink: new Downloads().sink,
    confirmer: new TerminalConfirmer({ allowProduction: false, print: () => {} }),
    operator: 'bench',
    send,
    // Started below, once the profile points at the seeded API.
    mirrorStartMs: null,
  });
  const existing = core.profiles.list().find((p) => p.name === 'Bench API');
  const profile =
    existing ??
    unwrap(core.profiles.create({ name: 'Bench API', baseUrl: baseUrl!, clientId: 'bench' }));
  unwrap(await core.profiles.setSecret(profile.id, 'bench-secret-0123456789'));
  unwrap(core.profiles.activate(profile.id));

  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 250);
  const report = (status: SyncStatus) => {
    const rss = process.memoryUsage().rss;
    rssPeak = Math.max(rssPeak, rss);
    const cpu = process.cpuUsage(cpuBefore);
    say({
      kind: 'status',
      status,
      rssGrowth: rss - rssBefore,
      rssPeakGrowth: rssPeak - rssBefore,
      cpuMs: (cpu.user + cpu.system) / 1000,
    });
  };
  const caughtUp = new Promise<void>((resolve) => {
    core.payments.onStatus((status) => {
      report(status);
      if (status.profileId === profile.id && status.state.kind === 'caught_up') resolve();
    });
  });
  core.payments.start();
  await caughtUp;
  clearInterval(sampler);
  if (mode === '--search') {
    // A sync longer than the idle lock (at a load of ~20 a million took 25 min) leaves the
    // console locked, as a person finds it back at the desk: they unlock it, then search.
    unwrap(core.identity.unlockLocal('bench'));
    await searchEverything(core);
  }
  await core.close();
}

await main();
