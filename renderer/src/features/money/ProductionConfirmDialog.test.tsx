import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  ConfirmationPrompt,
  ProductionSummary,
} from '../../../../shared/schemas/confirmation';
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

  it('names the operator main said asks, in English and in Spanish', () => {
    const payment = (operator: NonNullable<ProductionSummary['operator']>): ConfirmationPrompt => ({
      summary: {
        operation: 'Payment authorization',
        profile: 'Live',
        base_url: 'https://api.acme.example',
        target: 'merchant mer-1',
        operator,
      },
      expires_at: '2026-11-21T10:17:00Z',
      tries_left: 3,
    });
    const { unmount } = renderWithClient(
      <ProductionConfirmDialog
        prompt={payment({
          kind: 'verified',
          issuer: 'https://id.acme.example',
          subject: 'u-42',
          name: 'Ana Ruiz',
        })}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText('Operator').nextElementSibling).toHaveTextContent(
      'Ana Ruiz, verified as u-42 at https://id.acme.example',
    );
    unmount();
    renderWithClient(
      <ProductionConfirmDialog
        prompt={payment({ kind: 'local', name: 'qa' })}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
      { language: 'es' },
    );
    expect(screen.getByText('Operador').nextElementSibling).toHaveTextContent(
      'qa (local, sin verificar)',
    );
  });

  it('shows a sign-in change as main planned it, a fact left out when main names none', () => {
    renderWithClient(
      <ProductionConfirmDialog
        prompt={{
          summary: {
            kind: 'sign_in',
            operation: 'Change how operators sign in',
            issuer: 'https://id.shop.example',
            client_id: 'payments-console',
            roles_claim: 'groups',
            role_map: [{ value: 'tills', role: 'store-manager' }],
            secret: { state: 'replaced' },
            applies: 'At the next start',
          },
          expires_at: '2026-11-21T10:17:00Z',
          tries_left: 3,
        }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const facts = [...document.querySelectorAll('dl.facts > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(facts.map(([term]) => term)).not.toContain('Operator');
    expect(facts).toContainEqual([expect.any(String), 'https://id.shop.example']);
    expect(facts).toContainEqual([expect.any(String), 'groups']);
    expect(facts).toContainEqual([expect.any(String), 'At the next start']);
  });

  it('lists each role-map change on its own line, in Spanish', () => {
    renderWithClient(
      <ProductionConfirmDialog
        prompt={{
          summary: {
            kind: 'role_map',
            operation: 'Cambiar el mapa de roles',
            changes: [
              { channel: 'pos:cancelOrRefund', before: ['store-manager'], after: [] },
              { channel: 'users:create', before: [], after: ['back-office'] },
            ],
          },
          expires_at: '2026-11-21T10:17:00Z',
          tries_left: 3,
        }}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
      { language: 'es' },
    );
    const rows = [...document.querySelectorAll('dl.facts dd div')].map((line) => line.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('pos:cancelOrRefund');
    expect(rows[1]).toContain('users:create');
  });
});
