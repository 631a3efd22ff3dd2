import { describe, expect, it, vi } from 'vitest';
import {
  denyAllPermissions,
  guardNavigation,
  isSafeExternalUrl,
  openExternalSafely,
} from './security';

describe('isSafeExternalUrl', () => {
  it.each(['https://docs.akua.la/reference', 'HTTPS://DOCS.AKUA.LA/'])('allows %s', (url) =>
    expect(isSafeExternalUrl(url)).toBe(true),
  );

  it.each([
    'http://docs.akua.la/',
    'file:///etc/passwd',
    'FILE:///C:/Windows/System32/calc.exe',
    'smb://docs.akua.la/share',
    'ms-msdt:/id PCWDiagnostic',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'https://docs.akua.la@evil.example/',
    'https://user:pass@docs.akua.la/',
    'https://docs.akua.la.evil.example/',
    'https://evil.example/?docs.akua.la',
    'https://docs.akua.la:8443/',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isSafeExternalUrl(url)).toBe(false));
});

it('openExternalSafely never hands a refused URL to the opener', async () => {
  const opener = vi.fn(async () => {});
  expect(await openExternalSafely('file:///etc/passwd', opener)).toBe(false);
  expect(await openExternalSafely('https://docs.akua.la/', opener)).toBe(true);
  expect(opener.mock.calls).toEqual([['https://docs.akua.la/']]);
});

describe('guardNavigation', () => {
  function guarded() {
    const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (name: string, fn: never) => listeners.set(name, fn),
      setWindowOpenHandler: (fn: never) => (openHandler = fn),
    };
    const opener = vi.fn(async () => {});
    guardNavigation(contents as never, opener);
    return { listeners, open: (url: string) => openHandler!({ url }), opener };
  }

  it.each(['will-navigate', 'will-redirect'])(
    '%s: stays in the app, cancels anything else',
    (name) => {
      const { listeners } = guarded();
      const navigate = (url: string) => {
        const event = { preventDefault: vi.fn() };
        listeners.get(name)!(event, url);
        return event.preventDefault.mock.calls.length > 0;
      };
      expect(navigate('app://console/index.html#/instruments')).toBe(false);
      expect(navigate('https://example.org/')).toBe(true);
      expect(navigate('file:///etc/passwd')).toBe(true);
      expect(navigate('app://console.evil/')).toBe(true);
    },
  );

  it('denies every new window; only allowlisted https links reach the browser', async () => {
    const { open, opener } = guarded();
    expect(open('https://docs.akua.la/')).toEqual({ action: 'deny' });
    expect(open('https://evil.example/')).toEqual({ action: 'deny' });
    expect(open('app://console/index.html')).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(opener.mock.calls).toEqual([['https://docs.akua.la/']]);
  });

  it('refuses to attach a webview', () => {
    const { listeners } = guarded();
    const event = { preventDefault: vi.fn() };
    listeners.get('will-attach-webview')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});

it('denyAllPermissions answers no to every request and check', () => {
  let request: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
  let check: ((...args: unknown[]) => boolean) | undefined;
  denyAllPermissions({
    setPermissionRequestHandler: (fn: never) => (request = fn),
    setPermissionCheckHandler: (fn: never) => (check = fn),
  } as never);
  for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
    const callback = vi.fn();
    request!(null, permission, callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(check!(null, permission)).toBe(false);
  }
});
