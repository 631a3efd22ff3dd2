import { CONTENT_SECURITY_POLICY, readBundleFile } from '../core/renderer-bundle';
import { APP_HOST } from './app-origin';

/**
 * The `app://console/…` handler: files from the renderer bundle and nothing else (checklist 18:
 * no file:// pages). Written against the Fetch API's Request/Response so it runs under Node tests.
 */
export function createBundleProtocolHandler(rendererDir: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST || request.method !== 'GET') {
      return new Response('Not found', { status: 404 });
    }
    const file = await readBundleFile(rendererDir, url.pathname);
    if (!file) return new Response('Not found', { status: 404 });
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: {
        'content-type': file.type,
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
