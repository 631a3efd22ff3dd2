import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { report } from '../money/testing';
import { OperationsArea } from './OperationsArea';
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
    'operations:unresolved': () => ok(unresolved()),
    'operations:retry': () =>
      ok({ ...posUnknown, outcome: 'succeeded', attempts: 3, http_status: 200, error: undefined }),
  });
}

describe('unknown outcomes', () => {
  it('lists each with its facts, a safe retry (or why not) and cancel-or-refund', async () => {
    setup(() => [posUnknown, cardUnknown]);
    renderWithClient(<OperationsArea rest={[]} />);
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
    expect(within(card!).queryByRole('link', { name: 'Resolve with cancel-or-refund' })).toBeNull();
  });

  it('retries once, shows the answer and drops the operation from the list', async () => {
    let pending = [posUnknown];
    const fake = setup(() => pending);
    const user = userEvent.setup();
    renderWithClient(<OperationsArea rest={[]} />);
    const list = await screen.findByRole('list', { name: 'Operations with unknown outcome' });
    pending = [];
    await user.dblClick(within(list).getByRole('button', { name: 'Retry safely' }));

    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(await screen.findByText('No operation has an unknown outcome.')).toBeInTheDocument();
    expect(fake.inputsOf('operations:retry')).toEqual([{ operation_id: 'op-posunknown1' }]);
  });

  it('the badge links to the list with the count, and is absent at zero', async () => {
    let pending = [posUnknown, cardUnknown];
    setup(() => pending);
    const view = renderWithClient(<UnknownOutcomesBadge />);
    const badge = await screen.findByRole('link', { name: '2 operations with unknown outcome' });
    expect(badge).toHaveAttribute('href', '#/operations');
    expect(badge).toHaveTextContent('2 unknown outcomes');

    pending = [posUnknown];
    await view.client.invalidateQueries({ queryKey: ['operations'] });
    expect(
      await screen.findByRole('link', { name: '1 operation with unknown outcome' }),
    ).toBeInTheDocument();

    pending = [];
    await view.client.invalidateQueries({ queryKey: ['operations'] });
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
  });
});
