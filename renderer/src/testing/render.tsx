/* Test support (not imported by the app): renders a screen with a fresh query cache. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../lib/query';

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, ...view };
}
