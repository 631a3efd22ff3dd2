import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../core/testing/core-fixture';
import { startWebHost, type RunningWebHost } from './host';

let f: CoreFixture;
let host: RunningWebHost;

beforeAll(async () => {
  f = await coreFixture();
  const dir = mkdtempSync(join(tmpdir(), 'push-host-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<html><head></head></html>');
  writeFileSync(join(dir, 'bridge.js'), '');
  host = await startWebHost({
    handlers: f.core.handlers,
    rendererDir: join(dir, 'renderer'),
    bridgeFile: join(dir, 'bridge.js'),
    push: f.core.push,
  });
});
afterAll(async () => {
  await host.close();
  await f.core.close();
});

interface Event {
  event: string;
  data: { active: { id: string; name: string; revision: number }; change: string };
}

/** A page listening as the bridge does: fetch with the token, the stream read as it arrives. */
async function listen(token = host.token) {
  const controller = new AbortController();
  const response = await fetch(`${host.origin}/push`, {
    headers: { 'x-console-token': token },
    signal: controller.signal,
  });
  const events: Event[] = [];
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffered += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const event = /^event: (.+)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) as Event['data'] });
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  return { response, events, stop: () => controller.abort() };
}

describe('the browser host pushes profile changes to every page', () => {
  it('refuses a page without this launch’s token', async () => {
    const page = await listen('not-the-token');
    expect(page.response.status).toBe(401);
    page.stop();
  });

  it('tells two pages at once that another profile is active, after telling each what is active now', async () => {
    const a = await listen();
    const b = await listen();
    expect(a.response.headers.get('content-type')).toBe('text/event-stream');
    // Each page is also told how fresh the payments mirror is; this test follows the profiles.
    const said = (page: { events: Event[] }) =>
      page.events.filter((e) => e.event === 'profiles:changed');
    await expect.poll(() => [said(a).length, said(b).length]).toEqual([1, 1]);
    expect(said(a)[0]).toMatchObject({
      event: 'profiles:changed',
      data: { active: { id: 'simulator' }, change: 'current' },
    });

    const created = await f.call('profiles:create', {
      name: 'Acquirer B',
      baseUrl: 'https://acquirer-b.example',
      clientId: 'b',
    });
    await f.call('profiles:activate', { id: created.value.id });
    const revision = f.core.profiles.active().revision;
    for (const page of [a, b]) {
      await expect
        .poll(() => said(page).at(-1))
        .toEqual({
          event: 'profiles:changed',
          data: {
            active: { id: created.value.id, name: 'Acquirer B', revision },
            change: 'activated',
            profileId: created.value.id,
          },
        });
    }
    a.stop();
    b.stop();
  });
});
