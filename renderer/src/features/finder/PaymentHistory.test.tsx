import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentHistory } from './PaymentHistory';
import '../../app/routes';

const row: FoundPayment = {
  seq: 3,
  id: 'pay-on-card',
  traceId: null,
  merchantId: 'mer-1',
  status: 'CANCELLED',
  amountMinor: 3000,
  currency: 'USD',
  cardBrand: 'AMEX',
  bin: null,
  lastFour: '0005',
  userId: 'usr-1',
  instrumentId: 'ins-1',
  createdAt: Date.UTC(2026, 10, 1, 12),
  updatedAt: null,
};

describe('a person’s or a card’s payments', () => {
  it('lists the card’s payments from the mirror with what each one is', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [row], next: null }) });
    renderWithClient(<PaymentHistory instrumentId="ins-1" />);
    const table = await screen.findByRole('table', {
      name: 'Payments with this card, newest first',
    });
    expect(within(table).getByRole('link', { name: 'pay-on-card' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Cancelled');
    expect(table).toHaveTextContent('USD 30.00');
    expect(table).toHaveTextContent('Amex •••• 0005');
    expect(fake.inputsOf('finder:search')).toEqual([{ instrumentId: 'ins-1', limit: 20 }]);
  });

  it('says so when the mirror has none of the person’s payments, in Spanish', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    renderWithClient(<PaymentHistory userId="usr-9" />, { language: 'es' });
    expect(
      await screen.findByText('Ningún pago de este usuario entre los pagos copiados hasta ahora.'),
    ).toBeInTheDocument();
    expect(fake.inputsOf('finder:search')).toEqual([{ userId: 'usr-9', limit: 20 }]);
  });
});
