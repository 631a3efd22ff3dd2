import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { FoundPayment, PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { installFakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render';

const found = (changes: Partial<FoundPayment>): FoundPayment => ({
  seq: 1,
  id: 'pay-bulk-1',
  traceId: '0112345678',
  merchantId: 'mer-cdmx-roma',
  status: 'CAPTURED',
  amountMinor: 45_000,
  currency: 'COP',
  cardBrand: 'VISA',
  bin: '411111',
  lastFour: '4242',
  userId: 'usr-1',
  instrumentId: 'ins-1',
  createdAt: new Date(2026, 10, 26, 14, 5).getTime(),
  updatedAt: null,
  ...changes,
});

describe('Payments → Find', () => {
  it('searches in Spanish: COP 45.000 is forty-five thousand pesos, with its badge and its next page', async () => {
    const fake = installFakeApi({
      'finder:search': (input) =>
        ok(
          input.after
            ? { rows: [found({ id: 'pay-bulk-2', status: 'REFUNDED', seq: 0 })], next: null }
            : { rows: [found({})], next: { createdAt: 1, seq: 1 } },
        ),
      'finder:status': () =>
        ok({
          profileId: 'sim',
          state: { kind: 'syncing' },
          mirrored: 1000,
          apiTotal: 5000,
          lastSyncedAt: null,
        }),
    });
    const user = userEvent.setup();
    await renderRoute('#/payments/find', { language: 'es' });
    const form = await screen.findByRole('search', { name: 'Buscar pagos' });
    await user.type(within(form).getByLabelText('Número de traza, últimos cuatro o id'), '4242');
    await user.type(within(form).getByLabelText('Monto, o el más bajo'), '45.000');
    await user.selectOptions(within(form).getByLabelText('Moneda'), 'COP');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Pagos encontrados' });
    expect(within(table).getByRole('link', { name: 'pay-bulk-1' })).toHaveAttribute(
      'href',
      '#/payments/pay-bulk-1',
    );
    expect(table).toHaveTextContent('Cobrado');
    expect(table).toHaveTextContent('COP 45.000');
    expect(fake.inputsOf('finder:search')[0]).toMatchObject({
      lastFour: '4242',
      amount: { currency: 'COP', min: 45_000, max: 45_000 },
      order: 'newest',
    } satisfies PaymentSearchInput);
    expect(screen.getByText(/^1\.000 de 5\.000 pagos copiados hasta ahora/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar más pagos' }));
    expect(await within(table).findByRole('link', { name: 'pay-bulk-2' })).toBeInTheDocument();
    expect(fake.inputsOf('finder:search')[1]).toMatchObject({ after: { createdAt: 1, seq: 1 } });
  });

  it('says a bad input at its field and searches nothing', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    const form = await screen.findByRole('search', { name: 'Search payments' });
    await user.type(within(form).getByLabelText('Amount, or lowest'), '10');
    await user.type(within(form).getByLabelText('From'), '13/40/2026');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(
      await within(form).findByText('Choose the amount’s currency: 100 COP is not 100 USD'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Type a day such as 11/26/2026, and a time such as 14:30 if you know it',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(fake.inputsOf('finder:search')).toEqual([]));
  });
});
