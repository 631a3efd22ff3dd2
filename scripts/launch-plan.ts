import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `npm start` was asked for: `--web` picks the browser host; the rest goes along. */
export function launchArgs(argv: readonly string[]): { web: boolean; rest: string[] } {
  return { web: argv.includes('--web'), rest: argv.filter((arg) => arg !== '--web') };
}

export interface BinaryLookup {
  env: NodeJS.ProcessEnv;
  /** node_modules/electron */
  electronDir: string;
  exists?: (path: string) => boolean;
  read?: (path: string) => string | undefined;
}

/**
 * Electron's binary as its own package finds it (path.txt under dist/, or the directory in
 * ELECTRON_OVERRIDE_DIST_PATH), or null where it is not on disk. Unlike `require('electron')`,
 * this never starts a download.
 */
export function electronBinary({
  env,
  electronDir,
  exists = existsSync,
  read = readText,
}: BinaryLookup): string | null {
  const relative = read(join(electronDir, 'path.txt'));
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = join(override, relative ?? 'electron');
    return exists(binary) ? binary : null;
  }
  if (!relative) return null;
  const binary = join(electronDir, 'dist', relative);
  return exists(binary) ? binary : null;
}

/**
 * The command that opens a URL in the user's browser, or undefined where none should be tried:
 * under CI, with BROWSER=none, or on Linux without a display (an SSH session, a container).
 */
export function browserOpener(
  url: string,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
): { command: string; args: string[]; verbatim?: boolean } | undefined {
  if (isSet(env.CI) || env.BROWSER === 'none') return undefined;
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') {
    // `start` is a cmd built-in; its first quoted argument is a window title, hence "".
    const escaped = url.replace(/[&^|<>%]/g, '^$&');
    return { command: 'cmd', args: ['/d', '/s', '/c', `start "" ${escaped}`], verbatim: true };
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return undefined;
  return { command: 'xdg-open', args: [url] };
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}
