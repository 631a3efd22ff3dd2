/**
 * The browser host's stand-in for the Electron preload: the same `window.api`, one function per
 * contract channel, carried over HTTP to the host instead of IPC. The per-launch token arrives in
 * the URL fragment (never sent to a server, never in history once read) and is kept for this tab.
 */
import { buildConsoleApi } from '../../shared/api-surface';
import { fail } from '../../shared/result';

const TOKEN_KEY = 'payments-console-host-token';

function takeToken(): string | null {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(TOKEN_KEY, match[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

const token = takeToken();

const api = buildConsoleApi(async (channel, input) => {
  try {
    const response = await fetch(`/ipc/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-console-token': token ?? '' },
      body: JSON.stringify({ input }),
    });
    if (response.status === 401 || response.status === 403) {
      return fail('forbidden', 'This page is not authorized: open the URL the host printed');
    }
    return (await response.json()) as unknown;
  } catch {
    return fail('network', 'The console host is not running: start it again with npm run web');
  }
});

Object.defineProperty(window, 'api', { value: api, writable: false, configurable: false });
