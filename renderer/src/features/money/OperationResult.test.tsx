import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { SHOWN, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { OperationResult } from './OperationResult';
import { report } from './testing';

const unknown = report({
  kind: 'transactions:reverse',
  outcome: 'unknown',
  http_status: 503,
  attempts: 2,
  retryable: true,
  targets: { transaction_id: 'trx-1' },
  response: { payment_id: 'pay-5' },
  error: { code: 'outcome_unknown', status: 503, message: 'The API answered HTTP 503.' },
});

describe('OperationResult', () => {
  it('explains an unknown outcome and retries with the same operation, then shows the answer', async () => {
    const fake = installFakeApi({
      'outcomes:retry': () =>
        ok(
          report({
            ...unknown,
            outcome: 'succeeded',
            attempts: 3,
            http_status: 201,
            error: undefined,
            response: { id: 'trx-2', status: 'APPROVED', payment_id: 'pay-5' },
          }),
        ),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    renderWithClient(<OperationResult report={unknown} />);

    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Outcome unknown')).toBeInTheDocument();
    expect(result).toHaveTextContent('The money may or may not have moved');
    expect(result).toHaveTextContent('503');
    expect(result).toHaveTextContent(unknown.idempotency_key);
    expect(
      within(result).getByRole('link', { name: 'Resolve with cancel-or-refund' }),
    ).toHaveAttribute('href', '#/pos?payment=pay-5');

    await user.click(within(result).getByRole('button', { name: 'Retry safely (same key)' }));
    expect(await within(result).findByText('Approved')).toBeInTheDocument();
    expect(fake.inputsOf('outcomes:retry')).toEqual([
      { operation_id: unknown.operation_id, shownProfile: SHOWN },
    ]);
    expect(within(result).getByRole('link', { name: 'trx-2' })).toHaveAttribute(
      'href',
      '#/payments/pay-5',
    );
    expect(within(result).queryByRole('button', { name: /Retry safely/ })).toBeNull();
  });

  it('says an error of its own in words, its internal code only on hover', () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    renderWithClient(<OperationResult report={unknown} />, { language: 'es' });
    const error = screen.getByLabelText('Error');
    expect(error).toHaveTextContent('Qué pasóNo hubo una respuesta confiable');
    expect(error).not.toHaveTextContent('outcome_unknown');
    expect(error).not.toHaveTextContent('Código de error');
    expect(within(error).getByText('No hubo una respuesta confiable')).toHaveAttribute(
      'title',
      'outcome_unknown',
    );
  });

  it("gives the API's error code as a code", () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    renderWithClient(
      <OperationResult
        report={{ ...unknown, error: { ...unknown.error!, apiCode: 'gateway_down' } }}
      />,
      { language: 'es' },
    );
    const error = screen.getByLabelText('Error');
    expect(within(error).getByText('gateway_down', { selector: 'code' })).toBeInTheDocument();
    expect(error).toHaveTextContent('Código de errorgateway_down');
  });

  /** The value beside the result's Amount term, or null when the result has no such row. */
  const amountFact = (region = 'Result', term = 'Amount') => {
    const result = screen.getByRole('region', { name: region });
    const dt = within(result).queryByText(term, { selector: 'dt' });
    return dt?.nextElementSibling?.textContent ?? null;
  };

  it('shows the amount a reversal moved, as Activity and the CSV do, though it asked for none', () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    const reversal = report({
      kind: 'transactions:reverse',
      reversal_type: 'REVERSAL',
      targets: { transaction_id: 'trx-1' },
      response: {
        id: 'trx-9',
        type: 'REVERSAL',
        status: 'APPROVED',
        amount: 13,
        payment: { id: 'pay-5', currency: 'USD' },
      },
    });
    expect(reversal.amount).toBeUndefined();
    renderWithClient(<OperationResult report={reversal} />);
    expect(amountFact()).toBe('USD 13.00');
  });

  it('names a reversal as its payment’s page does: the payment is cancelled, in both languages', () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    const reversal = report({
      kind: 'transactions:reverse',
      outcome: 'succeeded',
      reversal_type: 'REVERSAL',
      targets: { transaction_id: 'trx-1' },
      response: { id: 'trx-9', type: 'REVERSAL', status: 'APPROVED', payment_id: 'pay-5' },
    });
    const { unmount } = renderWithClient(<OperationResult report={reversal} />, {
      language: 'es',
    });
    // "Anulado" is the word the payment's page and badge give its status CANCELLED.
    expect(screen.getByText('Anulado por el reverso, no se cobró nada')).toBeInTheDocument();
    unmount();
    renderWithClient(<OperationResult report={reversal} />);
    expect(screen.getByText('Cancelled by the reversal, nothing was charged')).toBeInTheDocument();
  });

  it('shows what a refund of all that was left moved, in the chosen language', () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    const refund = report({
      kind: 'transactions:reverse',
      reversal_type: 'REFUND',
      targets: { transaction_id: 'trx-1' },
      response: {
        id: 'trx-10',
        type: 'REFUND',
        status: 'APPROVED',
        amount: 1234.5,
        payment: { id: 'pay-5', currency: 'USD' },
      },
    });
    renderWithClient(<OperationResult report={refund} />, { language: 'es' });
    expect(amountFact('Resultado', 'Monto')).toBe('USD 1.234,50');
  });

  it('calls a capture the API settles later a capture in progress, not charged money, in both languages', () => {
    installFakeApi({ 'outcomes:unresolved': () => ok([]) });
    const pending = report({
      kind: 'transactions:reverse',
      reversal_type: 'CAPTURE',
      outcome: 'pending',
      targets: { transaction_id: 'trx-1', currency: 'USD' },
      // The reference's wrapped answer; main read its bare amount with the journaled currency.
      response: {
        payment_id: 'pay-5',
        transaction: { id: 'trx-11', type: 'CAPTURE', status: 'PENDING', amount: 40 },
      },
      moved: { value: 40, currency: 'USD' },
    });
    const { unmount } = renderWithClient(<OperationResult report={pending} />);
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Capture in progress')).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'accepted the capture of USD 40.00 and settles it later: nothing is charged yet.',
    );
    expect(result).not.toHaveTextContent(/Captured/);
    unmount();
    renderWithClient(<OperationResult report={pending} />, { language: 'es' });
    expect(screen.getByText('Cobro en curso')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resultado' })).toHaveTextContent(
      'lo liquida más tarde: todavía no se cobró nada.',
    );
  });

  it('keeps a retry that cannot happen visible, disabled, with the reason', () => {
    installFakeApi({});
    renderWithClient(<OperationResult report={{ ...unknown, retryable: false }} />);
    const retry = screen.getByRole('button', { name: 'Retry safely (same key)' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(/cancel-or-refund instead/);
  });

  it('calls a failed operation failed, with the error the API gave', () => {
    installFakeApi({});
    renderWithClient(
      <OperationResult
        report={report({
          kind: 'transactions:reverse',
          outcome: 'failed',
          http_status: 409,
          error: {
            code: 'conflict',
            status: 409,
            apiCode: 'payment_not_capturable',
            message: 'Payment pay-5 is CANCELLED',
          },
        })}
      />,
    );
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Failed')).toBeInTheDocument();
    expect(within(result).getByText('Nothing was done.')).toBeInTheDocument();
    expect(result).toHaveTextContent('payment_not_capturable');
    expect(result).toHaveTextContent('Payment pay-5 is CANCELLED');
    expect(within(result).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('shows a PENDING answer as pending, never declined, and refreshes its status on request', async () => {
    const fake = installFakeApi({
      'transactions:get': () => ok({ id: 'trx-p', status: 'APPROVED' }),
    });
    const user = userEvent.setup();
    renderWithClient(
      <OperationResult
        report={report({
          outcome: 'pending',
          response: { payment_id: 'pay-p', transaction: { id: 'trx-p', status: 'PENDING' } },
        })}
      />,
    );
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Pending')).toBeInTheDocument();
    expect(within(result).queryByText('Declined')).toBeNull();
    expect(result).toHaveTextContent('still processing it (PENDING)');
    expect(within(result).queryByRole('button', { name: /Retry/ })).toBeNull();

    await user.click(within(result).getByRole('button', { name: 'Refresh status' }));
    expect(await within(result).findByText('Transaction trx-p is now APPROVED.')).toBeVisible();
    expect(fake.inputsOf('transactions:get')).toEqual([{ id: 'trx-p' }]);
  });

  it('says how an unknown outcome was settled, in the store manager’s words, in both languages', () => {
    installFakeApi({});
    const settled = report({
      kind: 'transactions:reverse',
      reversal_type: 'CAPTURE',
      outcome: 'resolved',
      targets: { payment_id: 'pay-9', transaction_id: 'trx-9' },
      resolution: {
        by: 'ana',
        verdict: 'cancel_or_refund',
        payment_id: 'pay-9',
        payment_status: 'ALREADY_CANCELLED',
        operation_id: 'op-cancelref09',
      },
    });
    const { unmount } = renderWithClient(<OperationResult report={settled} />);
    let result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByText('Cancelled with cancel-or-refund')).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'Cancelled with cancel-or-refund by ana (local, not verified) (payment pay-9).',
    );
    expect(result).not.toHaveTextContent(/Settled/);
    unmount();

    renderWithClient(<OperationResult report={settled} />, { language: 'es' });
    result = screen.getByRole('region', { name: 'Resultado' });
    expect(within(result).getByText('Anulado con anular o devolver')).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'Anulado con anular o devolver por ana (local, sin verificar) (pago pay-9).',
    );
    expect(result).toHaveTextContent('OperaciónCobro');
  });

  it('says what a resend did and who sent it', () => {
    installFakeApi({});
    renderWithClient(
      <OperationResult
        report={report({
          outcome: 'succeeded',
          response: { payment_id: 'pay-r', transaction: { id: 'trx-r', status: 'APPROVED' } },
          resolution: { by: 'qa', verdict: 'resent' },
        })}
      />,
    );
    const result = screen.getByRole('region', { name: 'Result' });
    expect(result).toHaveTextContent('Sent again by qa (local, not verified): Approved.');
  });

  it('names who sent it again in the reader’s language, not main’s English line', () => {
    installFakeApi({});
    renderWithClient(
      <OperationResult
        report={report({
          outcome: 'succeeded',
          response: { payment_id: 'pay-r', transaction: { id: 'trx-r', status: 'APPROVED' } },
          resolution: {
            by: 'root (local, not verified)',
            by_identity: { kind: 'local', name: 'root' },
            verdict: 'resent',
          },
        })}
      />,
      { language: 'es' },
    );
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(result).toHaveTextContent('Enviada de nuevo por root (local, sin verificar): Aprobado.');
    // The raw report keeps main's line; only the sentence is the reader's.
    expect(within(result).getByText(/^Enviada de nuevo/)).not.toHaveTextContent(/not verified/);
  });

  it('translates main’s plain reason for a cut connection and never shows the socket code', () => {
    installFakeApi({});
    const cut = {
      ...unknown,
      http_status: undefined,
      error: {
        code: 'outcome_unknown' as const,
        reason: 'cut' as const,
        detail: 'UND_ERR_SOCKET',
        message:
          'Reversing a transaction: The connection to the API was cut before it answered. The money may or may not have moved.',
      },
    };
    const { unmount } = renderWithClient(<OperationResult report={cut} />);
    expect(screen.getByRole('region', { name: 'Result' })).toHaveTextContent(
      'Error messageThe connection to the API was cut before it answered.',
    );
    unmount();
    renderWithClient(<OperationResult report={cut} />, { language: 'es' });
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(result).toHaveTextContent('La conexión con la API se cortó antes de que respondiera.');
    expect(within(result).getByRole('heading', { name: 'Resultado' })).toBeInTheDocument();
    // The socket's code stays in the raw report, for support, never in the words.
    expect(result.querySelector('.money-error')?.textContent).not.toContain('UND_ERR');
  });

  it('heads an outcome resolved by hand with what the person decided, never "Approved"', () => {
    installFakeApi({});
    const byHand = (verdict: 'went_through' | 'did_not_happen') =>
      report({
        outcome: verdict === 'went_through' ? 'succeeded' : 'failed',
        http_status: undefined,
        resolution: { by: 'ana', verdict, payment_id: 'pay-h', payment_status: 'AUTHORIZED' },
      });
    const { unmount } = renderWithClient(<OperationResult report={byHand('went_through')} />);
    let heading = screen.getByText('Marked resolved: it went through');
    expect(heading).toHaveClass('outcome-good');
    expect(screen.queryByText('Approved')).toBeNull();
    unmount();

    const second = renderWithClient(<OperationResult report={byHand('did_not_happen')} />, {
      language: 'es',
    });
    heading = screen.getByText('Marcada como resuelta: no se realizó');
    expect(heading).toHaveClass('outcome');
    expect(screen.queryByText('Aprobado')).toBeNull();
    second.unmount();

    // The payment's status the person saw is said in Spanish too.
    renderWithClient(<OperationResult report={byHand('went_through')} />, { language: 'es' });
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(result).toHaveTextContent('(pago pay-h, autorizado)');
    expect(result.querySelector('.outcome-resolution')).not.toHaveTextContent('AUTHORIZED');
  });

  it('says a refreshed status in Spanish words, the API’s code on hover', async () => {
    installFakeApi({ 'transactions:get': () => ok({ id: 'trx-p', status: 'APPROVED' }) });
    const user = userEvent.setup();
    renderWithClient(
      <OperationResult
        report={report({
          outcome: 'pending',
          response: { payment_id: 'pay-p', transaction: { id: 'trx-p', status: 'PENDING' } },
        })}
      />,
      { language: 'es' },
    );
    const result = screen.getByRole('region', { name: 'Resultado' });
    await user.click(within(result).getByRole('button', { name: 'Actualizar el estado' }));
    const now = await within(result).findByText(
      'La transacción trx-p ahora tiene el estado «aprobado».',
    );
    expect(now).toHaveAttribute('title', 'APPROVED');
  });

  it('shows the API’s codes in Spanish with the code on hover, and its message as the API’s', () => {
    installFakeApi({});
    renderWithClient(
      <OperationResult
        report={report({
          outcome: 'declined',
          response: {
            payment_id: 'pay-d',
            transaction: {
              id: 'trx-d',
              status: 'DECLINED',
              response_code: '51',
              response_code_description: 'Insufficient funds',
            },
          },
        })}
      />,
      { language: 'es' },
    );
    const result = screen.getByRole('region', { name: 'Resultado' });
    expect(result).toHaveTextContent('La API lo denegó.');
    expect(within(result).getByText('La API lo denegó.')).toHaveAttribute('title', 'DECLINED');
    expect(result).toHaveTextContent('51 — la API: “Insufficient funds”');
    expect(within(result).getByText('Denegado')).toBeInTheDocument();
    // Only the raw JSON, which is the API's answer as sent, keeps the code.
    const facts = within(result).getByLabelText('Datos de la operación');
    expect(within(facts).getByTitle('DECLINED')).toHaveTextContent(/^denegado$/);
    expect(facts).not.toHaveTextContent(/DECLINED/);
  });
});
