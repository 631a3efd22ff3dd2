import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startConsoleCore } from '../core/runtime';
import { appVersion } from '../core/version';
import { startWebHost } from './host';

/** `npm run web`: the console in a browser, on loopback, against the embedded simulator. */
const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const root = resolve(import.meta.dirname, '../..');
const core = await startConsoleCore({ host: 'web', version: appVersion() });
const host = await startWebHost({
  handlers: core.handlers,
  rendererDir: resolve(root, 'dist/renderer'),
  bridgeFile: resolve(root, 'dist/web/bridge.js'),
  port: Number(values.port),
});
console.log(`Payments Console (browser host) on the ${core.profile.name.toLowerCase()}.`);
console.log(`Open: ${host.url}`);
console.log(
  'Only this machine can connect; the link carries this launch’s token. Ctrl+C stops it.',
);

const stop = () => {
  void Promise.all([host.close(), core.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
