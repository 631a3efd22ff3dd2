import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { payment } from '../money/testing';
import { FoundPaymentTable } from './FoundPaymentTable';

const found = (changes: Partial<FoundPayment>): FoundPayment => ({
  seq: 1,
  id: 'pay-found-1',
  traceId: null,
  merchantId: 'mer-seed-store-1',
  status: 'CAPTURED',
  amountMinor: 10_000,
  currency: 'USD',
  cardBrand: 'VISA',
  bin: null,
  lastFour: '4242',
  userId: null,
  instrumentId: null,
  createdAt: new Date(2026, 10, 26, 14, 5).getTime(),
  updatedAt: null,
  ...changes,
});

describe('FoundPaymentTable', () => {
  it('badges a partly refunded and a partly charged payment as the Payments list does, asking only for charged ones', async () => {
    const fake = installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment({
            id,
            status: 'CAPTURED',
            currency: 'USD',
            authorized_amount: 100,
            captured_amount: id === 'pay-part-refunded' ? 100 : 60,
            refunded_amount: id === 'pay-part-refunded' ? 30 : 0,
          }),
        ),
    });
    renderWithClient(
      <FoundPaymentTable
        caption="Found"
        rows={[
          found({ id: 'pay-part-refunded' }),
          found({ id: 'pay-part-charged', seq: 2 }),
          found({ id: 'pay-not-charged', seq: 3, status: 'AUTHORIZED' }),
        ]}
      />,
      { language: 'es' },
    );
    const row = (id: string) => screen.getByRole('row', { name: new RegExp(id) });
    await waitFor(() => expect(row('pay-part-refunded')).toHaveTextContent('Devuelto en parte'));
    await waitFor(() => expect(row('pay-part-charged')).toHaveTextContent('Cobrado en parte'));
    expect(within(row('pay-not-charged')).getByText('Sin cobrar')).toBeInTheDocument();
    const asked = fake.inputsOf('payments:get') as { id: string }[];
    expect(asked.map((input) => input.id).sort()).toEqual([
      'pay-part-charged',
      'pay-part-refunded',
    ]);
  });

  it('badges a failed payment whose issuer declined it "Denegado", as its page does', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment({
            id,
            status: 'FAILED',
            authorized_amount: 0,
            transactions: [{ id: 'trx-d', type: 'AUTHORIZATION', status: 'DECLINED', amount: 40 }],
          }),
        ),
    });
    renderWithClient(
      <FoundPaymentTable
        caption="Found"
        rows={[found({ id: 'pay-declined', status: 'FAILED' })]}
      />,
      { language: 'es' },
    );
    const row = screen.getByRole('row', { name: /pay-declined/ });
    await waitFor(() => expect(row).toHaveTextContent('Denegado'));
    expect(row).not.toHaveTextContent('Fallido');
    // The API's own status stays on hover.
    expect(within(row).getByText('Denegado')).toHaveAttribute('title', 'FAILED');
  });
});
