import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '../../../../shared/error-words';
import { fail, ok } from '../../../../shared/result';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { ApprovalRequest } from '../../../../shared/schemas/approval';
import { SHOWN, appInfo, installFakeApi, type FakeHandlers } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { payment, report } from '../money/testing';
import { PosPage } from './PosPage';
import { ApprovalsBadge } from '../approvals/ApprovalsBadge';
import { UnknownOutcomesBadge } from '../unknown-outcomes/UnknownOutcomesBadge';

const RESOLVED_AT = 1_736_510_400; // 10 Jan 2025, 12:00 UTC: the 10th in almost every time zone

function answer(action: string, value = 0, changes: Partial<OperationReport> = {}) {
  return report({
    kind: 'pos:cancelOrRefund',
    http_status: 200,
    targets: { payment_id: 'pay-1' },
    response: {
      payment_id: 'pay-1',
      action,
      amount: { value, currency: 'USD' },
      transaction_id: 'trx-r',
      resolved_at: RESOLVED_AT,
    },
    ...changes,
  });
}

function setup(handlers: FakeHandlers = {}) {
  return installFakeApi({
    'app:info': () => ok(appInfo()),
    'payments:get': () => ok(payment()),
    'pos:cancelOrRefund': () => ok(answer('CANCELLED', 30)),
    'outcomes:unresolved': () => ok([]),
    ...handlers,
  });
}

async function cancelOrRefund(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Cancel or refund this payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel or refund this payment?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel or refund' }));
}

/** The page as the manager reads it: everything but the closed support details. */
function visibleText(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((d) => d.remove());
  return copy.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('POS cancel-or-refund', () => {
  it('finds the payment from the link and asks plainly before doing anything', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);

    expect(screen.getByLabelText('Payment id')).toHaveValue('pay-1');
    const summary = await screen.findByRole('region', { name: 'Payment pay-1' });
    expect(within(summary).getByText('Visa •••• 1111')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Approved for USD 30.00, not charged yet');

    await user.click(screen.getByRole('button', { name: 'Cancel or refund this payment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This releases the hold of USD 30.00 on the card ending 1111; nothing was charged.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(0);

    await cancelOrRefund(user);
    await screen.findByRole('heading', { name: 'Cancelled, nothing was charged' });
    expect(fake.inputsOf('pos:cancelOrRefund')).toEqual([
      { payment_id: 'pay-1', shownProfile: SHOWN },
    ]);
  });

  it.each([
    [
      'an automatic capture not presented yet (AUTHORIZED)',
      'AUTHORIZED',
      'This cancels the payment: it releases the hold of USD 30.00 on the card ending 1111 and stops its capture of USD 30.00 in progress; nothing was charged.',
    ],
    [
      'a requested capture (CAPTURE_IN_PROCESS)',
      'CAPTURE_IN_PROCESS',
      'Its capture of USD 30.00 is in progress: it can no longer be cancelled, and there is nothing to refund until it is charged.',
    ],
  ])('says what it will do with %s before asking', async (_what, status, plan) => {
    setup({
      'payments:get': () =>
        ok(
          payment({
            status,
            capture: { mode: 'AUTOMATIC' },
            transactions: [
              { id: 'trx-a', type: 'AUTHORIZATION', status: 'APPROVED', amount: 30 },
              { id: 'trx-c', type: 'CAPTURE', status: 'PENDING', amount: 30 },
            ],
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    const summary = await screen.findByRole('region', { name: 'Payment pay-1' });
    expect(summary).toHaveTextContent('Capture in progress: USD 30.00 approved, not charged yet');
    await user.click(screen.getByRole('button', { name: 'Cancel or refund this payment' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(plan);
  });

  it.each([
    [
      'en',
      'AUTHORIZED',
      'This cancels the payment: it releases the hold of USD 80.00 on the card ending 1111 and stops its capture of USD 30.00 in progress; nothing was charged.',
    ],
    [
      'en',
      'CAPTURE_IN_PROCESS',
      'Its capture of USD 30.00 is in progress: it can no longer be cancelled',
    ],
    [
      'es',
      'AUTHORIZED',
      'Esto anula el pago: libera la retención de USD 80,00 en la tarjeta terminada en 1111 y detiene su cobro de USD 30,00 en curso; no se cobró nada.',
    ],
    ['es', 'CAPTURE_IN_PROCESS', 'Su cobro de USD 30,00 está en curso: ya no se puede anular'],
  ] as const)(
    'names a part capture by its own amount, not the approved one (%s, %s)',
    async (language, status, plan) => {
      // Approved 80.00, a capture of 30.00 on its way: the pending capture is what is at stake.
      setup({
        'payments:get': () =>
          ok(
            payment({
              status,
              authorized_amount: 80,
              current_amount: 80,
              initial_amount: 80,
              transactions: [
                { id: 'trx-a', type: 'AUTHORIZATION', status: 'APPROVED', amount: 80 },
                { id: 'trx-c', type: 'CAPTURE', status: 'PENDING', amount: 30 },
              ],
            }),
          ),
      });
      const user = userEvent.setup();
      renderWithClient(<PosPage initialPaymentId="pay-1" />, { language });
      await user.click(
        await screen.findByRole('button', {
          name: language === 'es' ? 'Anular o devolver este pago' : 'Cancel or refund this payment',
        }),
      );
      expect(await screen.findByRole('dialog')).toHaveTextContent(plan);
    },
  );

  it.each([
    ['CANCELLED', 30, 'Cancelled, nothing was charged', undefined],
    ['REFUNDED', 45, 'This refund gave back USD 45.00', undefined],
    ['ALREADY_REFUNDED', 0, /^Already refunded on Jan 10, 2025/, 'Nothing was done now.'],
    ['ALREADY_CANCELLED', 0, /^Already cancelled on Jan 10, 2025/, 'Nothing was done now.'],
    ['NOTHING_TO_REVERSE', 0, 'Nothing to undo: this payment was never charged', undefined],
    ['CANCEL_DECLINED', 0, 'The cancellation was declined: call support', undefined],
  ])('says %s in plain words', async (action, value, headline, detail) => {
    setup({ 'pos:cancelOrRefund': () => ok(answer(action, value)) });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    await cancelOrRefund(user);

    expect(await screen.findByRole('heading', { level: 2, name: headline })).toHaveFocus();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByText('trx-r')).toBeInTheDocument();
    expect(visibleText()).not.toMatch(/idempotency|reversal/i);
    expect(screen.getByText('Details for support')).toBeInTheDocument();
  });

  it('names the card as every other screen does, whatever spelling the API used', async () => {
    const card = { type: 'CARD', id: 'ins-1', last_four_digits: '0005' };
    setup({
      'payments:get': () =>
        ok(payment({ payment_instrument: { ...card, card_brand: 'american_express' } })),
    });
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    const summary = await screen.findByRole('region', { name: 'Payment pay-1' });
    expect(within(summary).getByText('Amex •••• 0005')).toBeInTheDocument();
  });

  it('says it could not confirm an unknown outcome, updates the badge, and tries again safely', async () => {
    let unresolved: OperationReport[] = [];
    const unknown = report({
      kind: 'pos:cancelOrRefund',
      outcome: 'unknown',
      http_status: 500,
      retryable: true,
      targets: { payment_id: 'pay-1' },
      error: { code: 'outcome_unknown', message: 'The API answered HTTP 500.' },
    });
    const fake = setup({
      'outcomes:unresolved': () => ok(unresolved),
      'pos:cancelOrRefund': () => {
        unresolved = [unknown];
        return ok(unknown);
      },
      'outcomes:retry': () => {
        unresolved = [];
        return ok(answer('REFUNDED', 45));
      },
    });
    const user = userEvent.setup();
    renderWithClient(
      <>
        <UnknownOutcomesBadge />
        <PosPage initialPaymentId="pay-1" />
      </>,
    );
    await cancelOrRefund(user);

    await screen.findByRole('heading', { name: 'We could not confirm what happened' });
    // The mutation refreshed the shared list: no need to wait for the 10 s poll.
    expect(
      await screen.findByRole('link', { name: '1 operation with unknown outcome' }),
    ).toBeInTheDocument();
    expect(visibleText()).not.toMatch(/idempotency|reversal/i);
    await user.click(screen.getByRole('button', { name: 'Try again safely' }));
    await screen.findByRole('heading', { name: 'This refund gave back USD 45.00' });
    expect(fake.inputsOf('outcomes:retry')).toEqual([
      { operation_id: expect.any(String), shownProfile: SHOWN },
    ]);
    expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: /unknown outcome/ })).toBeNull());
  });

  it('shows a refusal’s HTTP status, error code and message without opening the details', async () => {
    const refused = report({
      kind: 'pos:cancelOrRefund',
      outcome: 'failed',
      http_status: 409,
      targets: { payment_id: 'pay-1' },
      error: {
        code: 'conflict',
        status: 409,
        apiCode: 'PAYMENT_NOT_REVERSIBLE',
        message: 'Payment cannot be reversed',
      },
    });
    setup({ 'pos:cancelOrRefund': () => ok(refused) });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    await cancelOrRefund(user);

    await screen.findByRole('heading', { name: 'Nothing was done' });
    const shown = visibleText();
    expect(shown).toContain('Error status409');
    expect(shown).toContain('Error codePAYMENT_NOT_REVERSIBLE');
    expect(shown).toContain('Payment cannot be reversed');
  });

  it('where the API is not known to honour the key, promises nothing and tries again only once confirmed', async () => {
    const unknown = report({
      kind: 'pos:cancelOrRefund',
      outcome: 'unknown',
      http_status: 500,
      retryable: true,
      idempotency: 'not_known',
      targets: { payment_id: 'pay-1' },
      error: { code: 'outcome_unknown', message: 'The API answered HTTP 500.' },
    });
    const fake = setup({
      'outcomes:unresolved': () => ok([]),
      'pos:cancelOrRefund': () => ok(unknown),
      'outcomes:retry': () => ok(answer('REFUNDED', 45)),
    });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    await cancelOrRefund(user);

    await screen.findByRole('heading', { name: 'We could not confirm what happened' });
    expect(visibleText()).not.toMatch(/safe|never/i);
    expect(visibleText()).toMatch(/Find the payment again to see its state before trying again/);
    await user.click(screen.getByRole('button', { name: 'Try again…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Try again? It may cancel or refund twice',
    });
    expect(fake.inputsOf('outcomes:retry')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Try again anyway' }));
    await screen.findByRole('heading', { name: 'This refund gave back USD 45.00' });
    expect(fake.inputsOf('outcomes:retry')).toEqual([
      { operation_id: unknown.operation_id, accept_duplicate_risk: true, shownProfile: SHOWN },
    ]);
  });

  it('says how much of a partly captured payment was charged, and asks about that amount', async () => {
    setup({
      'payments:get': () =>
        ok(
          payment({
            status: 'CAPTURED',
            initial_amount: 200,
            authorized_amount: 200,
            captured_amount: 80,
            current_amount: 80,
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    const summary = await screen.findByRole('region', { name: 'Payment pay-1' });
    expect(summary).toHaveTextContent('Charged USD 80.00 of 200.00');
    expect(summary).not.toHaveTextContent(/Charged\s*USD 200\.00/);
    await user.click(screen.getByRole('button', { name: 'Cancel or refund this payment' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'This gives USD 80.00 back to the card ending 1111.',
    );
  });

  it.each([
    [
      'refunded',
      { status: 'REFUNDED', captured_amount: 150, refunded_amount: 150, current_amount: 0 },
      'This payment was already refunded (USD 150.00 given back in total)',
    ],
    [
      'cancelled',
      { status: 'CANCELLED', authorized_amount: 64, current_amount: 64 },
      'This payment was already cancelled, so nothing was charged',
    ],
    [
      'declined',
      { status: 'FAILED', authorized_amount: 0, current_amount: 0 },
      'This payment was never approved, so nothing was charged or held',
    ],
  ])(
    'says before the click that no money will move on an already %s payment, and why',
    async (_, state, why) => {
      setup({ 'payments:get': () => ok(payment(state)) });
      const user = userEvent.setup();
      renderWithClient(<PosPage initialPaymentId="pay-1" />);
      await screen.findByRole('region', { name: 'Payment pay-1' });
      await user.click(screen.getByRole('button', { name: 'Cancel or refund this payment' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('No money will move.');
      expect(dialog).toHaveTextContent(why);
      expect(dialog).not.toHaveTextContent(/USD 0\.00|USD 64\.00/);
    },
  );

  it('shows no definite status above an outcome it could not confirm', async () => {
    let current = payment();
    const unknown = report({
      kind: 'pos:cancelOrRefund',
      outcome: 'unknown',
      http_status: 504,
      retryable: true,
      targets: { payment_id: 'pay-1' },
    });
    setup({
      'payments:get': () => ok(current),
      'pos:cancelOrRefund': () => {
        // The API did cancel it; its answer was lost on the way back.
        current = payment({ status: 'CANCELLED', current_amount: 0 });
        return ok(unknown);
      },
    });
    const user = userEvent.setup();
    const { client } = renderWithClient(<PosPage initialPaymentId="pay-1" />);
    await cancelOrRefund(user);
    await screen.findByRole('heading', { name: 'We could not confirm what happened' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const summary = screen.getByRole('region', { name: 'Payment pay-1' });
    expect(summary).toHaveTextContent('Not confirmed yet');
    expect(visibleText()).not.toMatch(/Cancelled|Approved for|Charged/);
  });

  it('speaks Spanish to a store manager on a Spanish system', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Anular o devolver un pago',
    );
    const summary = await screen.findByRole('region', { name: 'Pago pay-1' });
    expect(summary).toHaveTextContent('Aprobado por USD 30,00, todavía sin cobrar');
    await user.click(screen.getByRole('button', { name: 'Anular o devolver este pago' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Anular o devolver este pago?' });
    expect(dialog).toHaveTextContent(
      'Esto libera la retención de USD 30,00 en la tarjeta terminada en 1111; no se cobró nada.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sí, anular o devolver' }));
    await screen.findByRole('heading', { name: 'Anulado, no se cobró nada' });
    expect(visibleText()).not.toMatch(/\b(the|payment|cancel|refund)\b/i);
  });

  it('copies the reference, or selects it when the clipboard is refused', async () => {
    setup();
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    await cancelOrRefund(user);
    await user.click(await screen.findByRole('button', { name: 'Copy reference' }));
    expect(write).toHaveBeenCalledWith('trx-r');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy reference' }));
    expect(await screen.findByText(/press Ctrl\+C/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('trx-r');
  });

  it('says plainly when the payment cannot be found', async () => {
    setup({ 'payments:get': () => fail('not_found', 'No payment pay-x', { status: 404 }) });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId={undefined} />);
    await user.type(screen.getByLabelText('Payment id'), 'pay-x');
    await user.click(screen.getByRole('button', { name: 'Find payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find payment pay-x.');
    expect(screen.queryByRole('button', { name: 'Cancel or refund this payment' })).toBeNull();
  });

  it('does not call a payment missing when it could not be read at all (no client secret)', async () => {
    setup({
      'payments:get': () =>
        fail('unauthorized', 'This profile has no client secret: add it in Settings'),
    });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId={undefined} />);
    await user.type(screen.getByLabelText('Payment id'), 'pay-x');
    await user.click(screen.getByRole('button', { name: 'Find payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read payment pay-x.');
    expect(alert).not.toHaveTextContent('could not find');
    expect(alert).toHaveTextContent('no client secret');
  });

  it('drops "could not find" once the id field names another payment', async () => {
    setup({ 'payments:get': () => fail('not_found', 'No payment pay-x', { status: 404 }) });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId={undefined} />);
    const field = screen.getByLabelText('Payment id');
    await user.type(field, 'pay-x');
    await user.click(screen.getByRole('button', { name: 'Find payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find payment pay-x.');

    await user.type(field, '/');
    expect(screen.queryByText('We could not find payment pay-x.')).toBeNull();
    await user.clear(field);
    await user.type(field, 'pay-y');
    expect(screen.queryByText('We could not find payment pay-x.')).toBeNull();
    await user.clear(field);
    await user.type(field, 'pay-x ');
    expect(screen.getByText('We could not find payment pay-x.')).toBeInTheDocument();
  });

  it('steps the found payment and its button aside once the id field names another payment', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId={undefined} />);
    const field = screen.getByLabelText('Payment id');
    await user.type(field, 'pay-1');
    await user.click(screen.getByRole('button', { name: 'Find payment' }));
    expect(
      await screen.findByRole('button', { name: 'Cancel or refund this payment' }),
    ).toBeVisible();
    await user.type(field, '2');
    expect(screen.queryByRole('button', { name: 'Cancel or refund this payment' })).toBeNull();
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Cancel or refund this payment' })).toBeVisible();
  });

  it('says what is wrong with the id in Spanish on Spanish screens', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId={undefined} />, { language: 'es' });
    const find = await screen.findByRole('button', { name: 'Buscar pago' });
    await user.click(find);
    expect(await screen.findByText('Escriba un ID')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'pay/1');
    await user.click(find);
    expect(
      await screen.findByText('Un ID solo tiene letras, dígitos, "-" y "_"'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('An id has only');
  });

  it.each([
    [
      'en',
      'Waiting for a supervisor’s approval',
      'It waits for a supervisor’s approval until 2:05 PM',
      ['Nothing was done', 'It conflicts with the current state', 'HTTP status', 'No answer'],
    ],
    [
      'es',
      'Espera la aprobación de un supervisor',
      'Espera la aprobación de un supervisor hasta las 2:05 p.m.',
      ['Choca con el estado actual', 'Estado HTTP', 'Sin respuesta'],
    ],
  ] as const)(
    '%s: a request kept for a supervisor reads as waiting, not as a failure, and is not offered again',
    async (language, title, until, absent) => {
      const expires = new Date(2026, 0, 10, 14, 5).toISOString();
      const fake = setup({
        'pos:cancelOrRefund': () =>
          refuse('conflict', 'approval_waiting', { profile: 'Live', expires }),
      });
      const user = userEvent.setup();
      renderWithClient(<PosPage initialPaymentId="pay-1" />, { language });
      const named =
        language === 'en' ? 'Cancel or refund this payment' : 'Anular o devolver este pago';
      await user.click(await screen.findByRole('button', { name: named }));
      const dialog = await screen.findByRole('dialog');
      await user.click(
        within(dialog).getByRole('button', {
          name: language === 'en' ? 'Yes, cancel or refund' : 'Sí, anular o devolver',
        }),
      );
      const waiting = await screen.findByRole('status', { name: title });
      expect(waiting).toHaveTextContent(until);
      for (const words of absent) expect(document.body.textContent).not.toContain(words);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        screen.queryByRole('button', { name: /Cancel or refund this payment|Anular o devolver/ }),
      ).toBeNull();
      expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(1);
    },
  );

  it('follows the waiting request to its decision on another console', async () => {
    const expires = new Date(2026, 0, 10, 14, 5).toISOString();
    const asked = {
      id: '7d0c5f9e-0000-4000-8000-000000000001',
      requester: { kind: 'verified', issuer: 'https://id.example', subject: 'ana', name: 'Ana' },
      requesterConsoleId: 'c-1',
      requestedAt: new Date(2026, 0, 10, 13, 35).toISOString(),
      expiresAt: expires,
      profile: { id: 'live', name: 'Live', baseUrl: 'https://api.example' },
      operation: 'pos:cancelOrRefund',
      body: {},
      bodySha256: 'x',
      idempotencyKey: 'k',
    } as const;
    const sam = {
      kind: 'verified' as const,
      issuer: 'https://id.example',
      subject: 'sam',
      name: 'Sam',
    };
    let state: Record<string, unknown> = { state: 'pending' };
    const fake = setup({
      'pos:cancelOrRefund': () =>
        refuse('conflict', 'approval_waiting', { profile: 'Live', expires, request: asked.id }),
      'approvals:mine': () => ok([{ ...asked, ...state } as ApprovalRequest]),
      'roles:permissions': () =>
        ok({
          operator: sam,
          roles: ['store-manager'],
          allowed: ['approvals:mine', 'pos:cancelOrRefund', 'payments:get'],
        }),
    });
    const user = userEvent.setup();
    renderWithClient(
      <>
        <ApprovalsBadge />
        <PosPage initialPaymentId="pay-1" />
      </>,
      { language: 'es' },
    );
    await user.click(await screen.findByRole('button', { name: 'Anular o devolver este pago' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sí, anular o devolver',
      }),
    );
    expect(
      await screen.findByRole('status', { name: 'Espera la aprobación de un supervisor' }),
    ).toBeVisible();

    state = {
      state: 'rejected',
      approver: sam,
      decidedAt: new Date(2026, 0, 10, 13, 40).toISOString(),
      note: 'Pida el ticket',
    };
    fake.push('approvals:changed', { id: asked.id, state: 'rejected' });
    const rejected = await screen.findByRole('status', { name: 'Rechazada: no se envió nada' });
    expect(rejected).toHaveTextContent('A las 1:40 p.m., Sam la rechazó. No se envió nada.');
    expect(rejected).toHaveTextContent('Su nota: «Pida el ticket»');
    expect(screen.queryByText('Espera la aprobación de un supervisor')).toBeNull();
    expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(1);

    // Asked again and approved: once sent, the payment beside the notice is read again.
    const reads = fake.inputsOf('payments:get').length;
    state = {
      state: 'sent',
      approver: sam,
      decidedAt: new Date(2026, 0, 10, 13, 45).toISOString(),
      sentAt: new Date(2026, 0, 10, 13, 46).toISOString(),
    };
    fake.push('approvals:changed', { id: asked.id, state: 'sent' });
    expect(await screen.findByRole('status', { name: 'Aprobada y enviada' })).toHaveTextContent(
      'Sam la aprobó; a las 1:46 p.m., esta consola la envió una sola vez.',
    );
    await waitFor(() => expect(fake.inputsOf('payments:get').length).toBeGreaterThan(reads));
  });

  it('sends once when the button is pressed twice on production', async () => {
    let reply: (value: ReturnType<typeof ok<OperationReport>>) => void = () => undefined;
    const fake = setup({
      'app:info': () => ok(appInfo({ production: true })),
      'pos:cancelOrRefund': () => new Promise((resolve) => (reply = resolve)),
    });
    const user = userEvent.setup();
    renderWithClient(<PosPage initialPaymentId="pay-1" />);
    const button = await screen.findByRole('button', { name: 'Cancel or refund this payment' });
    await user.dblClick(button);
    await waitFor(() => expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(1));
    expect(button).toBeDisabled();
    reply(ok(answer('CANCELLED', 30)));
    await screen.findByRole('heading', { name: 'Cancelled, nothing was charged' });
    expect(fake.inputsOf('pos:cancelOrRefund')).toHaveLength(1);
  });
});
