import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { tellMainTheLanguage } from '../i18n/tell-main';
import { zodFollowsTheLanguage } from '../i18n/zod-language';
import { ErrorBoundary } from './ErrorBoundary';
import { followProfileChanges } from './profile-push';
import { followPermissionChanges } from './permissions';
import { router } from './routes';
import { SignInGate } from './SignInGate';

export function App({ client, i18n = createI18n() }: { client: QueryClient; i18n?: I18n }) {
  useEffect(() => tellMainTheLanguage(i18n), [i18n]);
  useEffect(() => zodFollowsTheLanguage(i18n), [i18n]);
  useEffect(() => followProfileChanges(client), [client]);
  useEffect(() => followPermissionChanges(client), [client]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ErrorBoundary>
          <SignInGate>
            <RouterProvider router={router} context={{ queryClient: client }} />
          </SignInGate>
        </ErrorBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
