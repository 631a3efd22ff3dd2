import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { redactCrashOutput, terminalLine } from '../core/log';
import {
  TEAM_STORE_ENV,
  teamStoreOption,
  withoutPassword,
  type TeamStoreOption,
} from '../core/team-store-option';
import { startConsoleCore } from '../core/runtime';
import { parseSeedPayments } from '../simulator/bulk-payments';
import { unavailableCipher } from '../core/secrets/cipher';
import { appVersion } from '../core/version';
import { Downloads } from './downloads';
import { startWebHost } from './host';
import { TerminalConfirmer } from './terminal-confirmer';

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
}

/**
 * `--port N`, `--data-dir DIR`, `--allow-production`, `--team-store URL` (else
 * `PAYMENTS_CONSOLE_TEAM_STORE`), `--team-store-password-file FILE` and `--seed-payments N`;
 * anything else is
 * refused, by name.
 */
export function browserHostOptions(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): BrowserHostOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'allow-production': { type: 'boolean', default: false },
      'team-store': { type: 'string' },
      'team-store-password-file': { type: 'string' },
      'seed-payments': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number (0 picks a free one), not “${values.port}”`);
  }
  const dataDir = resolve(
    values['data-dir'] ??
      join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'payments-console'),
  );
  const teamStore = teamStoreOption(values['team-store'], env, values['team-store-password-file']);
  return {
    port,
    dataDir,
    allowProduction: values['allow-production'],
    seedPayments: parseSeedPayments(values['seed-payments']),
    ...(teamStore ? { teamStore } : {}),
  };
}

/**
 * The console in a browser, on loopback (`npm run web`, and `npm start` where Electron cannot
 * run): the same core and simulator as the app, served with a per-launch token. Prints where
 * it is and stops cleanly, exit code 0, on Ctrl+C or SIGTERM, however many times they arrive.
 */
export async function serveBrowserHost(options: BrowserHostOptions): Promise<{ url: string }> {
  redactCrashOutput(process, (code) => process.exit(code));
  // Two levels up from electron/web/ when run from source, and from dist/web/ when bundled.
  const root = resolve(import.meta.dirname, '../..');
  const downloads = new Downloads();
  // No OS keyring here: client secrets are kept in memory for this run only (and the UI says so).
  const core = await startConsoleCore({
    exportSink: downloads.sink,
    host: 'web',
    version: appVersion(resolve(root, 'package.json')),
    dataDir: options.dataDir,
    seedPayments: options.seedPayments,
    cipher: unavailableCipher,
    ...(options.teamStore ? { teamStore: options.teamStore } : {}),
    confirmer: new TerminalConfirmer({
      allowProduction: options.allowProduction,
      // A terminal is a log too: what a confirmation line quotes from the input is redacted,
      // and a terminal obeys escape sequences: only visible characters reach it.
      print: (line) => console.log(terminalLine(line)),
    }),
  });
  const host = await startWebHost({
    handlers: core.handlers,
    rendererDir: resolve(root, 'dist/renderer'),
    bridgeFile: resolve(root, 'dist/web/bridge.js'),
    port: options.port,
    downloads,
    push: core.push,
  });
  const active = core.profiles.active();
  console.log(
    terminalLine(
      `Payments Console (browser host), profile “${active.name}”, data in ${options.dataDir}`,
    ),
  );
  console.log(`Open: ${host.url}`);
  void core.profiles.warmUp();
  if (options.teamStore) {
    const from = options.teamStore.source === 'flag' ? '--team-store' : TEAM_STORE_ENV;
    console.log(`Team store: ${withoutPassword(options.teamStore.url)} (from ${from})`);
  }
  console.log(
    'Only this machine can connect; the link carries this launch’s token. Ctrl+C stops it.',
  );
  console.log(
    options.allowProduction
      ? 'Production profiles: each money operation waits for a code printed here; type it in the console only if you asked for it.'
      : 'Production profiles: money operations are refused (start with --allow-production to confirm them with codes printed here).',
  );

  // A terminal's Ctrl+C reaches npm and this process both, and npm passes it on: stop once.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // The host first, so calls still running finish while the journal is open.
    void host
      .close()
      .finally(() => core.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  return { url: host.url };
}
