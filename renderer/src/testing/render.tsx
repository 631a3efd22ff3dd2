/* Test support (not imported by the app): renders a screen with a fresh query cache. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import { App } from '../app/App';
import { router } from '../app/router';
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
export async function renderRoute(hash: string, { language = 'en' as Language } = {}) {
  // The app's router outlives a test's render, so it is told where the next one starts.
  router.history.replace(hash.replace(/^#/, '') || '/');
  void router.load();
  const client = createQueryClient();
  const i18n = createI18n(language);
  const view = render(<App client={client} i18n={i18n} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { client, i18n, ...view };
}
