import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../testing/render';
import { report } from './testing';
import { UnknownActions } from './UnknownActions';

const unknown = (ids: Record<string, string>) =>
  report({
    outcome: 'unknown',
    http_status: undefined,
    error: { code: 'outcome_unknown', status: 503, message: 'The API answered HTTP 503.' },
    ids,
  });

describe('UnknownActions', () => {
  it('offers cancel-or-refund as a button, also when no answer named the payment, and says how it finds it', () => {
    const { unmount } = renderWithClient(
      <UnknownActions report={unknown({ payment_id: 'pay-7' })} onReport={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'Resolve with cancel-or-refund' })).toHaveAttribute(
      'href',
      '#/pos?payment=pay-7',
    );
    unmount();
    renderWithClient(<UnknownActions report={unknown({})} onReport={() => {}} />, {
      language: 'es',
    });
    const resolve = screen.getByRole('link', { name: 'Resolver con anular o devolver' });
    expect(resolve).toHaveAttribute('href', '#/pos');
    expect(resolve).toHaveAccessibleDescription(/últimos cuatro dígitos de la tarjeta/);
  });
});
