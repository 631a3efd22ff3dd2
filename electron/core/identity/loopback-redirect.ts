import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHttp } from '../node-http';

/** The path the provider sends the browser back to, on whatever port the listener got. */
export const LOOPBACK_CALLBACK_PATH = '/oidc/callback';

/** As long as the provider keeps a begun sign-in: past it, no callback could complete anyway. */
const WAIT_MS = 10 * 60_000;

export interface LoopbackRedirect {
  /** `http://127.0.0.1:<port>/oidc/callback`, for the provider's `redirect_uri`. */
  redirectUri: string;
  /** The state the sign-in was begun with: only a callback carrying it is taken. */
  expect(state: string): void;
  /** The one callback taken, or undefined once the listener closed without one. */
  callback: Promise<URL | undefined>;
  close(): void;
}

/**
 * The desktop app's redirect for one sign-in (RFC 8252 §7.3): a listener on 127.0.0.1 alone, on a
 * port the system picks, so no fixed port can be squatted and nothing off the machine can reach
 * it. It takes exactly one callback, the one with the state this sign-in began, then closes; any
 * other request (a guess, another tab) is refused and learns nothing.
 */
export async function openLoopbackRedirect(
  options: { waitMs?: number } = {},
): Promise<LoopbackRedirect> {
  let expected: string | undefined;
  let settle!: (url: URL | undefined) => void;
  const callback = new Promise<URL | undefined>((resolve) => (settle = resolve));
  const server = nodeHttp.createServer((req, res) => answer(req, res));
  const close = () => {
    clearTimeout(timer);
    server.closeAllConnections();
    server.close();
    settle(undefined);
  };
  const timer = setTimeout(close, options.waitMs ?? WAIT_MS);
  timer.unref();

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', redirectUri);
    const state = url.searchParams.get('state');
    const ours =
      req.method === 'GET' &&
      url.pathname === LOOPBACK_CALLBACK_PATH &&
      expected !== undefined &&
      state === expected;
    if (!ours) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('This sign-in was not begun by this console.');
      return;
    }
    // Taken before anything else can arrive: a second request with the same state is refused.
    expected = undefined;
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    res.end('Signed in to Payments Console: you can close this tab and go back to the console.');
    clearTimeout(timer);
    settle(url);
    server.close();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const redirectUri = `http://127.0.0.1:${port}${LOOPBACK_CALLBACK_PATH}`;
  return {
    redirectUri,
    expect: (state) => {
      expected = state;
    },
    callback,
    close,
  };
}
