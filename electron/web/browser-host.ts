import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { redactCrashOutput, terminalLine } from '../core/log';
import { TEAM_STORE_ENV } from '../core/team-store-env';
import type { TeamStoreOption } from '../core/team-store-option';
import type { ConsoleCore } from '../core/runtime';
import { lockDataFolder, type DataFolderLock } from '../core/fs/data-folder-lock';
import { appVersion } from '../core/version';
import { RememberedLanguage } from '../core/words/remembered-language';
import { parseSeedPayments } from '../simulator/seed-count';
import { Downloads } from './downloads';
import { hostLines } from './host-lines';
import { SIGN_IN_CALLBACK_PATH, startWebHost } from './host';
import type { OidcSettings } from '../core/identity/oidc-session';
import { signInOptions } from '../core/identity/sign-in-options';

export interface BrowserHostOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  /** Production money needs a person at this terminal to read each code: opt in knowingly. */
  allowProduction: boolean;
  /** The team store to ship to and read from: `--team-store URL` or the environment. */
  teamStore?: TeamStoreOption;
  /** `--seed-payments N`: the embedded simulator starts with a year of N more payments. */
  seedPayments: number;
  /** `--oidc-*`: the company's provider signs operators in; absent, the local operator. */
  oidc?: OidcSettings;
  /** `--idle-lock-min N`: the idle lock, at most 15 minutes. */
  idleLockMinutes?: number;
}

/**
 * `--port N`, `--data-dir DIR`, `--allow-production`, `--team-store URL` (else
 * `PAYMENTS_CONSOLE_TEAM_STORE`), `--team-store-password-file FILE` and `--seed-payments N`;
 * anything else is refused, by name.
 */
export async function browserHostOptions(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<BrowserHostOptions> {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'allow-production': { type: 'boolean', default: false },
      'team-store': { type: 'string' },
      'team-store-password-file': { type: 'string' },
      'seed-payments': { type: 'string' },
      'oidc-issuer': { type: 'string' },
      'oidc-client-id': { type: 'string' },
      'oidc-client-secret-env': { type: 'string' },
      'oidc-roles-claim': { type: 'string' },
      'idle-lock-min': { type: 'string' },
    },
  });
  const signIn = signInOptions(values, env);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number (0 picks a free one), not “${values.port}”`);
  }
  const dataDir = resolve(
    values['data-dir'] ??
      join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'payments-console'),
  );
  // Its checks carry the team store's schema, and so Zod: loaded only when one is given.
  const teamStore =
    values['team-store'] !== undefined || env[TEAM_STORE_ENV] !== undefined
      ? (await import('../core/team-store-option')).teamStoreOption(
          values['team-store'],
          env,
          values['team-store-password-file'],
        )
      : undefined;
  return {
    port,
    dataDir,
    allowProduction: values['allow-production'],
    seedPayments: parseSeedPayments(values['seed-payments']),
    ...(teamStore ? { teamStore } : {}),
    ...signIn,
  };
}

/**
 * The console in a browser, on loopback (`npm run web`, and `npm start` where Electron cannot
 * run): the same core and simulator as the app, served with a per-launch token. Prints where
 * it is and stops cleanly, exit code 0, on Ctrl+C or SIGTERM, however many times they arrive.
 *
 * The address is printed as soon as the host listens, and the core (the simulator, the
 * journal, every schema of the contract) starts while the browser loads the page: the page's
 * first calls wait for it. `npm start` opens the browser at that line, so the page is on its
 * way ~0.3 s sooner. A folder in use is still refused before anything is printed.
 */
export async function serveBrowserHost(options: BrowserHostOptions): Promise<{ url: string }> {
  redactCrashOutput(process, (code) => process.exit(code));
  // Two levels up from electron/web/ when run from source, and from dist/web/ when bundled.
  const root = resolve(import.meta.dirname, '../..');
  const folder = lockDataFolder(options.dataDir, 'web');
  const language = new RememberedLanguage(options.dataDir);
  const downloads = new Downloads();
  // Importing the core takes the event loop for ~0.2 s. Begun before the address was out, it
  // held the address back; begun with the page still fetching, it held the page's files back.
  // So: once the page has its files (it runs them for longer than the core needs), or after
  // CORE_START_MS with no page, whichever comes first.
  let begin = () => {};
  const begun = new Promise<void>((go) => (begin = go));
  const fallback = setTimeout(() => begin(), CORE_START_MS);
  void begun.then(() => clearTimeout(fallback));
  // The provider sends the browser back to this host's own address, known once it listens.
  let hostOrigin: (origin: string) => void = () => {};
  const origin = new Promise<string>((known) => (hostOrigin = known));
  const starting = begun.then(() =>
    startCore(options, root, { folder, language, downloads, origin }),
  );
  // A core that fails to start is reported once, below; these only make calls wait for it.
  const handlers = starting.then((core) => core.handlers);
  const push = starting.then((core) => core.push);
  const signInCallback = options.oidc
    ? async (callback: URL) => (await starting).identity.hostCallback(callback)
    : undefined;
  handlers.catch(() => undefined);
  push.catch(() => undefined);
  const listening = startWebHost({
    handlers,
    rendererDir: resolve(root, 'dist/renderer'),
    bridgeFile: resolve(root, 'dist/web/bridge.js'),
    port: options.port,
    downloads,
    push,
    pageLanguage: () => language.current(),
    onPageFetched: () => begin(),
    ...(signInCallback ? { signInCallback } : {}),
  });
  let host: Awaited<typeof listening>;
  try {
    host = await listening;
  } catch (error) {
    // No address to open (the port is taken): the core is not started and the folder is let go.
    clearTimeout(fallback);
    folder.release();
    throw error;
  }
  hostOrigin(host.origin);
  const say = hostLines(language.current());
  console.log(terminalLine(say.started(options.dataDir)));
  console.log(`Open: ${host.url}`);
  if (options.teamStore) {
    const { withoutPassword } = await import('../core/team-store-option');
    const from = options.teamStore.source === 'flag' ? '--team-store' : TEAM_STORE_ENV;
    console.log(say.teamStore(withoutPassword(options.teamStore.url), from));
  }
  console.log(say.loopback);
  console.log(options.allowProduction ? say.productionConfirmed : say.productionRefused);

  // A terminal's Ctrl+C reaches npm and this process both, and npm passes it on: stop once.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // The host first, so calls still running finish while the journal is open; a core still
    // starting is let finish, then closed, so its journal and folder lock are left clean.
    void host
      .close()
      .then(() => starting)
      .then((core) => core.close())
      .catch(() => undefined)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);

  starting.then(
    (core) => {
      console.log(terminalLine(say.profile(core.profiles.active().name)));
      void core.profiles.warmUp();
    },
    async (error: unknown) => {
      // The core released the folder as it failed; the page's calls would only wait.
      console.error(terminalLine(say.couldNotStart(messageOf(error))));
      await host.close();
      process.exit(1);
    },
  );
  return { url: host.url };
}

/** The longest the core waits for a page to fetch its files before it starts anyway. */
const CORE_START_MS = 600;

/** The privileged side, imported when it starts: the host listens without waiting for it. */
async function startCore(
  options: BrowserHostOptions,
  root: string,
  held: {
    folder: DataFolderLock;
    language: RememberedLanguage;
    downloads: Downloads;
    origin: Promise<string>;
  },
): Promise<ConsoleCore> {
  const [{ startConsoleCore }, { unavailableCipher }, { TerminalConfirmer }] = await Promise.all([
    import('../core/runtime'),
    import('../core/secrets/cipher'),
    import('./terminal-confirmer'),
  ]);
  // No OS keyring here: client secrets are kept in memory for this run only (and the UI says so).
  return startConsoleCore({
    exportSink: held.downloads.sink,
    host: 'web',
    version: appVersion(resolve(root, 'package.json')),
    dataDir: options.dataDir,
    seedPayments: options.seedPayments,
    cipher: unavailableCipher,
    folder: held.folder,
    language: held.language,
    ...(options.teamStore ? { teamStore: options.teamStore } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.idleLockMinutes ? { idleLockMinutes: options.idleLockMinutes } : {}),
    signInRedirect: async () => `${await held.origin}${SIGN_IN_CALLBACK_PATH}`,
    confirmer: new TerminalConfirmer({
      allowProduction: options.allowProduction,
      // A terminal is a log too: what a confirmation line quotes from the input is redacted,
      // and a terminal obeys escape sequences: only visible characters reach it.
      print: (line) => console.log(terminalLine(line)),
    }),
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
