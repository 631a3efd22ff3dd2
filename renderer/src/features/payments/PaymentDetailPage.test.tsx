import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentDetailPage } from './PaymentDetailPage';
import { payment } from './test-fixtures';

const amount = (term: string) =>
  within(screen.getByRole('region', { name: 'Amounts' })).getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent;

describe('PaymentDetailPage', () => {
  it('renders amounts given as numbers, numeric strings and {value, currency} objects', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            authorized_amount: 150,
            captured_amount: '150.00',
            refunded_amount: { value: '50', currency: 'USD' },
            current_amount: { value: 100 },
          }),
        ),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />);

    await screen.findByRole('region', { name: 'Amounts' });
    expect(amount('Authorized')).toBe('USD 150.00');
    expect(amount('Captured')).toBe('USD 150.00');
    expect(amount('Refunded')).toBe('USD 50.00');
    expect(amount('Current')).toBe('USD 100.00');
    expect(screen.getByText('CAPTURED', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('AMEX •••• 0005', { exact: false })).toBeVisible();
  });

  it('shows a missing amount as a dash and COP without decimals', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(payment(id, { currency: 'COP', authorized_amount: 350000, captured_amount: null })),
    });
    renderWithClient(<PaymentDetailPage id="pay-cop" />);
    await screen.findByRole('region', { name: 'Amounts' });
    expect(amount('Authorized')).toBe('COP 350,000');
    expect(amount('Captured')).toBe('—');
  });

  it('lists transactions oldest first, approved and declined told apart in words', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            transactions: [
              {
                id: 'trx-refund',
                type: 'REFUND',
                status: 'APPROVED',
                amount: { value: 50 },
                created_at: 1_735_830_000,
              },
              {
                id: 'trx-auth',
                type: 'AUTHORIZATION',
                status: 'APPROVED',
                amount: { value: 150 },
                created_at: 1_735_819_200,
              },
              {
                id: 'trx-capture-2',
                type: 'CAPTURE',
                status: 'DECLINED',
                amount: { value: 10 },
                created_at: 1_735_826_000,
              },
              {
                id: 'trx-capture',
                type: 'CAPTURE',
                status: 'APPROVED',
                amount: { value: '150' },
                created_at: 1_735_822_800,
              },
            ],
          }),
        ),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />);

    const timeline = await screen.findByRole('list', { name: 'Transactions, oldest first' });
    const items = within(timeline).getAllByRole('listitem');
    expect(
      items.map((i) => within(i).getByText(/^trx-/, { selector: 'code' }).textContent),
    ).toEqual(['trx-auth', 'trx-capture', 'trx-capture-2', 'trx-refund']);
    expect(items[1]).toHaveTextContent('CAPTURE APPROVED USD 150.00');
    expect(items[2]).toHaveTextContent('CAPTURE DECLINED USD 10.00');
    expect(items[2]).toHaveClass('timeline-declined');
    expect(items[1]).toHaveClass('timeline-approved');
    // Times are local, and machine-readable too.
    expect(within(items[0]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      new Date(1_735_819_200_000).toISOString(),
    );
  });

  it('offers next moves by status and fetches a transaction only when its details open', async () => {
    const fake = installFakeApi({
      'payments:get': ({ id }) => ok(payment(id, { status: 'AUTHORIZED' })),
      'transactions:get': ({ id }) =>
        ok({ id, type: 'AUTHORIZATION', status: 'APPROVED', response_code: '00' }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentDetailPage id="pay-1" />);

    const moves = await screen.findByRole('region', { name: 'Next moves' });
    expect(within(moves).getByRole('link', { name: 'Capture' })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-pay-1-auth&type=CAPTURE',
    );
    expect(within(moves).queryByRole('link', { name: 'Refund' })).not.toBeInTheDocument();
    expect(fake.inputsOf('transactions:get')).toEqual([]);

    await user.click(screen.getByText('Details of trx-pay-1-auth'));
    expect(await screen.findByText('00', { selector: 'dd' })).toBeVisible();
    expect(fake.inputsOf('transactions:get')).toEqual([{ id: 'trx-pay-1-auth' }]);
  });

  it('says plainly when no payment has that id', async () => {
    installFakeApi({ 'payments:get': () => fail('not_found', 'Not found', { status: 404 }) });
    renderWithClient(<PaymentDetailPage id="pay-missing" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment with id pay-missing');
  });
});
