import { existsSync } from 'node:fs';
import { posix, win32 } from 'node:path';

export const INSTALL_COMMAND = 'npx playwright install chromium';

export interface ChromiumLookup {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** Where Playwright's own Chromium is, installed or not (`chromium.executablePath()`). */
  playwrightPath: () => string;
  exists?: (path: string) => boolean;
}

export type ChromiumFound =
  | { ok: true; path: string; source: 'CHROMIUM_PATH' | 'playwright' | 'system' }
  | { ok: false; message: string };

/**
 * The Chromium the e2e suite and the start-up benchmark drive: CHROMIUM_PATH when set, else
 * Playwright's own browser when it is installed, else a Chromium or Chrome installed where
 * this OS puts it. Where there is none, one line that says how to get one.
 */
export function findChromium({
  env,
  platform,
  playwrightPath,
  exists = existsSync,
}: ChromiumLookup): ChromiumFound {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { ok: true, path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : { ok: false, message: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which does not exist.` };
  }
  let own: string | undefined;
  try {
    own = playwrightPath();
  } catch {
    // This Playwright has no Chromium build for this OS; a system browser may still do.
  }
  if (own && exists(own)) return { ok: true, path: own, source: 'playwright' };
  const system = systemChromiums(platform, env).find((path) => exists(path));
  if (system) return { ok: true, path: system, source: 'system' };
  return {
    ok: false,
    message: `No Chromium for the e2e suite: run \`${INSTALL_COMMAND}\` (or set CHROMIUM_PATH to a Chromium or Chrome).`,
  };
}

/** Where each OS's packages and installers put Chromium and Chrome, most likely first. */
export function systemChromiums(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    const apps = ['/Applications', ...(env.HOME ? [posix.join(env.HOME, 'Applications')] : [])];
    return apps.flatMap((dir) => [
      posix.join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
      posix.join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
    ]);
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(
      (root): root is string => Boolean(root),
    );
    return [
      ...roots.map((root) => win32.join(root, 'Google', 'Chrome', 'Application', 'chrome.exe')),
      ...roots.map((root) => win32.join(root, 'Chromium', 'Application', 'chrome.exe')),
      // Every Windows has Edge, which is Chromium too.
      ...roots.map((root) => win32.join(root, 'Microsoft', 'Edge', 'Application', 'msedge.exe')),
    ];
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/opt/google/chrome/chrome',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
  ];
}
