/**
 * `npm run bench:startup`: from launching the browser host (as `npm run web` does, a fresh
 * process) to the first screen being interactive in Chromium: on a new, empty data folder, and
 * on one holding a 100,000-operation journal with its index, as a console used for years
 * leaves it. Interactive: the instrument list has loaded its rows, and a key typed in its
 * search box has filtered them. Chromium is started beforehand, as a user's browser already
 * is, with its tab open and idle (its processes quiet, not only the tab). Runs `npm run build:renderer` first, as `npm run web` does.
 *
 * It first measures the floor, the same way: a host of a few lines and a page that loads rows
 * and filters them (bench-floor-host.mjs). The console's own share is its figure minus that.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import { writeHistory } from '../electron/core/journal/bench-history';
import { Journal } from '../electron/core/journal/journal';
import { findChromium } from './chromium-path';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Sample {
  /** The host printed its URL. */
  hostReady: number;
  /** The page's load event. */
  loaded: number;
  /** Rows shown and a keystroke answered. */
  interactive: number;
}

/**
 * Resolves in the page once a status region says `words`. One call that the page answers when
 * its DOM changes: a locator would poll from here through Playwright's injected script, and on
 * two cores that costs the page ~100 ms it would not spend for a person.
 */
const statusSays = (words: string) => `new Promise((done) => {
  const said = () => [...document.querySelectorAll('[role=status]')]
    .some((region) => region.textContent.includes(${JSON.stringify(words)}));
  if (said()) return done();
  const watch = new MutationObserver(() => said() && (watch.disconnect(), done()));
  watch.observe(document, { subtree: true, childList: true, characterData: true });
})`;

const FOCUS_SEARCH = `[...document.querySelectorAll('input')]
  .find((box) => box.labels?.[0]?.textContent.includes('Search instruments')
    || box.getAttribute('aria-label') === 'Search instruments')
  .focus()`;

async function launchToInteractive(browser: Browser, hostArgs: string[]): Promise<Sample> {
  // A tab already open, as in the browser someone pastes the link into: its renderer has
  // started and gone idle before the clock starts.
  const page = await browser.newPage();
  // With a bound: Chromium sometimes never calls back a blank tab's idle callback.
  await page.evaluate('new Promise((idle) => requestIdleCallback(idle, { timeout: 1000 }))');
  await untilBrowserQuiet();
  const started = performance.now();
  const host = spawn(process.execPath, hostArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((done) => host.on('exit', done));
  try {
    const url = await new Promise<string>((found, failed) => {
      createInterface({ input: host.stdout! }).on('line', (line) => {
        const match = /^Open: (\S+)$/.exec(line);
        if (match) found(match[1]!);
      });
      void exited.then(() => failed(new Error('the browser host exited before printing its URL')));
    });
    const hostReady = performance.now() - started;
    await page.goto(url);
    const loaded = performance.now() - started;
    // A first screen that never comes (the core failed, a page error) ends the bench with what
    // the page shows, instead of waiting without end.
    const orGiveUp = async (waiting: Promise<unknown>, what: string) => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<never>((_, failed) => {
        timer = setTimeout(() => {
          void page
            .evaluate('document.body.innerText')
            .catch(() => '(the page is gone)')
            .then((shown) =>
              failed(
                new Error(`no ${what} within ${GIVE_UP_MS} ms; the page shows:\n${String(shown)}`),
              ),
            );
        }, GIVE_UP_MS);
      });
      const hostGone = exited.then(() => {
        throw new Error(`the browser host exited before the ${what}`);
      });
      try {
        await Promise.race([waiting, gaveUp, hostGone]);
      } finally {
        clearTimeout(timer);
      }
    };
    await orGiveUp(page.evaluate(statusSays('instruments loaded')), 'instrument rows');
    await page.evaluate(FOCUS_SEARCH);
    await page.keyboard.type('v');
    await orGiveUp(page.evaluate(statusSays('loaded instruments match')), 'filtered rows');
    const interactive = performance.now() - started;
    return { hostReady, loaded, interactive };
  } finally {
    await page.close();
    host.kill('SIGINT');
    await exited;
  }
}

/**
 * Waits until the browser's processes have been quiet for a moment. A new tab's own idle
 * callback is no sign of that: after it, Chromium kept both cores of this machine busy for
 * ~1.1 s (~170 ms of CPU every 100 ms) setting up the tab's context, and a console launched
 * then was measured sharing the machine with Chromium's chores, which a browser someone has had
 * open for a while has long finished. Where processes cannot be read (no /proc), a fixed pause.
 */
async function untilBrowserQuiet(): Promise<void> {
  const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
  if (!existsSync('/proc/self/stat')) return pause(2000);
  const QUIET_MS = 300;
  const deadline = performance.now() + 10_000;
  let last = childrenCpuMs();
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    await pause(50);
    const now = childrenCpuMs();
    // Under 10 % of one core: the odd timer, not a chore.
    if (now - last > 5) quietSince = performance.now();
    last = now;
    if (performance.now() - quietSince >= QUIET_MS) return;
  }
}

/** CPU time (ms) used so far by every process below this one: the browser and its helpers. */
function childrenCpuMs(): number {
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, …, utime (12th), stime (13th).
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(name), Number(fields[1]));
      used.set(Number(name), (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS));
    } catch {
      // A process that ended while being read.
    }
  }
  const below = (pid: number): boolean => {
    for (let up = parents.get(pid); up !== undefined && up > 1; up = parents.get(up)) {
      if (up === process.pid) return true;
    }
    return false;
  };
  let total = 0;
  for (const [pid, ms] of used) if (below(pid)) total += ms;
  return total;
}

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ), 100 on every usual kernel. */
const CLOCK_TICKS = 100;

/** Far beyond any start-up: only a console that will not show its first screen reaches it. */
const GIVE_UP_MS = 30_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const consoleHost = (dataDir: string) => ['dist/web/cli.mjs', '--port', '0', '--data-dir', dataDir];

/** `hostArgs(run)` launches each run; run 0 is a warm-up (file cache), not counted. */
async function measure(browser: Browser, label: string, hostArgs: (run: number) => string[]) {
  const samples: Sample[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const sample = await launchToInteractive(browser, hostArgs(run));
    if (run > 0) samples.push(sample);
  }
  const pick = (key: keyof Sample) => median(samples.map((s) => s[key])).toFixed(0);
  console.log(
    `${label}: first screen interactive ${pick('interactive')} ms (host ready ${pick('hostReady')} ms, page loaded ${pick('loaded')} ms); median of ${RUNS}, worst ${Math.max(...samples.map((s) => s.interactive)).toFixed(0)} ms`,
  );
}

const found = findChromium({
  env: process.env,
  platform: process.platform,
  playwrightPath: () => chromium.executablePath(),
});
if (!found.ok) {
  console.error(found.message);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: found.path,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const folders: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
try {
  await measure(browser, 'floor: a minimal host/page  (no goal)', () => [
    'scripts/bench-floor-host.mjs',
  ]);
  // A first start: a new, empty data folder every time.
  await measure(browser, 'empty data folder          (goal: 800 ms)', () =>
    consoleHost(folder('bench-startup-')),
  );
  // A console that has been used for years: the same folder each time, its journal indexed.
  const used = folder('bench-startup-used-');
  writeHistory(join(used, 'journal'), 100_000);
  const journal = new Journal(join(used, 'journal'));
  await journal.query({ outcomes: ['unknown'] });
  await journal.close();
  await measure(browser, '100,000-operation journal  (goal: 800 ms)', () => consoleHost(used));
} finally {
  await browser.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
