import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../testing/render';
import { TouchedLinks } from './TouchedLinks';

const REFUND = {
  payment_id: 'pay-1',
  transaction_id: 'trx-auth-1',
  created_transaction_id: 'trx-refund-9',
};

describe('what an operation touched', () => {
  it('links the transaction a partial refund created, in Spanish too', () => {
    renderWithClient(<TouchedLinks links={REFUND} />, { language: 'es' });
    const links = screen.getByRole('region', { name: 'Qué tocó' });
    expect(
      within(links).getByRole('link', {
        name: 'Actividad de la transacción trx-refund-9, que creó',
      }),
    ).toHaveAttribute('href', '#/activity?search=trx-refund-9');
    expect(
      within(links).getByRole('link', { name: 'Actividad de la transacción trx-auth-1' }),
    ).toBeVisible();
  });

  it('leads a team row’s created transaction to the team’s activity', () => {
    renderWithClient(<TouchedLinks links={REFUND} team />);
    expect(screen.getByRole('link', { name: /trx-refund-9/ }).getAttribute('href')).toContain(
      'scope=team',
    );
  });
});
