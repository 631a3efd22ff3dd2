import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { redactCrashOutput } from '../core/log';
import { redactText } from '../core/redact';
import { startConsoleCore } from '../core/runtime';
import { unavailableCipher } from '../core/secrets/cipher';
import { appVersion } from '../core/version';
import { Downloads } from './downloads';
import { startWebHost } from './host';
import { TerminalConfirmer } from './terminal-confirmer';

/** `npm run web`: the console in a browser, on loopback. */
redactCrashOutput(process, (code) => process.exit(code));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    // Production money needs a person at this terminal to read each code: opt in knowingly.
    'allow-production': { type: 'boolean', default: false },
  },
});
const root = resolve(import.meta.dirname, '../..');
const dataDir = resolve(
  values['data-dir'] ??
    join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'payments-console'),
);
const downloads = new Downloads();
// No OS keyring here: client secrets are kept in memory for this run only (and the UI says so).
const core = await startConsoleCore({
  exportSink: downloads.sink,
  host: 'web',
  version: appVersion(),
  dataDir,
  cipher: unavailableCipher,
  confirmer: new TerminalConfirmer({
    allowProduction: values['allow-production'],
    // A terminal is a log too: what a confirmation line quotes from the input is redacted.
    print: (line) => console.log(redactText(line)),
  }),
});
const host = await startWebHost({
  handlers: core.handlers,
  rendererDir: resolve(root, 'dist/renderer'),
  bridgeFile: resolve(root, 'dist/web/bridge.js'),
  port: Number(values.port),
  downloads,
});
const active = core.profiles.active();
console.log(`Payments Console (browser host), profile “${active.name}”, data in ${dataDir}`);
console.log(`Open: ${host.url}`);
console.log(
  'Only this machine can connect; the link carries this launch’s token. Ctrl+C stops it.',
);
console.log(
  values['allow-production']
    ? 'Production profiles: each money operation waits for a code printed here; type it in the console only if you asked for it.'
    : 'Production profiles: money operations are refused (start with --allow-production to confirm them with codes printed here).',
);

const stop = () => {
  void Promise.all([host.close(), core.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
