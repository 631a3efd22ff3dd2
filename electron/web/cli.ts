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
await serveBrowserHost(options);
