import { nodeVersionProblem } from '../core/terminal/node-version';

const tooOld = nodeVersionProblem(process.versions.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
// Loaded after the check: on an older Node these fail with a missing export, not a sentence.
const { enableCompileCache } = await import('node:module');
const { DataFolderInUse } = await import('../core/fs/data-folder-lock');
const { promptPassword } = await import('../core/terminal/password-prompt');
const { portProblem } = await import('../core/terminal/port-problem');

// V8 keeps the compiled host between launches (Node's own cache, in the temporary folder):
// compiling its 0.9 MB again was ~80 ms of every start. Before the import it applies to.
enableCompileCache();
const { browserHostOptions, serveBrowserHost } = await import('./browser-host');

/** `npm run web`: the console in a browser, on loopback. */
let options: Awaited<ReturnType<typeof browserHostOptions>>;
try {
  options = await browserHostOptions(process.argv.slice(2));
} catch (error) {
  // A refused flag is one line for a person, not a stack trace; its text quotes no password.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const store = options.teamStore;
if (store && store.password === undefined && process.stdin.isTTY) {
  // Nothing gave a password (a file, the environment): a person at the terminal types it.
  const { username, host } = new URL(store.url);
  try {
    store.password = await promptPassword(
      `Team store password for ${decodeURIComponent(username)}@${host} (Enter for none): `,
      process.stdin,
      process.stdout,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  if (store.password === '') delete store.password;
}
try {
  await serveBrowserHost(options);
} catch (error) {
  // One line naming the other console's process, or saying the port is taken: a person's to fix.
  const line = error instanceof DataFolderInUse ? error.message : portProblem(error, options.port);
  if (line === undefined) throw error;
  console.error(line);
  process.exit(2);
}
