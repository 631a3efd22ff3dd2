import { CHANNELS } from '../../shared/channels';
import { expect, test } from '../fixtures';

test.describe('the renderer is untrusted and fenced in', () => {
  test('window.api is the contract and nothing more; no Node in the page', async ({
    page,
    console: app,
  }) => {
    await app.open(page);
    const surface = await page.evaluate(() => {
      const api = (window as unknown as { api: Record<string, Record<string, unknown>> }).api;
      return {
        names: Object.entries(api).flatMap(([area, verbs]) =>
          Object.keys(verbs).map((v) => `${area}:${v}`),
        ),
        ipcRenderer: typeof (api as Record<string, unknown>).ipcRenderer,
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      };
    });
    expect(surface.names.sort()).toEqual([...CHANNELS].sort());
    expect(surface).toMatchObject({
      ipcRenderer: 'undefined',
      require: 'undefined',
      process: 'undefined',
    });
  });

  test('the CSP stops an injected inline script', async ({ page, console: app }) => {
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await app.open(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.join('\n')).toContain('Content Security Policy');
  });

  test('a call without the launch token is refused by the host', async ({ page, console: app }) => {
    await app.open(page);
    const status = await page.evaluate(async () => {
      const response = await fetch('/ipc/instruments:list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: {} }),
      });
      return response.status;
    });
    expect(status).toBe(401);
  });

  test('a channel outside the contract is refused even with the token', async ({
    page,
    console: app,
  }) => {
    await app.open(page);
    const answer = await page.evaluate(async (token) => {
      const response = await fetch('/ipc/shell:openExternal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-console-token': token },
        body: JSON.stringify({ input: 'file:///etc/passwd' }),
      });
      return response.json();
    }, app.host.token);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});
