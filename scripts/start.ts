/**
 * `npm start`: the Electron app where Electron's binary is on this machine; where it is not
 * (and cannot be fetched), one line that says so, then the same console in the browser host,
 * opened in the system browser when there is one. `npm start -- --web` asks for the browser
 * host. Ctrl+C ends either with exit code 0.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as BrowserHost from '../electron/web/browser-host';
import { nodeVersionProblem } from '../electron/core/terminal/node-version';
import { browserOpener, electronBinary, launchArgs } from './launch-plan';

const tooOld = nodeVersionProblem(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}

const root = resolve(import.meta.dirname, '..');
const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
const { web, rest } = launchArgs(process.argv.slice(2));

function findElectron(): string | null {
  const found = electronBinary({ env: process.env, electronDir });
  if (found || process.env.ELECTRON_OVERRIDE_DIST_PATH) return found;
  // Electron fetches its binary on first use: give that one bounded, silent try.
  spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: 'ignore',
    timeout: 120_000,
  });
  return electronBinary({ env: process.env, electronDir });
}

const binary = web ? null : findElectron();
if (binary) {
  runElectron(binary);
} else {
  if (!web) {
    console.log(
      'Electron’s binary is not available on this machine (it could not be downloaded), so the console opens in your browser instead.',
    );
  }
  // The bundled host `npm run build` made: it starts faster than the TypeScript sources.
  const bundle = pathToFileURL(join(root, 'dist/web/browser-host.mjs')).href;
  const host = (await import(bundle)) as typeof BrowserHost;
  const { url } = await host.serveBrowserHost(await host.browserHostOptions(rest));
  openInBrowser(url);
}

function runElectron(path: string) {
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(path, [root, ...rest], { stdio: 'inherit', env });
  let interrupted = false;
  const forward = (signal: NodeJS.Signals) => () => {
    interrupted = true;
    child.kill(signal);
  };
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  child.on('exit', (code) => process.exit(interrupted ? 0 : (code ?? 0)));
}

function openInBrowser(url: string) {
  const opener = browserOpener(url, process.platform, process.env);
  if (!opener) return;
  try {
    const child = spawn(opener.command, opener.args, {
      detached: true,
      stdio: 'ignore',
      windowsVerbatimArguments: opener.verbatim === true,
    });
    // No browser, or no opener installed: the URL is printed above, which is enough.
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // As above.
  }
}
