import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { SHOWN, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { PaymentDetailPage } from './PaymentDetailPage';
import { report } from '../money/testing';
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
    expect(amount('Can still be captured')).toBe('USD 0.00');
    expect(amount('Can still be refunded')).toBe('USD 100.00');
    expect(screen.getByText('Partly refunded')).toHaveAttribute('title', 'CAPTURED');
    expect(screen.getByText('Charged USD 150.00, USD 50.00 given back in total')).toBeVisible();
    expect(screen.getByText('Amex •••• 0005', { exact: false })).toBeVisible();
  });

  it.each([
    { authorized: 100, captured: 60, refunded: 20, why: true },
    // Captured whole before the refund: nothing was left to capture, nothing to explain.
    { authorized: 60, captured: 60, refunded: 25, why: false },
  ])(
    'authorized $authorized, captured $captured, refunded $refunded: says why nothing more can be captured: $why',
    async ({ authorized, captured, refunded, why }) => {
      installFakeApi({
        'payments:get': ({ id }) =>
          ok(
            payment(id, {
              status: 'CAPTURED',
              authorized_amount: authorized,
              captured_amount: captured,
              refunded_amount: refunded,
              current_amount: captured - refunded,
            }),
          ),
      });
      renderWithClient(<PaymentDetailPage id="pay-1" />);
      await screen.findByRole('region', { name: 'Amounts' });
      expect(amount('Can still be captured')).toBe('USD 0.00');
      const tile = screen.getByText('Can still be captured', { selector: 'dt' }).parentElement!;
      const words = 'Once a refund has begun, the rest can no longer be captured.';
      if (why) expect(tile).toHaveTextContent(words);
      else expect(screen.queryByText(words)).toBeNull();
    },
  );

  it.each([
    { language: 'en', word: 'Partly refunded', other: /Charged(?! USD)|The payment system/ },
    { language: 'es', word: 'Devuelto en parte', other: /Cobrado(?! USD)|sistema de pagos/ },
  ] as const)(
    '($language) names the payment’s state with the Payments badge’s word, the code on hover',
    async ({ language, word, other }) => {
      installFakeApi({
        'payments:get': ({ id }) =>
          ok(
            payment(id, {
              status: 'CAPTURED',
              status_detail: 'Partially refunded',
              authorized_amount: 60,
              captured_amount: 60,
              refunded_amount: 25,
              current_amount: 35,
            }),
          ),
      });
      renderWithClient(<PaymentDetailPage id="pay-1" />, { language });
      await screen.findByRole('region', { name: language === 'es' ? 'Montos' : 'Amounts' });
      const status = screen.getByText(word);
      expect(status).toHaveAttribute('title', 'CAPTURED');
      expect(status.parentElement).not.toHaveTextContent(other);
    },
  );

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

  it('names the terminal’s trace number as a field, in Spanish too, a dash when none was sent', async () => {
    const fact = (term: string) =>
      screen.getByText(term, { selector: '.facts dt' }).nextElementSibling?.textContent;
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(payment(id, { external_client_trace_id: id === 'pay-t' ? 'POS7-000481' : '' })),
    });
    const first = renderWithClient(<PaymentDetailPage id="pay-t" />, { language: 'es' });
    await screen.findByRole('region', { name: 'Montos' });
    expect(fact('Número de traza')).toBe('POS7-000481');
    first.unmount();
    renderWithClient(<PaymentDetailPage id="pay-none" />);
    await screen.findByRole('region', { name: 'Amounts' });
    expect(fact('Trace number')).toBe('—');
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
    expect(items[1]).toHaveTextContent('Capture Approved USD 150.00');
    expect(items[2]).toHaveTextContent('Capture Declined USD 10.00');
    // The API's codes stay at hand for whoever compares with its answers.
    expect(within(items[2]!).getByText('Capture')).toHaveAttribute('title', 'CAPTURE');
    expect(within(items[2]!).getByText('Declined')).toHaveAttribute('title', 'DECLINED');
    expect(items[2]).toHaveClass('timeline-declined');
    expect(items[1]).toHaveClass('timeline-approved');
    // Times are local, and machine-readable too.
    expect(within(items[0]!).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      new Date(1_735_819_200_000).toISOString(),
    );
  });

  it('says its next moves and transactions in Spanish, the unknown state as sent', async () => {
    installFakeApi({
      'payments:get': ({ id }) => ok(payment(id, { status: 'ON_HOLD' })),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />, { language: 'es' });

    const moves = await screen.findByRole('region', { name: 'Siguientes pasos' });
    expect(
      within(moves).getByRole('link', { name: 'Resolver con anular o devolver' }),
    ).toBeVisible();
    expect(within(moves).getByText(/La API no documenta el estado ON_HOLD/)).toBeVisible();
    const timeline = screen.getByRole('region', { name: 'Transacciones' });
    expect(within(timeline).getByText('Detalles de trx-pay-1-auth')).toBeVisible();
  });

  it('makes a transaction’s state agree with its type in Spanish', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            transactions: [
              { id: 'trx-c', type: 'CAPTURE', status: 'APPROVED', amount: 5 },
              { id: 'trx-r', type: 'REFUND', status: 'DECLINED', amount: 5 },
            ],
          }),
        ),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />, { language: 'es' });
    const timeline = await screen.findByRole('list', { name: /^Transacciones/ });
    const [capture, refund] = within(timeline).getAllByRole('listitem');
    expect(capture).toHaveTextContent(/^✓Cobro Aprobado/);
    expect(within(capture!).getByText('Aprobado')).toHaveAttribute('title', 'APPROVED');
    expect(refund).toHaveTextContent(/Devolución Denegada/);
  });

  it('says transaction types and states in Spanish, an undocumented one exactly as sent', async () => {
    const recently = Math.floor(Date.now() / 1000) - 3 * 60;
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            created_at: recently,
            transactions: [
              { id: 'trx-a', type: 'REFUND', status: 'APPROVED', amount: 5, created_at: recently },
              { id: 'trx-b', type: 'CHARGEBACK', status: 'ON_REVIEW', amount: 5 },
            ],
          }),
        ),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />, { language: 'es' });

    const timeline = await screen.findByRole('list', { name: /^Transacciones/ });
    const [refund, odd] = within(timeline).getAllByRole('listitem');
    expect(refund).toHaveTextContent(/^✓Devolución Aprobada/);
    expect(within(refund!).getByText('Devolución')).toHaveAttribute('title', 'REFUND');
    expect(odd).toHaveTextContent('CHARGEBACK ON_REVIEW');
    // Recent moments read as time ago, the exact time on hover, in the timeline and the facts.
    const time = refund!.querySelector('time');
    expect(time).toHaveTextContent('hace 3 min');
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d:\d{2}/));
    const created = screen.getByText('Creado', { selector: 'dt' }).nextElementSibling;
    expect(created).toHaveTextContent('hace 3 min');
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
    expect(within(moves).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-pay-1-auth&type=CANCELLATION',
    );
    // Capture has its own prompt on the page; refund is not possible before a capture.
    expect(screen.getByRole('button', { name: 'Capture… (up to USD 150.00)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(fake.inputsOf('transactions:get')).toEqual([]);

    await user.click(screen.getByText('Details of trx-pay-1-auth'));
    expect(await screen.findByText('00', { selector: 'dd' })).toBeVisible();
    expect(fake.inputsOf('transactions:get')).toEqual([{ id: 'trx-pay-1-auth' }]);
  });

  it('captures part of what is left from the payment page, the amount prompt defaulting to all of it', async () => {
    const fake = installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            status: 'CAPTURED',
            authorized_amount: 200,
            captured_amount: 80,
            current_amount: 80,
          }),
        ),
      'transactions:reverse': () =>
        ok(
          report({
            kind: 'transactions:reverse',
            reversal_type: 'CAPTURE',
            amount: { value: 100, currency: 'USD' },
            response: { id: 'trx-c2', type: 'CAPTURE', status: 'APPROVED', payment_id: 'pay-1' },
            targets: { transaction_id: 'trx-pay-1-auth' },
          }),
        ),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentDetailPage id="pay-1" />);
    await user.click(await screen.findByRole('button', { name: 'Capture… (up to USD 120.00)' }));
    const prompt = screen.getByRole('form', { name: 'Capture this payment' });
    const amount = within(prompt).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('120.00');

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(prompt).getByRole('button', { name: 'Capture' }));
    expect(await within(prompt).findByText('At most USD 120.00')).toBeInTheDocument();
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(prompt).getByRole('button', { name: 'Capture' }));
    expect(await screen.findByText('Captured USD 100.00')).toBeInTheDocument();
    expect(fake.inputsOf('transactions:reverse')).toEqual([
      {
        transaction_id: 'trx-pay-1-auth',
        type: 'CAPTURE',
        amount: '100',
        currency: 'USD',
        shownProfile: SHOWN,
      },
    ]);
  });

  it.each([
    {
      language: 'en',
      open: 'Capture… (up to USD 120.00)',
      form: 'Capture this payment',
      label: 'Amount (USD)',
      send: 'Capture',
      error: 'Type the amount to capture, at most USD 120.00',
    },
    {
      language: 'es',
      open: 'Devolver… (hasta USD 80,00)',
      form: 'Devolver este pago',
      label: 'Monto (USD)',
      send: 'Devolver',
      error: 'Escriba el monto a devolver, como máximo USD 80,00',
    },
  ] as const)(
    '($language) refuses an emptied amount at the field instead of silently taking all of it',
    async ({ language, open, form, label, send, error }) => {
      const fake = installFakeApi({
        'payments:get': ({ id }) =>
          ok(
            payment(id, {
              status: 'CAPTURED',
              authorized_amount: 200,
              captured_amount: 80,
              current_amount: 80,
            }),
          ),
        'outcomes:unresolved': () => ok([]),
      });
      const user = userEvent.setup();
      renderWithClient(<PaymentDetailPage id="pay-1" />, { language });
      await user.click(await screen.findByRole('button', { name: open }));
      const prompt = screen.getByRole('form', { name: form });
      const amount = within(prompt).getByLabelText(label);
      await user.clear(amount);
      await user.click(within(prompt).getByRole('button', { name: send }));
      expect(await within(prompt).findByText(error)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);
    },
  );

  it('a capture above the ceiling gets the second look, and its yes goes with the request', async () => {
    const fake = installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            status: 'AUTHORIZED',
            authorized_amount: 150000,
            captured_amount: 0,
            current_amount: 150000,
          }),
        ),
      'transactions:reverse': () =>
        ok(
          report({
            kind: 'transactions:reverse',
            reversal_type: 'CAPTURE',
            amount: { value: 150000, currency: 'USD' },
            response: { id: 'trx-c3', type: 'CAPTURE', status: 'APPROVED', payment_id: 'pay-1' },
            targets: { transaction_id: 'trx-pay-1-auth' },
          }),
        ),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentDetailPage id="pay-1" />);
    await user.click(
      await screen.findByRole('button', { name: /^Capture… \(up to USD 150,000.00\)/ }),
    );
    const prompt = screen.getByRole('form', { name: 'Capture this payment' });
    await user.click(within(prompt).getByRole('button', { name: 'Capture' }));
    const look = await screen.findByRole('dialog', { name: /Is this amount right/ });
    await user.click(within(look).getByRole('button', { name: 'Change the amount' }));
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);
    expect(within(prompt).getByLabelText('Amount (USD)')).toHaveValue('150000.00');

    await user.click(within(prompt).getByRole('button', { name: 'Capture' }));
    const again = await screen.findByRole('dialog', { name: /Is this amount right/ });
    await user.click(within(again).getByRole('button', { name: /Yes, send USD 150,000.00/ }));
    await waitFor(() =>
      expect(fake.inputsOf('transactions:reverse')).toEqual([
        expect.objectContaining({ amount: '150000.00', above_ceiling_confirmed: true }),
      ]),
    );
  });

  it('after capturing 20 of 120, says the 100.00 that can still be captured, as the button does', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(
          payment(id, {
            authorized_amount: 120,
            captured_amount: 20,
            refunded_amount: 0,
            current_amount: 20,
          }),
        ),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />);
    expect(
      await screen.findByRole('button', { name: 'Capture… (up to USD 100.00)' }),
    ).toBeInTheDocument();
    expect(amount('Can still be captured')).toBe('USD 100.00');
    expect(amount('Can still be refunded')).toBe('USD 20.00');
    expect(screen.queryByText('Still at stake')).toBeNull();
  });

  it('offers a refund of what was charged and not yet given back', async () => {
    installFakeApi({
      'payments:get': ({ id }) =>
        ok(payment(id, { captured_amount: 150, refunded_amount: 50, current_amount: 100 })),
    });
    renderWithClient(<PaymentDetailPage id="pay-1" />);
    expect(
      await screen.findByRole('button', { name: 'Refund… (up to USD 100.00)' }),
    ).toBeInTheDocument();
  });

  it('takes a refund amount as Spanish writes it, and says a wrong one at the field in Spanish', async () => {
    const fake = installFakeApi({
      'payments:get': ({ id }) =>
        ok(payment(id, { captured_amount: 150, refunded_amount: 50.5, current_amount: 99.5 })),
      'transactions:reverse': () =>
        ok(
          report({
            kind: 'transactions:reverse',
            reversal_type: 'REFUND',
            amount: { value: 12.5, currency: 'USD' },
            response: { id: 'trx-r2', type: 'REFUND', status: 'APPROVED', payment_id: 'pay-1' },
            targets: { transaction_id: 'trx-pay-1-auth' },
          }),
        ),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentDetailPage id="pay-1" />, { language: 'es' });
    await user.click(await screen.findByRole('button', { name: /^Devolver…/ }));
    const prompt = screen.getByRole('form', { name: 'Devolver este pago' });
    const amount = within(prompt).getByLabelText('Monto (USD)');
    // All that is left, written as the person reads it, so sending it untouched reads back.
    expect(amount).toHaveValue('99,50');
    await user.clear(amount);
    await user.type(amount, '1,234');
    await user.click(within(prompt).getByRole('button', { name: 'Devolver' }));
    expect(
      await within(prompt).findByText('Los montos en USD tienen como máximo 2 decimales'),
    ).toBeInTheDocument();
    // A point groups thousands in Spanish: one thousand two hundred thirty-four is too much.
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(prompt).getByRole('button', { name: 'Devolver' }));
    expect(await within(prompt).findByText('Como máximo USD 99,50')).toBeInTheDocument();
    expect(fake.inputsOf('transactions:reverse')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.click(within(prompt).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(fake.inputsOf('transactions:reverse')).toHaveLength(1));
    expect(fake.inputsOf('transactions:reverse')).toMatchObject([
      { type: 'REFUND', amount: '12.5', currency: 'USD' },
    ]);
  });

  it('says plainly when no payment has that id', async () => {
    installFakeApi({
      'payments:get': () =>
        fail('not_found', 'Not found', { status: 404, apiCode: 'payment_not_found' }),
    });
    renderWithClient(<PaymentDetailPage id="pay-missing" />);
    // Its status and the API's code too, as on every load-error line.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No payment with id pay-missing (HTTP 404, error code payment_not_found)',
    );
  });
});
