import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBundleProtocolHandler } from './protocol';

let serve: (request: Request) => Promise<Response>;

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  const bundle = join(dir, 'renderer');
  mkdirSync(join(bundle, 'assets'), { recursive: true });
  writeFileSync(join(bundle, 'index.html'), '<html>app</html>');
  writeFileSync(join(bundle, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'outside the bundle');
  writeFileSync(join(dir, 'renderer-evil.txt'), 'a sibling sharing the prefix');
  serve = createBundleProtocolHandler(bundle);
});

describe('app:// protocol handler', () => {
  it('serves the bundle with its type and the CSP', async () => {
    const index = await serve(new Request('app://console/index.html'));
    expect(index.status).toBe(200);
    expect(await index.text()).toBe('<html>app</html>');
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    const js = await serve(new Request('app://console/assets/app.js'));
    expect(js.headers.get('content-type')).toContain('text/javascript');
  });

  it.each([
    'app://console/../secret.txt',
    'app://console/%2e%2e/secret.txt',
    'app://console/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://console/..%2fsecret.txt',
    'app://console/%2e%2e%2frenderer-evil.txt',
    'app://console/%00index.html',
    'app://console/%E0%A4%A',
    'app://console/missing.js',
    'app://other/index.html',
  ])('answers 404 for %s', async (url) => {
    const response = await serve(new Request(url));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
