import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { SHOWN, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { payment, report } from '../money/testing';
import { UnknownOutcomesPage } from './UnknownOutcomesPage';
import { UnknownOutcomesBadge } from './UnknownOutcomesBadge';

const posUnknown = report({
  operation_id: 'op-posunknown1',
  kind: 'pos:cancelOrRefund',
  outcome: 'unknown',
  http_status: 500,
  attempts: 2,
  retryable: true,
  targets: { payment_id: 'pay-7' },
  error: { code: 'outcome_unknown', message: 'Cancel-or-refund: the API answered HTTP 500.' },
});
const cardUnknown = report({
  operation_id: 'op-cardunknown1',
  kind: 'payments:authorize',
  outcome: 'unknown',
  retryable: false,
  amount: { value: 12, currency: 'USD' },
  targets: { merchant_id: 'mer-1', card: '411111…1111' },
  error: { code: 'outcome_unknown', message: 'No answer within 15000 ms.' },
});

function setup(unresolved: () => OperationReport[]) {
  return installFakeApi({
    'outcomes:unresolved': () => ok(unresolved()),
    'outcomes:retry': () =>
      ok(
        report({
          ...posUnknown,
          outcome: 'succeeded',
          attempts: 3,
          http_status: 200,
          error: undefined,
          response: { payment_id: 'pay-7', action: 'CANCELLED', amount: { value: 30 } },
        }),
      ),
  });
}

describe('unknown outcomes', () => {
  it('lists each with its facts, a safe retry (or why not) and cancel-or-refund', async () => {
    setup(() => [posUnknown, cardUnknown]);
    renderWithClient(<UnknownOutcomesPage />);
    const list = await screen.findByRole('list', { name: 'Operations with unknown outcome' });
    const [pos, card] = within(list).getAllByRole('listitem');

    expect(pos).toHaveTextContent('payment pay-7');
    expect(pos).toHaveTextContent(posUnknown.idempotency_key);
    expect(pos).toHaveTextContent('the API answered HTTP 500');
    expect(within(pos!).getByRole('button', { name: 'Retry safely' })).toBeEnabled();
    expect(
      within(pos!).getByRole('link', { name: 'Resolve with cancel-or-refund' }),
    ).toHaveAttribute('href', '#/pos?payment=pay-7');

    expect(card).toHaveTextContent('USD 12.00');
    const retry = within(card!).getByRole('button', { name: 'Retry safely' });
    expect(retry).toBeDisabled();
    expect(retry).toHaveAccessibleDescription(/carried card data/);
    // The reason says to resolve it with cancel-or-refund: the button is there, finding the
    // payment without its id, since no answer named it.
    expect(
      within(card!)
        .getByRole('link', { name: 'Resolve with cancel-or-refund' })
        .getAttribute('href'),
    ).toMatch(/^#\/pos\?.*lookup=unknown/);
  });

  it('retries once, shows the answer and drops the operation from the list', async () => {
    let pending = [posUnknown];
    const fake = setup(() => pending);
    const user = userEvent.setup();
    renderWithClient(<UnknownOutcomesPage />);
    const list = await screen.findByRole('list', { name: 'Operations with unknown outcome' });
    pending = [];
    await user.dblClick(within(list).getByRole('button', { name: 'Retry safely' }));

    // The store manager's words for what the retry did, not a bare "Approved".
    expect(await screen.findByText('Cancelled, nothing was charged')).toBeInTheDocument();
    expect(screen.queryByText('Approved')).toBeNull();
    expect(await screen.findByText('No operation has an unknown outcome.')).toBeInTheDocument();
    expect(fake.inputsOf('outcomes:retry')).toEqual([
      { operation_id: 'op-posunknown1', shownProfile: SHOWN },
    ]);
  });

  it('not known to honour the key: checks status first, lists payments around it, and marks the one that matches', async () => {
    const authUnknown = report({
      operation_id: 'op-notknown001',
      kind: 'payments:authorize',
      outcome: 'unknown',
      http_status: 500,
      retryable: true,
      idempotency: 'not_known',
      amount: { value: 20, currency: 'USD' },
      targets: { merchant_id: 'mer-1', instrument_id: 'ins-1' },
      error: { code: 'outcome_unknown', message: 'The API answered HTTP 500.' },
    });
    let pending = [authUnknown];
    const fake = installFakeApi({
      'outcomes:unresolved': () => ok(pending),
      'outcomes:checkStatus': () =>
        ok({
          operation_id: authUnknown.operation_id,
          checked_at: '2025-12-12T10:01:00.000Z',
          search: {
            merchant_id: 'mer-1',
            from: '2025-12-12T09:55:00.000Z',
            to: '2025-12-12T10:05:00.000Z',
            amount: { value: 20, currency: 'USD' },
            candidates: [
              {
                payment: payment({ id: 'pay-match', initial_amount: 20, created_at: 1765533601 }),
                amount_matches: true,
              },
              {
                payment: payment({ id: 'pay-other', initial_amount: 7, created_at: 1765533500 }),
                amount_matches: false,
              },
            ],
            complete: true,
          },
        }),
      'outcomes:markResolved': () => {
        pending = [];
        return ok({
          ...authUnknown,
          outcome: 'succeeded',
          finished_at: '2025-12-12T10:02:00.000Z',
          error: undefined,
          resolution: {
            by: 'ana',
            verdict: 'went_through',
            payment_id: 'pay-match',
            payment_status: 'AUTHORIZED',
          },
        });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<UnknownOutcomesPage />);
    const list = await screen.findByRole('list', { name: 'Operations with unknown outcome' });
    const [item] = within(list).getAllByRole('listitem');

    expect(within(item!).queryByRole('button', { name: /safely/ })).toBeNull();
    expect(item).toHaveTextContent('may charge the card twice');
    await user.click(within(item!).getByRole('button', { name: 'Check status' }));
    const table = await within(item!).findByRole('table', {
      name: 'Payments around the operation',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-2)?.textContent)).toEqual([
      'Yes',
      'No',
    ]);
    expect(fake.inputsOf('outcomes:retry')).toEqual([]);
    // The same search over every mirrored payment, filled from the journaled request.
    const mirror = within(item!).getByRole('link', { name: /^Search every copied payment/ });
    const asked = new URLSearchParams(mirror.getAttribute('href')!.split('?')[1]);
    // Written with the currency's minor digits, as the amount field shows it.
    expect([asked.get('min'), asked.get('currency'), asked.has('from')]).toEqual([
      '20.00',
      'USD',
      true,
    ]);

    await user.type(within(item!).getByLabelText('Note for the journal (optional)'), 'receipt 12');
    await user.click(within(rows[0]!).getByRole('button', { name: 'This is the one: pay-match' }));

    expect(await screen.findByText(/Marked resolved by ana/)).toHaveTextContent(
      'Marked resolved by ana (local, not verified): it went through (payment pay-match, AUTHORIZED).',
    );
    expect(await screen.findByText('No operation has an unknown outcome.')).toBeInTheDocument();
    expect(fake.inputsOf('outcomes:markResolved')).toEqual([
      {
        operation_id: 'op-notknown001',
        verdict: 'went_through',
        payment_id: 'pay-match',
        note: 'receipt 12',
      },
    ]);
  });

  it('not known to honour the key: sends again only after a confirmation that it may charge twice', async () => {
    const authUnknown = report({
      operation_id: 'op-notknown002',
      kind: 'payments:authorize',
      outcome: 'unknown',
      retryable: true,
      idempotency: 'not_known',
      targets: { merchant_id: 'mer-1' },
    });
    const fake = installFakeApi({
      'outcomes:unresolved': () => ok([authUnknown]),
      'outcomes:retry': () => ok({ ...authUnknown, outcome: 'succeeded', attempts: 2 }),
    });
    const user = userEvent.setup();
    renderWithClient(<UnknownOutcomesPage />);
    const list = await screen.findByRole('list', { name: 'Operations with unknown outcome' });

    await user.click(within(list).getByRole('button', { name: 'Send again…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send again? It may charge the card twice',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Do not send' }));
    expect(fake.inputsOf('outcomes:retry')).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Send again…' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Send again? It may charge the card twice' }),
      ).getByRole('button', { name: 'Send again anyway' }),
    );
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(fake.inputsOf('outcomes:retry')).toEqual([
      { operation_id: 'op-notknown002', accept_duplicate_risk: true, shownProfile: SHOWN },
    ]);
  });

  it('the badge links to the list with the count, and is absent at zero', async () => {
    let pending = [posUnknown, cardUnknown];
    setup(() => pending);
    const view = renderWithClient(<UnknownOutcomesBadge />);
    const badge = await screen.findByRole('link', { name: '2 operations with unknown outcome' });
    expect(badge).toHaveAttribute('href', '#/unknown-outcomes');
    expect(badge).toHaveTextContent('2 unknown outcomes');

    pending = [posUnknown];
    await view.client.invalidateQueries({ queryKey: ['outcomes'] });
    expect(
      await screen.findByRole('link', { name: '1 operation with unknown outcome' }),
    ).toBeInTheDocument();

    pending = [];
    await view.client.invalidateQueries({ queryKey: ['outcomes'] });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });

  it('past the newest it lists, the badge and the screen count every one', async () => {
    installFakeApi({
      'outcomes:unresolved': () => ok([posUnknown, cardUnknown]),
      'outcomes:unresolvedCount': () => ok({ count: 1234 }),
    });
    renderWithClient(
      <>
        <UnknownOutcomesBadge />
        <UnknownOutcomesPage />
      </>,
    );
    expect(
      await screen.findByRole('link', { name: '1,234 operations with unknown outcome' }),
    ).toHaveTextContent('1,234 unknown outcomes');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Showing the newest 2 of 1,234. Resolve these, and the older ones take their place.',
    );
  });

  it('speaks Spanish, counts included', async () => {
    setup(() => [posUnknown]);
    renderWithClient(
      <>
        <UnknownOutcomesBadge />
        <UnknownOutcomesPage />
      </>,
      { language: 'es' },
    );
    const badge = await screen.findByRole('link', {
      name: '1 operación con resultado desconocido',
    });
    expect(badge).toHaveTextContent('1 resultado desconocido');
    const list = await screen.findByRole('list', { name: 'Operaciones con resultado desconocido' });
    expect(within(list).getByRole('button', { name: 'Reintentar sin riesgo' })).toBeEnabled();
    expect(
      within(list).getByRole('link', { name: 'Resolver con anular o devolver' }),
    ).toBeVisible();
  });

  it('speaks Spanish: the list, main’s reason in plain words, and the status check', async () => {
    const serverUnknown = report({
      ...posUnknown,
      idempotency: 'not_known',
      error: {
        code: 'outcome_unknown',
        reason: 'server',
        status: 500,
        message: 'Cancel or refund: The API answered with a fault on its side (HTTP 500).',
      },
    });
    installFakeApi({
      'outcomes:unresolved': () => ok([serverUnknown]),
      'outcomes:checkStatus': () =>
        ok({
          operation_id: serverUnknown.operation_id,
          checked_at: '2025-12-12T10:01:00.000Z',
          payment: payment({ id: 'pay-7', status: 'AUTHORIZED' }),
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<UnknownOutcomesPage />, { language: 'es' });
    const list = await screen.findByRole('list', {
      name: 'Operaciones con resultado desconocido',
    });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('heading', { name: 'Anular o devolver' })).toBeInTheDocument();
    expect(item).toHaveTextContent('La API respondió con una falla de su lado (HTTP 500).');
    expect(item).toHaveTextContent('actuar dos veces sobre el pago');
    expect(item).not.toHaveTextContent(/answered|fault/);

    await user.click(within(item!).getByRole('button', { name: 'Revisar el estado' }));
    const facts = await within(item!).findByLabelText('El pago tal como lo muestra la API');
    // The Payments badge's word for the API's status, its code on hover.
    expect(facts).toHaveTextContent('EstadoSin cobrar');
    expect(within(facts).getByTitle('AUTHORIZED', { exact: true })).toHaveTextContent('Sin cobrar');
    expect(within(item!).getByRole('button', { name: 'Se realizó' })).toBeInTheDocument();
    expect(within(item!).getByLabelText('Nota para el registro (opcional)')).toBeInTheDocument();
  });
});
