import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { SHOWN, appInfo, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { payment, report } from '../money/testing';
import { parseSearch } from '../../app/router';
import { ReversalPage } from './ReversalPage';
import { reversalSearchOf } from './reversal-search';

function setup(read = payment({ currency: 'EUR' })) {
  return installFakeApi({
    'app:info': () => ok(appInfo()),
    'transactions:get': () =>
      ok({ id: 'trx-1', type: 'AUTHORIZATION', status: 'APPROVED', payment_id: 'pay-1' }),
    'payments:get': () => ok(read),
    'transactions:reverse': () =>
      ok(
        report({
          kind: 'transactions:reverse',
          response: { id: 'trx-2', type: 'CANCELLATION', status: 'APPROVED', payment_id: 'pay-1' },
          targets: { transaction_id: 'trx-1' },
          reversal_type: 'CANCELLATION',
        }),
      ),
    'outcomes:unresolved': () => ok([]),
  });
}

/** The page as the route hands it the address's search. */
function reverse(query: string) {
  const { transaction, type } = reversalSearchOf(parseSearch(query));
  return <ReversalPage transactionId={transaction} type={type} />;
}

describe('the reversal form', () => {
  it('shows the payment after the form, never above the kinds and the Send button', async () => {
    setup();
    renderWithClient(reverse('transaction=trx-1'));
    const context = await screen.findByRole('region', { name: 'Payment of this transaction' });
    const form = screen.getByRole('form', { name: 'Reverse a transaction' });
    // DOCUMENT_POSITION_FOLLOWING: the summary comes after the form, so its arrival on blur
    // cannot push the options down between mouse down and up.
    expect(form.compareDocumentPosition(context) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps an address’s transaction id that is not one at its field, says why, and reads nothing', async () => {
    const api = setup();
    renderWithClient(reverse('transaction=%25%25%25&type=CANCELLATION'), { language: 'es' });
    const id = screen.getByLabelText('ID de la transacción');
    expect(id).toHaveValue('%%%');
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(id).toHaveAccessibleDescription(/letras, dígitos/);
    expect(api.inputsOf('transactions:get')).toEqual([]);
  });

  it('marks the last result as stale once another transaction id is typed', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1&type=CANCELLATION'));
    await user.click(screen.getByRole('button', { name: 'Send cancellation' }));
    await screen.findByText('Cancelled, nothing was charged');
    expect(screen.queryByText(/The form has changed since this was sent/)).toBeNull();

    const id = screen.getByLabelText('Transaction id');
    await user.clear(id);
    await user.type(id, 'trx-other');
    expect(screen.getByText(/The form has changed since this was sent/)).toBeInTheDocument();

    await user.clear(id);
    await user.type(id, 'trx-1');
    expect(screen.queryByText(/The form has changed since this was sent/)).toBeNull();
  });

  it('says what a partly captured payment still allows, with the amounts the amount field allows', async () => {
    setup(
      payment({
        status: 'CAPTURED',
        authorized_amount: 100,
        captured_amount: 60,
        refunded_amount: 25,
      }),
    );
    renderWithClient(reverse('transaction=trx-1&type=REFUND'), { language: 'es' });
    const context = await screen.findByRole('region', { name: 'Pago de esta transacción' });
    // A refund has started, so the rest can no longer be captured: only what is left to refund.
    expect(within(context).getByText('Devolución (hasta USD 35,00).')).toBeInTheDocument();
  });

  it('is pre-filled from the link, shows the payment, and hides the amount for a cancellation', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1&type=CANCELLATION'));

    expect(screen.getByLabelText('Transaction id')).toHaveValue('trx-1');
    expect(screen.getByRole('radio', { name: 'Cancellation' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cancellation' })).toHaveAccessibleDescription(
      'Release an authorization that was never captured.',
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.getByText(/takes no amount/)).toBeInTheDocument();
    const context = await screen.findByRole('region', { name: 'Payment of this transaction' });
    expect(within(context).getByText('Not charged yet')).toHaveAttribute('title', 'AUTHORIZED');
    expect(
      within(context).getByText('Capture (up to EUR 30.00), cancellation, reversal or adjustment.'),
    ).toBeInTheDocument();
    const thisOne = within(context).getByText('This transaction', { selector: 'dt' });
    expect(thisOne.nextElementSibling).toHaveTextContent('trx-1 (Authorization, Approved)');
    expect(within(context).getByText('Authorization')).toHaveAttribute('title', 'AUTHORIZATION');

    await user.click(screen.getByRole('button', { name: 'Send cancellation' }));
    await screen.findByText('Cancelled, nothing was charged');
    // The payment rides along for the journal, so a refused reversal is found under it.
    expect(fake.inputsOf('transactions:reverse')).toEqual([
      {
        transaction_id: 'trx-1',
        payment_id: 'pay-1',
        type: 'CANCELLATION',
        amount: undefined,
        // No amount is sent, but the payment's currency is journaled: a wrapped answer states
        // what the cancellation released as a bare number.
        currency: 'EUR',
        shownProfile: SHOWN,
      },
    ]);
  });

  it.each([
    { language: 'en', region: 'Payment of this transaction', word: 'Partly charged' },
    { language: 'es', region: 'Pago de esta transacción', word: 'Cobrado en parte' },
  ] as const)(
    '($language) names a partly captured payment with the Payments list’s word, the code on hover',
    async ({ language, region, word }) => {
      setup(
        payment({
          status: 'CAPTURED',
          authorized_amount: 80,
          captured_amount: 50,
          current_amount: 50,
        }),
      );
      renderWithClient(reverse('transaction=trx-1'), { language });
      const context = await screen.findByRole('region', { name: region });
      expect(within(context).getByText(word)).toHaveAttribute('title', 'CAPTURED');
    },
  );

  it('requires the amount for an adjustment, at the field, before anything is sent', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1'));
    await user.click(screen.getByRole('radio', { name: 'Adjustment' }));
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAccessibleDescription(/required/);
    await user.click(screen.getByRole('button', { name: 'Send adjustment' }));

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/An adjustment needs the new amount/);
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);

    await user.type(amount, '80');
    await user.click(screen.getByRole('button', { name: 'Send adjustment' }));
    await waitFor(() =>
      expect(fake.inputsOf('transactions:reverse')).toEqual([
        expect.objectContaining({ type: 'ADJUSTMENT', amount: '80', currency: 'EUR' }),
      ]),
    );
  });

  it('sends a capture without an amount as the full amount, and keeps a typed amount across kinds', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1&type=CAPTURE'));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      /Leave empty for all that is left/,
    );
    await user.type(screen.getByLabelText('Amount'), '12.5');
    await user.click(screen.getByRole('radio', { name: 'Reversal' }));
    expect(screen.queryByLabelText('Amount')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Capture' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    await user.clear(screen.getByLabelText('Amount'));
    await user.click(screen.getByRole('button', { name: 'Send capture' }));
    await waitFor(() =>
      expect(fake.inputsOf('transactions:reverse')).toEqual([
        expect.objectContaining({ type: 'CAPTURE', amount: undefined }),
      ]),
    );
  });

  it('says at the field that an action is needed when Send is pressed with none chosen', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const kinds = screen.getByRole('group', { name: 'What to do' });
    expect(await within(kinds).findByText('Choose what to do')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Capture' })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);
  });

  it('offers only the payment’s currency once the payment is known', async () => {
    setup();
    renderWithClient(reverse('transaction=trx-1&type=CAPTURE'));
    await screen.findByRole('region', { name: 'Payment of this transaction' });
    const currency = screen.getByLabelText('Currency');
    await waitFor(() =>
      expect(
        within(currency)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['EUR']),
    );
    expect(currency).toHaveValue('EUR');
  });

  it('refuses a link whose transaction id could reach another resource: shown, never read', async () => {
    const fake = setup();
    renderWithClient(reverse('transaction=..%2Fpayments&type=REFUND'));
    const id = screen.getByLabelText('Transaction id');
    expect(id).toHaveValue('../payments');
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('radio', { name: 'Refund' })).toBeChecked();
    expect(fake.inputsOf('transactions:get')).toEqual([]);
  });

  it('flags every wrong field on the first submit, the amount too', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('type=ADJUSTMENT'));
    await user.click(screen.getByRole('button', { name: 'Send adjustment' }));
    const id = screen.getByLabelText('Transaction id');
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/An adjustment needs the new amount/);

    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Send adjustment' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/USD amounts have at most 2 decimals/),
    );
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);
  });

  it('refuses more than the payment has left to capture, at the field', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1&type=CAPTURE'));
    // The payment (EUR 30.00 authorized, nothing captured) is read for the transaction.
    await screen.findByRole('region', { name: 'Payment of this transaction' });
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '30.01');
    await user.click(screen.getByRole('button', { name: 'Send capture' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(/At most EUR 30\.00 is left to capture/);
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByRole('button', { name: 'Send capture' }));
    await waitFor(() =>
      expect(fake.inputsOf('transactions:reverse')).toEqual([
        expect.objectContaining({ type: 'CAPTURE', amount: '30', currency: 'EUR' }),
      ]),
    );
  });

  const refunded = {
    status: 'REFUNDED',
    authorized_amount: 150,
    captured_amount: 150,
    refunded_amount: 150,
    current_amount: 0,
  };
  // 60 of 100 captured, then 20 refunded: the 40 never captured cannot be any more.
  const refundBegun = {
    status: 'CAPTURED',
    authorized_amount: 100,
    captured_amount: 60,
    refunded_amount: 20,
    current_amount: 40,
  };
  it.each([
    { read: refunded, type: 'REFUND', typed: '999', ready: 'Nothing: the payment is refunded.' },
    { read: refunded, type: 'REFUND', typed: '', ready: 'Nothing: the payment is refunded.' },
    { read: refundBegun, type: 'CAPTURE', typed: '40', ready: 'Refund (up to USD 40.00)' },
  ] as const)(
    'refuses a $type of $read.status at the field (amount "$typed"), saying why, sending nothing',
    async ({ read, type, typed, ready }) => {
      const fake = setup(payment(read));
      const user = userEvent.setup();
      renderWithClient(reverse(`transaction=trx-1&type=${type}`));
      // The payment is read, so its limits are known, before anything is pressed.
      await screen.findByText(ready, { exact: false });
      const amount = screen.getByLabelText('Amount');
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: `Send ${type.toLowerCase()}` }));
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          type === 'REFUND'
            ? /Nothing is left to refund on this payment/
            : /A refund has begun on this payment, so the rest of its authorization can no longer be captured/,
        ),
      );
      expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);
    },
  );

  it('takes the amount as Spanish writes it; one typed for a kind without an amount blocks nothing', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(reverse('transaction=trx-1&type=CAPTURE'), { language: 'es' });
    const amount = screen.getByLabelText('Monto');
    await user.type(amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Enviar cobro' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/¿quiso decir 12,50\?/));
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);

    // A cancellation takes no amount: what was typed for the capture does not stand in its way.
    await user.click(screen.getByRole('radio', { name: 'Anulación' }));
    await user.click(screen.getByRole('button', { name: 'Enviar anulación' }));
    await waitFor(() => expect(fake.inputsOf('transactions:reverse')).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: 'Cobro' }));
    await user.clear(screen.getByLabelText('Monto'));
    await user.type(screen.getByLabelText('Monto'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Enviar cobro' }));
    await waitFor(() => expect(fake.inputsOf('transactions:reverse')).toHaveLength(2));
    expect(fake.inputsOf('transactions:reverse')[1]).toMatchObject({
      type: 'CAPTURE',
      amount: '12.5',
    });
  });

  it('speaks Spanish: kinds, hints, the button and the field errors', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(reverse('type=REFUND'), { language: 'es' });
    expect(
      screen.getByRole('heading', { name: 'Cobrar, devolver o revertir una transacción' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Devolución' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anulación' })).toHaveAccessibleDescription(
      'Liberar una autorización que nunca se cobró.',
    );
    expect(screen.getByLabelText('Monto')).toHaveAccessibleDescription(
      'Déjelo vacío para todo lo que queda (el resumen del pago dice cuánto), o escriba una parte, p. ej. 25,50.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar devolución' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ID de la transacción')).toHaveAccessibleDescription(
        'Escriba un ID',
      ),
    );
  });
});
