import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import {
  observedPaymentAfterCapture,
  observedPayments,
} from '../../../../shared/testing/api-observed';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentDetailPage } from './PaymentDetailPage';
import { PaymentListPage } from './PaymentListPage';
import { asRead, payment } from './test-fixtures';

/* The screens against answers captured from the API's real sandbox, and against worse. */

/** A row's cell under the column with that header. */
function cell(row: HTMLElement, header: string): HTMLElement {
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
  // A two-line heading (Payment over Merchant) is found by its first line.
  const index = headers.findIndex(
    (h) => (h.querySelector('.cell-line') ?? h).textContent === header,
  );
  return within(row).getAllByRole(index === 0 ? 'rowheader' : 'cell')[index === 0 ? 0 : index - 1]!;
}

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('payments screens on captured sandbox answers', () => {
  it('lists the captured payments: epoch seconds, plain numbers, "" as absent', async () => {
    installFakeApi({
      'payments:list': () =>
        ok({ data: observedPayments.map(asRead), page: 1, page_size: 50, has_more: false }),
    });
    renderWithClient(<PaymentListPage />);

    const link = await screen.findByRole('link', { name: 'pay-d440b3tr2il9pckaravg' });
    const row = link.closest('tr')!;
    expect(cell(row, 'Amount')).toHaveTextContent('USD 100.00');
    expect(cell(row, 'Card')).toHaveTextContent('—');
    // The merchant stands under the payment id, in the row's heading cell.
    expect(cell(row, 'Payment').querySelector('.payment-merchant')).toHaveTextContent('—');
    expect(cell(row, 'Created').querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(1762133392 * 1000).toISOString(),
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 7);
    expect(screen.queryByText('unexpected shape')).not.toBeInTheDocument();
  });

  it('shows the payment after a manual capture: ISO microseconds, the rail as the card', async () => {
    installFakeApi({ 'payments:get': () => ok(asRead(observedPaymentAfterCapture)) });
    renderWithClient(<PaymentDetailPage id="pay-d448fa7jebdt9pu3tqjg" />);

    const timeline = await screen.findByRole('list', { name: 'Transactions, oldest first' });
    const [auth, capture] = within(timeline).getAllByRole('listitem');
    expect(auth).toHaveTextContent('Authorization Approved USD 100.00');
    expect(capture).toHaveTextContent('Capture Pending USD 100.00');
    expect(capture).toHaveClass('timeline-pending');
    expect(within(capture!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2025-11-03T10:44:58.458Z',
    );
    expect(fact('Card')).toBe('Mastercard (ins-d43pf7liu5l7ham9iu1g)');
    expect(fact('Merchant')).toBe('mer-d43nagkm4gl7c1b8dqhg');
    expect(screen.getByRole('link', { name: 'ins-d43pf7liu5l7ham9iu1g' })).toBeVisible();
    // The payment's state in the Payments list's word, the API's code on hover.
    expect(
      screen.getByText('Capture in progress', { selector: '[title="AUTHORIZED"]' }),
    ).toBeVisible();
    expect(screen.queryByText('unexpected shape')).not.toBeInTheDocument();
  });

  it('offers only cancel-or-refund while a capture is presented', async () => {
    installFakeApi({ 'payments:get': () => ok(asRead(observedPayments[3])) });
    renderWithClient(<PaymentDetailPage id="pay-d440b3tr2il9pckaravg" />);
    const moves = await screen.findByRole('region', { name: 'Next moves' });
    expect(
      within(moves)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Resolve with cancel-or-refund']);
  });

  it('marks what did not read, shows it as sent, and keeps the raw JSON as the API sent it', async () => {
    const sent = {
      id: 'pay-odd',
      status: 'ON_HOLD',
      currency: 'USD',
      initial_amount: 'ten dollars',
      created_at: 'yesterday',
      payment_instrument: 'CARD',
      transactions: [{ id: 'trx-odd', type: 'AUTHORIZATION', status: 'APPROVED', amount: true }],
    };
    installFakeApi({ 'payments:get': () => ok(asRead(sent)) });
    const user = userEvent.setup();
    renderWithClient(<PaymentDetailPage id="pay-odd" />);

    const moves = await screen.findByRole('region', { name: 'Next moves' });
    expect(within(moves).getByText(/documents no state ON_HOLD/)).toBeVisible();
    expect(screen.getByText('ON_HOLD', { selector: '[title="ON_HOLD"]' })).toBeVisible();
    for (const raw of ['ten dollars', 'yesterday', 'CARD', 'true']) {
      const shown = screen.getByText(raw, { selector: '.unexpected .mono' });
      expect(shown.parentElement).toHaveTextContent(`${raw} unexpected shape`);
    }
    await user.click(screen.getByText('Raw JSON of the payment'));
    const raw = screen.getByLabelText('Raw JSON of the payment');
    expect(JSON.parse(raw.textContent ?? '')).toEqual(sent);
  });

  it('reads an amount of any documented shape the same way in a row', async () => {
    installFakeApi({
      'payments:list': () =>
        ok({
          data: [
            asRead({ ...payment('pay-n'), initial_amount: 20 }),
            asRead({ ...payment('pay-s'), initial_amount: '20' }),
            asRead({ ...payment('pay-o'), initial_amount: { value: 20, currency: 'USD' } }),
          ],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    renderWithClient(<PaymentListPage />);
    await screen.findByRole('link', { name: 'pay-o' });
    const amounts = ['pay-n', 'pay-s', 'pay-o'].map(
      (id) => cell(screen.getByRole('link', { name: id }).closest('tr')!, 'Amount').textContent,
    );
    expect(amounts).toEqual(['USD 20.00', 'USD 20.00', 'USD 20.00']);
  });
});
