/**
 * The renderer's only origin. `app:` is registered as a standard, secure scheme, but Node's URL
 * still reports a custom scheme's origin as "null", so checks compare scheme and host.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export function isAppUrl(raw: string | undefined | null): boolean {
  if (!raw) return false;
  try {
    const url = new URL(raw);
    return (
      url.protocol === `${APP_SCHEME}:` &&
      url.host === APP_HOST &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}
