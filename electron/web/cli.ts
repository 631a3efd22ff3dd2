import { DataFolderInUse } from '../core/fs/data-folder-lock';
import { browserHostOptions, serveBrowserHost } from './browser-host';

/** `npm run web`: the console in a browser, on loopback. */
let options: ReturnType<typeof browserHostOptions>;
try {
  options = browserHostOptions(process.argv.slice(2));
} catch (error) {
  // A refused flag is one line for a person, not a stack trace; its text quotes no password.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
try {
  await serveBrowserHost(options);
} catch (error) {
  if (!(error instanceof DataFolderInUse)) throw error;
  // One line naming the other console's process: nothing was read or written in the folder.
  console.error(error.message);
  process.exit(2);
}
