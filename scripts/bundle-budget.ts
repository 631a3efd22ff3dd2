/**
 * The renderer's first screen must stay small: the JavaScript index.html loads before
 * anything shows (its module script and the modulepreloads Vite adds for what that script
 * imports) is gzipped and summed, and more than BUDGET_BYTES fails. Every later screen is a
 * chunk fetched on first use (renderer/src/app/screens.ts) and is reported, not budgeted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * kB as Vite reports them (1,000 bytes). What the first screen runs of its libraries is most of
 * it: ReactDOM ≈ 43 kB, i18next ≈ 17, the query cache ≈ 11 and the virtual list ≈ 10, so the
 * console's own frame and instrument list have ≈ 17 kB. React is 18.3: ReactDOM 19 is ≈ 21 kB
 * more (its client adds form actions, hoisted document metadata and resource loading, none of
 * which this console uses), and with it the first screen cannot fit this budget.
 */
export const BUDGET_BYTES = 100_000;

/** The scripts a page loads up front: module scripts and modulepreloads, in document order. */
export function firstScreenScripts(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((value) => value !== undefined);
    const isScript = /^<script/i.test(tag) && attribute('type') === 'module';
    const isPreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload';
    const file = isScript ? attribute('src') : isPreload ? attribute('href') : undefined;
    if (file) files.push(file);
  }
  return files;
}

export interface BundleReport {
  firstScreen: { file: string; gzip: number }[];
  firstScreenGzip: number;
  allScriptsGzip: number;
  scriptCount: number;
}

export function measure(rendererDir: string): BundleReport {
  const gzipped = (path: string) => gzipSync(readFileSync(path)).length;
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const firstScreen = firstScreenScripts(html).map((file) => ({
    file,
    gzip: gzipped(join(rendererDir, file)),
  }));
  const scripts = readdirSync(join(rendererDir, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    firstScreen,
    firstScreenGzip: firstScreen.reduce((sum, f) => sum + f.gzip, 0),
    allScriptsGzip: scripts.reduce((sum, f) => sum + gzipped(join(rendererDir, 'assets', f)), 0),
    scriptCount: scripts.length,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = measure(resolve(import.meta.dirname, '../dist/renderer'));
  for (const { file, gzip } of report.firstScreen)
    console.log(`  ${kB(gzip).padStart(9)}  ${file}`);
  console.log(
    `first screen: ${kB(report.firstScreenGzip)} gzip in ${report.firstScreen.length} scripts (budget ${kB(BUDGET_BYTES)}); all ${report.scriptCount} scripts: ${kB(report.allScriptsGzip)} gzip`,
  );
  const problems = [
    ...(report.firstScreenGzip > BUDGET_BYTES
      ? [`the first screen loads ${kB(report.firstScreenGzip)} of JavaScript, over the budget`]
      : []),
    // Zod serves the forms; the vite config gives it its own chunk so the first screen can skip it.
    ...report.firstScreen
      .filter(({ file }) => /(^|\/)zod-[^/]*\.js$/.test(file))
      .map(({ file }) => `the first screen loads Zod (${file})`),
  ];
  for (const problem of problems) console.error(`bundle budget: ${problem}`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
