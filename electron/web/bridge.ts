/**
 * The browser host's stand-in for the Electron preload: the same `window.api`, one function per
 * contract channel, carried over HTTP to the host instead of IPC. The per-launch token arrives in
 * the URL fragment (never sent to a server, never in history once read) and is kept for this tab.
 * The host writes this script into the page itself (host.ts), so it runs before any other.
 */
import { buildConsoleApi } from '../../shared/api-surface';
import { isPushChannel, type PushChannel } from '../../shared/profile-bound';
import { fail } from '../../shared/result';

const TOKEN_KEY = 'payments-console-host-token';

/*
 * The token is taken out of the address at once, before the router reads the fragment, and kept
 * for a reload of this tab in session storage. Writing it there is left until the tab is idle or
 * leaves, whichever comes first: a tab's first touch of its storage took 10-40 ms here, spent
 * before the console could start.
 */
function takeToken(): string | null {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  const given = match?.[1];
  if (!given) return sessionStorage.getItem(TOKEN_KEY);
  history.replaceState(null, '', location.pathname + location.search);
  let kept = false;
  const keep = () => {
    if (kept) return;
    kept = true;
    sessionStorage.setItem(TOKEN_KEY, given);
  };
  requestIdleCallback(keep, { timeout: 3000 });
  addEventListener('pagehide', keep);
  return given;
}

const token = takeToken();

type Deliver = (payload: unknown) => void;
const listeners = new Map<PushChannel, Set<Deliver>>();
let streaming = false;

/**
 * Reads the host's `/push` stream (server-sent events) with fetch, which can carry the token
 * header, and hands each message to the page's listeners for its channel. A cut stream is opened
 * again after a pause; the host starts every stream with what is true now, so nothing missed in
 * between stays missed.
 */
async function stream(): Promise<void> {
  for (;;) {
    try {
      const response = await fetch('/push', { headers: { 'x-console-token': token ?? '' } });
      // 401/403: the token is wrong for this launch, and stays wrong: stop asking.
      if (response.status === 401 || response.status === 403 || response.status === 404) return;
      if (response.ok && response.body) await readEvents(response.body);
    } catch {
      // The host stopped or restarted: try again below.
    }
    await new Promise((wait) => setTimeout(wait, 2000));
  }
}

async function readEvents(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      deliver(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
    }
  }
}

function deliver(frame: string): void {
  const event = /^event: (.+)$/m.exec(frame)?.[1];
  const data = /^data: (.*)$/m.exec(frame)?.[1];
  if (!isPushChannel(event) || data === undefined) return;
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return;
  }
  for (const listener of listeners.get(event) ?? []) listener(payload);
}

function listen(channel: PushChannel, listener: Deliver): () => void {
  const set = listeners.get(channel) ?? new Set<Deliver>();
  listeners.set(channel, set);
  set.add(listener);
  if (!streaming) {
    streaming = true;
    void stream();
  }
  return () => void set.delete(listener);
}

const invoke = async (channel: string, input: unknown) => {
  try {
    const response = await fetch(`/ipc/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-console-token': token ?? '' },
      body: JSON.stringify({ input }),
    });
    if (response.status === 401 || response.status === 403) {
      return fail('forbidden', 'This page is not authorized: open the URL the host printed', {
        reason: 'page_not_authorized',
      });
    }
    return (await response.json()) as unknown;
  } catch {
    return fail('network', 'The console host is not running: start it again with npm run web', {
      reason: 'host_not_running',
    });
  }
};

const api = buildConsoleApi(invoke, listen);

Object.defineProperty(window, 'api', { value: api, writable: false, configurable: false });
