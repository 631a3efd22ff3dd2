import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentListPage } from './PaymentListPage';
import { payment } from './test-fixtures';

const many = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => payment(`pay-${prefix}-${i + 1}`));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PaymentListPage', () => {
  it('lists payments 50 at a time, each row linking to its detail', async () => {
    const fake = installFakeApi({
      'payments:list': ({ page = 1 }) =>
        ok({
          data: page === 1 ? many('a', 50) : many('b', 3),
          page,
          page_size: 50,
          has_more: page === 1,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />);

    const link = await screen.findByRole('link', { name: 'pay-a-1' });
    expect(link).toHaveAttribute('href', '#/payments/pay-a-1');
    expect(link.closest('tr')).toHaveTextContent('pay-a-1');
    expect(link.closest('tr')).toHaveTextContent('CAPTURED');
    expect(link.closest('tr')).toHaveTextContent('USD 150.00');
    expect(link.closest('tr')).toHaveTextContent('AMEX •••• 0005');
    expect(link.closest('tr')).toHaveTextContent('mer-1');
    expect(bodyRows()).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Load more payments' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(53));
    expect(screen.queryByRole('button', { name: 'Load more payments' })).not.toBeInTheDocument();
    expect(fake.inputsOf('payments:list')).toEqual([
      { page: 1, page_size: 50 },
      { page: 2, page_size: 50 },
    ]);
  });

  it('filters by status and merchant when the filters are applied', async () => {
    const fake = installFakeApi({
      'payments:list': ({ status }) =>
        ok({
          data: status ? [payment('pay-auth', { status: String(status) })] : many('a', 2),
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />);
    await screen.findByRole('link', { name: 'pay-a-1' });

    await user.selectOptions(screen.getByLabelText('Status'), 'AUTHORIZED');
    await user.type(screen.getByLabelText('Merchant id'), 'mer-seed-store-1');
    expect(fake.inputsOf('payments:list')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await screen.findByRole('link', { name: 'pay-auth' });
    expect(bodyRows()).toHaveLength(1);
    expect(fake.inputsOf('payments:list').at(-1)).toEqual({
      status: 'AUTHORIZED',
      merchant_id: 'mer-seed-store-1',
      page: 1,
      page_size: 50,
    });
  });

  it('opens a payment by id from the lookup box, refusing what is not an id', async () => {
    installFakeApi({
      'payments:list': () => ok({ data: [], page: 1, page_size: 50, has_more: false }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />);
    expect(await screen.findByText('No payments yet.')).toBeVisible();

    const box = screen.getByLabelText('Payment id');
    await user.type(box, '../secret');
    await user.click(screen.getByRole('button', { name: 'Open payment' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.hash).toBe('');

    await user.clear(box);
    await user.type(box, 'pay-seed-captured{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/payments/pay-seed-captured'));
  });
});
