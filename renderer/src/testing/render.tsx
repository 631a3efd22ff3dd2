/* Test support (not imported by the app): renders a screen with a fresh query cache. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import { App } from '../app/App';
import { router } from '../app/routes';
import { createQueryClient } from '../lib/query';

/** English unless a test asks for another language: assertions read English by default. */
export function renderWithClient(ui: ReactElement, { language = 'en' as Language } = {}) {
  const client = createQueryClient();
  const i18n = createI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { client, i18n, ...view };
}

/**
 * The whole console at an address, through the app's own route tree: links, `go()` and the
 * address bar all route as they do in the app.
 */
let routed = false;

/*
 * The app's router outlives a test's render and shows its last screen first when mounted
 * again. Each test that routed leaves it on the instrument list (while still mounted), so no
 * screen of one test asks main for anything in the next.
 */
afterEach(async () => {
  if (!routed) return;
  routed = false;
  router.history.replace('/instruments');
  await waitFor(() => expect(router.state.location.pathname).toBe('/instruments'));
});

export async function renderRoute(hash: string, { language = 'en' as Language } = {}) {
  // The app's router outlives a test's render, so it is told where the next one starts.
  router.history.replace(hash.replace(/^#/, '') || '/');
  void router.load();
  const client = createQueryClient();
  const i18n = createI18n(language);
  const view = render(<App client={client} i18n={i18n} />);
  routed = true;
  // Until the router shows the address, the previous test's screen would still be there.
  await waitFor(() => {
    expect(router.state.location.href).toBe(router.history.location.href);
    expect(router.state.status).toBe('idle');
  });
  return { client, i18n, ...view };
}
