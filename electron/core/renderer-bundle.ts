import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/**
 * The built renderer as files on disk, served by the Electron `app://` protocol and by the
 * browser host alike. A path that resolves outside the bundle is treated as absent.
 */

/** No inline script, nothing fetched from elsewhere: the page can only talk to its own origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The file for a URL path inside `root`, or null when it would leave `root`. */
export function resolveBundlePath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const base = resolve(root);
  const file = resolve(base, relative);
  return file.startsWith(base + sep) ? file : null;
}

export async function readBundleFile(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; type: string } | null> {
  const file = resolveBundlePath(root, urlPath);
  if (!file) return null;
  try {
    return { body: await readFile(file), type: contentType(file) };
  } catch {
    return null;
  }
}
