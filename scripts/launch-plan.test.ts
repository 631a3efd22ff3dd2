import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserOpener, electronBinary, launchArgs } from './launch-plan';

const URL = 'http://127.0.0.1:41234/#token=abc_DEF-123';
const ELECTRON = '/repo/node_modules/electron';

describe('launchArgs', () => {
  it('takes --web out and passes the rest on', () => {
    expect(launchArgs(['--port', '8080', '--web'])).toEqual({
      web: true,
      rest: ['--port', '8080'],
    });
    expect(launchArgs([])).toEqual({ web: false, rest: [] });
  });
});

describe('electronBinary', () => {
  const files = (present: Record<string, string | true>) => ({
    exists: (path: string) => path in present,
    read: (path: string) => {
      const text = present[path];
      return typeof text === 'string' ? text : undefined;
    },
  });

  it('finds the binary Electron downloaded, and nothing where the download never happened', () => {
    const downloaded = files({
      [join(ELECTRON, 'path.txt')]: 'electron',
      [join(ELECTRON, 'dist', 'electron')]: true,
    });
    expect(electronBinary({ env: {}, electronDir: ELECTRON, ...downloaded })).toBe(
      join(ELECTRON, 'dist', 'electron'),
    );
    const pathOnly = files({ [join(ELECTRON, 'path.txt')]: 'electron' });
    expect(electronBinary({ env: {}, electronDir: ELECTRON, ...pathOnly })).toBeNull();
    expect(electronBinary({ env: {}, electronDir: ELECTRON, ...files({}) })).toBeNull();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH, as Electron’s own package does', () => {
    const elsewhere = files({
      [join(ELECTRON, 'path.txt')]: 'electron',
      [join(ELECTRON, 'dist', 'electron')]: true,
      [join('/opt/electron', 'electron')]: true,
    });
    const env = { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' };
    expect(electronBinary({ env, electronDir: ELECTRON, ...elsewhere })).toBe(
      join('/opt/electron', 'electron'),
    );
    const empty = { ELECTRON_OVERRIDE_DIST_PATH: '/tmp/empty' };
    expect(electronBinary({ env: empty, electronDir: ELECTRON, ...elsewhere })).toBeNull();
  });
});

describe('browserOpener', () => {
  it('uses each OS’s opener', () => {
    expect(browserOpener(URL, 'darwin', {})).toEqual({ command: 'open', args: [URL] });
    expect(browserOpener(URL, 'linux', { DISPLAY: ':0' })).toEqual({
      command: 'xdg-open',
      args: [URL],
    });
    expect(browserOpener(URL, 'linux', { WAYLAND_DISPLAY: 'wayland-0' })?.command).toBe('xdg-open');
    const windows = browserOpener(`${URL}&x=1`, 'win32', {});
    expect(windows).toMatchObject({ command: 'cmd', verbatim: true });
    // cmd would split the line at a bare `&`.
    expect(windows?.args.at(-1)).toBe(`start "" ${URL}^&x=1`);
  });

  it('opens nothing under CI, with BROWSER=none, or on Linux without a display', () => {
    expect(browserOpener(URL, 'darwin', { CI: 'true' })).toBeUndefined();
    expect(browserOpener(URL, 'linux', { CI: '1', DISPLAY: ':0' })).toBeUndefined();
    expect(browserOpener(URL, 'win32', { BROWSER: 'none' })).toBeUndefined();
    expect(browserOpener(URL, 'linux', {})).toBeUndefined();
    expect(browserOpener(URL, 'darwin', { CI: 'false' })?.command).toBe('open');
  });
});
