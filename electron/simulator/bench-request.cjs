'use strict';
/*
 * autocannon's setupRequest for bench.ts. It runs in autocannon's worker thread, and workers mode
 * only takes a file it can require (a closure cannot cross threads), hence plain CommonJS.
 * Every request gets a fresh Idempotency-Key, so each one is a real authorization.
 */
const run = globalThis.crypto.randomUUID();
let sent = 0;

module.exports = function setupRequest(request) {
  sent += 1;
  return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-${run}-${sent}` } };
};
