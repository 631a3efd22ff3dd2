import { browserHostOptions, serveBrowserHost } from './browser-host';

/** `npm run web`: the console in a browser, on loopback. */
await serveBrowserHost(browserHostOptions(process.argv.slice(2)));
