/* Test support (not imported by the app): renders a screen with a fresh query cache. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
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
