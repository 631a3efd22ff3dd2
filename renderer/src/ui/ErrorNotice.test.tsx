import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../testing/render';
import { ErrorNotice } from './ErrorNotice';

describe('ErrorNotice', () => {
  it('ends a title without a stop with one, so title and reason read as two sentences', () => {
    renderWithClient(
      <ErrorNotice
        title="El token de control no se guardó"
        error={{ code: 'network', message: 'The API could not be reached.', reason: 'network' }}
      />,
      { language: 'es' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^El token de control no se guardó\. No se pudo contactar la API\./,
    );
  });

  it('offers to try again where that can help, not for what the API says does not exist', () => {
    const { unmount } = renderWithClient(
      <ErrorNotice
        title="Could not read pay-x."
        error={{ code: 'network', message: 'The API could not be reached.', reason: 'network' }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    unmount();
    renderWithClient(
      <ErrorNotice
        title="No payment with id pay-x."
        error={{ code: 'not_found', status: 404, message: 'Payment pay-x not found' }}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No payment with id pay-x.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
