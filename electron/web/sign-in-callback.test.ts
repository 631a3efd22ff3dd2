import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerRegistry } from '../core/ipc';
import { SIGN_IN_CALLBACK_PATH, startWebHost, type RunningWebHost } from './host';

let host: RunningWebHost;
const seen: string[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<html></html>');
  writeFileSync(join(dir, 'bridge.js'), '/* bridge */');
  host = await startWebHost({
    handlers: {} as HandlerRegistry,
    rendererDir: join(dir, 'renderer'),
    bridgeFile: join(dir, 'bridge.js'),
    signInCallback: async (url) => {
      seen.push(url.search);
      const state = url.searchParams.get('state');
      return state === 'ours-ok' ? 'signed-in' : state === 'ours-bad' ? 'failed' : 'not-ours';
    },
  });
});
afterAll(() => host.close());

const back = (query: string) =>
  fetch(`${host.origin}${SIGN_IN_CALLBACK_PATH}?${query}`, { redirect: 'manual' });

describe("the browser host's sign-in callback", () => {
  it('sends the page that began the sign-in back to the console, with its address', async () => {
    for (const state of ['ours-ok', 'ours-bad']) {
      const response = await back(`code=c&state=${state}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/#token=${host.token}`);
    }
    expect(seen).toContain('?code=c&state=ours-ok');
  });

  it('tells a callback it did not begin nothing, least of all the token', async () => {
    const response = await back('code=c&state=forged');
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).not.toContain(host.token);
  });
});
