// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/*
 * The bridge's own failures reach a Spanish screen: each carries a reason the page says in the
 * person's language, its English kept as the message for the log.
 */
it('says a stopped host and an unauthorized page by their reasons', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await import('./bridge');
  expect(await window.api.profiles.list()).toMatchObject({
    ok: false,
    error: { code: 'network', reason: 'host_not_running' },
  });

  vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ status: 401, json: () => ({}) }));
  expect(await window.api.profiles.list()).toMatchObject({
    ok: false,
    error: { code: 'forbidden', reason: 'page_not_authorized' },
  });
});
