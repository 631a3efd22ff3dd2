import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { BROWSER_CALLER } from '../core/words/languages';
import type { HandlerRegistry } from '../core/ipc';
import type { PushHub, PushMessage } from '../core/push';
import type { Downloads } from './downloads';
import { CONTENT_SECURITY_POLICY, readBundleFile } from '../core/renderer-bundle';
import { nodeHttp } from '../core/node-http';
import { LANGUAGE_HINT } from '../../shared/language-hint';
import type { Language } from '../../shared/schemas/app';

export interface WebHostOptions {
  /**
   * The core's handlers, or their promise: the page and its files are served as soon as the
   * host listens, and a call waits for the core still starting (see browser-host.ts).
   */
  handlers: HandlerRegistry | Promise<HandlerRegistry>;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** The built bridge script (dist/web/bridge.js). */
  bridgeFile: string;
  port?: number;
  /** Activity exports waiting to be downloaded (see downloads.ts). */
  downloads?: Downloads;
  /** How long `close` waits for running calls (tests shorten it). */
  drainMs?: number;
  /** Main's push messages, streamed to every page at `/push` (a stream waits for the core). */
  push?: PushHub | Promise<PushHub>;
  /** How often an idle push stream says it is alive (tests shorten it). */
  keepAliveMs?: number;
  /** The language the console was last shown in, for a page that has no choice of its own. */
  pageLanguage?: () => Language | undefined;
  /**
   * Called once, when a page has been sent every file its HTML names (or makes its first call,
   * whichever comes first): the page then runs them for a while before its first call, which
   * is when the core can take the event loop to start.
   */
  onPageFetched?: () => void;
  /**
   * The provider's redirect after sign-in (the core's identity): with no provider, the route
   * does not exist.
   */
  signInCallback?: (callback: URL) => Promise<'signed-in' | 'failed' | 'not-ours'>;
}

/** Where the provider sends the browser back (RFC 8252: the host's own loopback address). */
export const SIGN_IN_CALLBACK_PATH = '/oidc/callback';

export interface RunningWebHost {
  /** The URL to open, carrying this launch's token in its fragment. */
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
/**
 * How long Ctrl+C waits for running calls: the default money deadline with room to spare. A
 * longer one is cut; its begin is already journaled, so it reads as unknown at the next start.
 */
const DRAIN_MS = 30_000;
/** Below the idle time-outs of proxies and browsers, so a quiet push stream is not cut. */
const KEEP_ALIVE_MS = 20_000;

/**
 * Serves the renderer and the handler registry to a browser on loopback. What Electron gets from
 * the sender-frame check, this gets from three: a Host header naming loopback (DNS rebinding),
 * a per-launch token on every call, and a same-origin `Origin` when the browser sends one.
 */
export async function startWebHost(options: WebHostOptions): Promise<RunningWebHost> {
  const token = randomBytes(24).toString('base64url');
  let allowedHosts: string[] = [];

  /** Calls still running: closing lets them finish, so an operation journals its own end. */
  const running = new Set<Promise<unknown>>();
  /** Pages listening for main's push messages; each is ended when the host closes. */
  const streams = new Set<ServerResponse>();

  const server = nodeHttp.createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'text/plain', 'Internal error'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!allowedHosts.includes(req.headers.host ?? '')) {
      return send(res, 421, 'text/plain', 'Unknown host');
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.pathname.startsWith('/ipc/')) return handleIpc(req, res, url.pathname.slice(5));
    if (url.pathname === '/push') return handlePush(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain', 'GET only');
    if (url.pathname === SIGN_IN_CALLBACK_PATH && options.signInCallback) {
      const outcome = await options.signInCallback(url);
      if (outcome === 'not-ours') {
        return send(res, 400, 'text/plain', 'This sign-in was not begun by this console');
      }
      // The page that began it lost its address (and the token in it) to the provider: it
      // gets them back, and asks main whether the sign-in completed.
      res.setHeader('location', `/#token=${token}`);
      return send(res, 303, 'text/plain', outcome === 'signed-in' ? 'Signed in' : 'Sign-in failed');
    }
    if (url.pathname.startsWith('/download/')) {
      const download = options.downloads?.take(url.pathname.slice('/download/'.length));
      if (!download) return send(res, 404, 'text/plain', 'This download has expired or was taken');
      res.setHeader('content-disposition', `attachment; filename="${download.fileName}"`);
      return send(res, 200, `${download.mime}; charset=utf-8`, download.body);
    }
    if (url.pathname === '/' || url.pathname === '/index.html') {
      const page = await indexHtml();
      return send(res, 200, 'text/html; charset=utf-8', page.html, page.policy);
    }
    const file = await readBundleFile(options.rendererDir, url.pathname);
    if (!file) return send(res, 404, 'text/plain', 'Not found');
    send(res, 200, file.type, file.body);
    fileSent(url.pathname);
  }

  async function handleIpc(req: IncomingMessage, res: ServerResponse, rawChannel: string) {
    const origin = req.headers.origin;
    if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only');
    if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
      return send(res, 403, 'text/plain', 'Cross-origin call refused');
    }
    if (!tokenMatches(req.headers['x-console-token'])) {
      return send(res, 401, 'text/plain', 'Missing or wrong host token');
    }
    const body = await readBody(req);
    if (body === null) return send(res, 413, 'text/plain', 'Too large');
    let input: unknown;
    try {
      input = (JSON.parse(body) as { input?: unknown }).input;
    } catch {
      return send(res, 400, 'text/plain', 'Invalid JSON');
    }
    pageRuns();
    const channel = decodeURIComponent(rawChannel);
    const call = Promise.all([options.handlers, loadDispatch()]).then(([handlers, { dispatch }]) =>
      dispatch(handlers, channel, input, BROWSER_CALLER),
    );
    running.add(call);
    try {
      return send(res, 200, 'application/json', JSON.stringify(await call));
    } finally {
      running.delete(call);
    }
  }

  /**
   * Server-sent events, behind the same Host, Origin and token checks as a call (the bridge
   * reads the stream with fetch, which can send the token header; EventSource cannot). What is
   * true now goes first, so a page that reconnects learns what it missed.
   */
  async function handlePush(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only');
    if (origin !== undefined && !allowedHosts.some((h) => origin === `http://${h}`)) {
      return send(res, 403, 'text/plain', 'Cross-origin call refused');
    }
    if (!tokenMatches(req.headers['x-console-token'])) {
      return send(res, 401, 'text/plain', 'Missing or wrong host token');
    }
    pageRuns();
    if (!options.push) return send(res, 404, 'text/plain', 'No push messages here');
    res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream' });
    streams.add(res);
    const alive = setInterval(() => res.write(': alive\n\n'), options.keepAliveMs ?? KEEP_ALIVE_MS);
    alive.unref();
    let unsubscribe = () => {};
    res.on('close', () => {
      unsubscribe();
      clearInterval(alive);
      streams.delete(res);
    });
    // A page can open its stream while the core is still starting.
    const push = await options.push;
    if (res.destroyed || res.writableEnded) return;
    const write = (message: PushMessage) =>
      res.write(`event: ${message.channel}\ndata: ${JSON.stringify(message.payload)}\n\n`);
    push.current().forEach(write);
    unsubscribe = push.subscribe(write);
  }

  /*
   * The files the HTML names, until each has been sent. A pause in the requests is no sign
   * that they are over: on two busy cores Chromium took 50-100 ms between the HTML and its
   * first script, and a core started in that gap held every file back ~0.3 s.
   */
  let awaited: Set<string> | undefined;
  let fetched = false;
  function fileSent(path: string) {
    if (!awaited?.delete(path) || awaited.size > 0) return;
    pageRuns();
  }
  function pageRuns() {
    if (fetched) return;
    fetched = true;
    options.onPageFetched?.();
  }

  function tokenMatches(given: string | string[] | undefined): boolean {
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /**
   * The page, with the bridge written into it: it must define window.api before the app's
   * module script runs, and fetched as a file of its own it held the parser back for a round
   * trip. The policy lets that one script run by its hash, and still no other inline script.
   */
  async function indexHtml(): Promise<{ html: Buffer; policy: string }> {
    const [html, bridge] = await Promise.all([
      readFile(`${options.rendererDir}/index.html`, 'utf8'),
      readFile(options.bridgeFile, 'utf8'),
    ]);
    awaited ??= new Set(filesNamedBy(html));
    const language = options.pageLanguage?.();
    const hint = language ? `\n    <meta name="${LANGUAGE_HINT}" content="${language}" />` : '';
    // A `</script>` inside the bridge would end it early; a bundle never writes one.
    if (bridge.includes('</script')) throw new Error('The bridge cannot be written into the page');
    return {
      html: Buffer.from(
        html.replace('<head>', () => `<head>${hint}\n    <script>${bridge}</script>`),
      ),
      policy: policyAllowing(bridge),
    };
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/#token=${token}`,
    origin,
    token,
    close: async () => {
      // Stop taking calls, let the running ones answer (a money operation then writes its
      // finish before the journal closes), and only then cut what is still connected.
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      // A push stream never ends by itself; pages reconnect to the next launch's URL.
      for (const stream of streams) stream.end();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((done) => (timer = setTimeout(done, options.drainMs ?? DRAIN_MS))),
      ]);
      clearTimeout(timer);
      server.closeAllConnections();
      await closed;
    },
  };
}

/**
 * The dispatcher carries the whole contract, every schema in it: importing it when the first call
 * comes, not before listening, lets the page load while the core starts.
 */
const loadDispatch = () => import('../core/ipc/dispatch');

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  policy: string = CONTENT_SECURITY_POLICY,
) {
  res.writeHead(status, {
    'content-type': type,
    ...SECURITY_HEADERS,
    'content-security-policy': policy,
  });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolveBody(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The scripts and styles an HTML page loads from its own folder, as paths from the root. */
export function filesNamedBy(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\.?\/([^"]+)"/g)].map(
    (match) => `/${match[1]}`,
  );
}

/** The console's policy, letting one inline script run: the one whose text hashes to this. */
export function policyAllowing(script: string): string {
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}
