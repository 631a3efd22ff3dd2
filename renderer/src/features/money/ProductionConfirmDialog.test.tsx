import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmationPrompt } from '../../../../shared/schemas/confirmation';
import { renderWithClient } from '../../testing/render';
import { ProductionConfirmDialog } from './ProductionConfirmDialog';

const teamStore: ConfirmationPrompt = {
  summary: {
    kind: 'team_store',
    operation: 'Ship the audit trail to another team store',
    destination: {
      host: 'collector.example.net',
      port: 6543,
      database: 'trail',
      user: 'w',
      tls: 'verify-ca',
    },
    console: 'Store 1',
    ships: 'every journal record of this console, redacted',
  },
  expires_at: '2026-11-21T10:17:00Z',
  tries_left: 3,
};

describe('ProductionConfirmDialog', () => {
  it('says at the code field, in Spanish, that a short code is not the six digits', async () => {
    const onConfirm = vi.fn();
    renderWithClient(
      <ProductionConfirmDialog prompt={teamStore} onConfirm={onConfirm} onCancel={vi.fn()} />,
      { language: 'es' },
    );
    await userEvent.type(screen.getByRole('textbox'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarlo allí' }));
    expect(
      await screen.findByText('Escriba los seis dígitos impresos en la terminal'),
    ).toBeVisible();
    expect(screen.queryByText(/Type the six digits/)).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
