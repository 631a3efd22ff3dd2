import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { LedgerPanel } from './LedgerPanel';

describe('LedgerPanel', () => {
  it('says an empty ledger covers only this run, not a seeded payment’s charged money', async () => {
    installFakeApi({ 'simulator:ledger': () => ok([]) });
    renderWithClient(<LedgerPanel initialPaymentId="pay-seed-partially-captured" />);
    const empty = await screen.findByText(/has moved no money on pay-seed-partially-captured/);
    expect(empty).toHaveTextContent('since it started');
    expect(empty).toHaveTextContent(/seeded with begins in its seeded state/);
  });

  it('says the same in Spanish', async () => {
    installFakeApi({ 'simulator:ledger': () => ok([]) });
    renderWithClient(<LedgerPanel initialPaymentId="pay-seed-partially-captured" />, {
      language: 'es',
    });
    const empty = await screen.findByText(/no ha movido dinero en pay-seed-partially-captured/);
    expect(empty).toHaveTextContent('datos iniciales');
  });
});
