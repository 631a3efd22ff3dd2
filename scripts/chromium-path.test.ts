import { describe, expect, it } from 'vitest';
import { findChromium, INSTALL_COMMAND } from './chromium-path';

const PLAYWRIGHT = '/home/qa/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function lookup(
  present: string[],
  env: NodeJS.ProcessEnv = {},
  platform: NodeJS.Platform = 'linux',
) {
  return findChromium({
    env,
    platform,
    playwrightPath: () => PLAYWRIGHT,
    exists: (path) => present.includes(path),
  });
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and says so when it names nothing', () => {
    expect(lookup([PLAYWRIGHT, '/opt/chromium'], { CHROMIUM_PATH: '/opt/chromium' })).toEqual({
      ok: true,
      path: '/opt/chromium',
      source: 'CHROMIUM_PATH',
    });
    expect(lookup([PLAYWRIGHT], { CHROMIUM_PATH: '/opt/none' })).toEqual({
      ok: false,
      message: 'CHROMIUM_PATH is /opt/none, which does not exist.',
    });
  });

  it("prefers Playwright's own browser, when installed, to the system's", () => {
    expect(lookup([PLAYWRIGHT, '/usr/bin/chromium'])).toMatchObject({
      path: PLAYWRIGHT,
      source: 'playwright',
    });
    expect(lookup(['/usr/bin/google-chrome', '/usr/bin/chromium'])).toMatchObject({
      path: '/usr/bin/chromium',
      source: 'system',
    });
  });

  it('finds Chrome where macOS and Windows install it', () => {
    expect(
      lookup(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], {}, 'darwin'),
    ).toMatchObject({ ok: true, source: 'system' });
    expect(
      lookup(
        ['/Users/qa/Applications/Chromium.app/Contents/MacOS/Chromium'],
        { HOME: '/Users/qa' },
        'darwin',
      ),
    ).toMatchObject({ ok: true });
    const windows = {
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\qa\\AppData\\Local',
    };
    expect(
      lookup(
        ['C:\\Users\\qa\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'],
        windows,
        'win32',
      ),
    ).toMatchObject({ ok: true });
    expect(
      lookup(
        ['C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe'],
        windows,
        'win32',
      ),
    ).toMatchObject({ ok: true });
    // A Linux path means nothing on Windows.
    expect(lookup(['/usr/bin/chromium'], windows, 'win32').ok).toBe(false);
  });

  it('fails in one line that names the command installing one', () => {
    const none = lookup([]);
    expect(none.ok).toBe(false);
    if (none.ok) return;
    expect(none.message).toContain(INSTALL_COMMAND);
    expect(none.message).not.toContain('\n');
  });

  it('copes with a Playwright that has no Chromium build for this OS', () => {
    const found = findChromium({
      env: {},
      platform: 'linux',
      playwrightPath: () => {
        throw new Error('Unsupported platform');
      },
      exists: (path) => path === '/usr/bin/chromium',
    });
    expect(found).toMatchObject({ ok: true, path: '/usr/bin/chromium' });
  });
});
