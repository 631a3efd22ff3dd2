import type { Session, WebContents } from 'electron';
import { isAppUrl } from './app-origin';

/**
 * Electron security checklist items 5, 12, 13, 14, 15 as small named rules, each unit-tested.
 * They take the objects they guard as arguments so that tests need no Electron.
 */

/** Checklist 13: no navigation away from the app, whatever the page or a link tries. */
export function guardNavigation(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  openExternal: (url: string) => Promise<void>,
) {
  contents.on('will-navigate', (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  // Checklist 14: no new windows; an allowlisted https link opens in the user's browser.
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalSafely(url, openExternal);
    return { action: 'deny' };
  });
  // Checklist 12: <webview> is off in webPreferences; refuse attachment as a second line.
  contents.on('will-attach-webview', (event: { preventDefault(): void }) => event.preventDefault());
}

/** Checklist 5: the console needs no camera, location, notifications or clipboard reads. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
) {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Hosts the console may open in the user's browser: the API's public documentation. */
export const EXTERNAL_ALLOWLIST = ['docs.akua.la'];

/** Checklist 15: `shell.openExternal` only for https on the allowlist; never file:, smb:, … */
export function isSafeExternalUrl(raw: string, allowlist: readonly string[] = EXTERNAL_ALLOWLIST) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    allowlist.includes(url.hostname.toLowerCase())
  );
}

export async function openExternalSafely(
  url: string,
  opener: (url: string) => Promise<void>,
): Promise<boolean> {
  if (!isSafeExternalUrl(url)) return false;
  await opener(url);
  return true;
}
