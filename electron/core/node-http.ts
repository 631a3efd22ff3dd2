import type { request as httpsRequest } from 'node:https';

/**
 * `node:http`, taken without its ES module facade. Importing it as a module reads every one of
 * its exports, and a lazy one loads undici (Node's fetch), which costs about 70 ms before the
 * host can print its address; the console's own calls use node:http too (client/http.ts).
 */
export const nodeHttp = process.getBuiltinModule('node:http');

/** Loaded at the first https call: tls is not needed to reach the built-in simulator. */
export const nodeHttps = {
  request: (...args: Parameters<typeof httpsRequest>) =>
    process.getBuiltinModule('node:https').request(...args),
};
