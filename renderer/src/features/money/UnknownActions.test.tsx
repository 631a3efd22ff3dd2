import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '../../testing/render';
import { report } from './testing';
import { UnknownActions } from './UnknownActions';

const unknown = (ids: Record<string, string>) =>
  report({
    outcome: 'unknown',
    http_status: undefined,
    error: { code: 'outcome_unknown', status: 503, message: 'The API answered HTTP 503.' },
    ids,
  });

describe('UnknownActions', () => {
  it('offers cancel-or-refund as a button, also when no answer named the payment, and says how it finds it', () => {
    const { unmount } = renderWithClient(
      <UnknownActions report={unknown({ payment_id: 'pay-7' })} onReport={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'Resolve with cancel-or-refund' })).toHaveAttribute(
      'href',
      '#/pos?payment=pay-7',
    );
    unmount();
    renderWithClient(<UnknownActions report={unknown({})} onReport={() => {}} />, {
      language: 'es',
    });
    const resolve = screen.getByRole('link', { name: 'Resolver con anular o devolver' });
    expect(resolve.getAttribute('href')).toMatch(/^#\/pos\?.*lookup=unknown/);
    expect(resolve).toHaveAccessibleDescription(/últimos cuatro dígitos de la tarjeta/);
  });

  it('for a capture, which names only its transaction, opens cancel-or-refund on that transaction’s payment', async () => {
    const fake = installFakeApi({
      'transactions:get': ({ id }) => ok({ id, type: 'AUTHORIZATION', payment_id: 'pay-31' }),
    });
    const capture = report({
      kind: 'transactions:reverse',
      reversal_type: 'CAPTURE',
      outcome: 'unknown',
      http_status: undefined,
      targets: { transaction_id: 'trx-31' },
      ids: {},
    });
    renderWithClient(<UnknownActions report={capture} onReport={() => {}} />);
    const resolve = screen.getByRole('link', { name: 'Resolve with cancel-or-refund' });
    await waitFor(() => expect(resolve).toHaveAttribute('href', '#/pos?payment=pay-31'));
    expect(fake.inputsOf('transactions:get')).toEqual([{ id: 'trx-31' }]);
    expect(screen.queryByText(/No answer named its payment/)).toBeNull();
  });

  it('without a payment id, opens cancel-or-refund’s search filled with the trace number it was sent with', async () => {
    const sent = unknown({});
    sent.request = { external_client_trace_id: 'POS7-000481', amount: { value: 12 } };
    const { unmount } = renderWithClient(<UnknownActions report={sent} onReport={() => {}} />);
    const href = screen
      .getByRole('link', { name: 'Resolve with cancel-or-refund' })
      .getAttribute('href')!;
    // The operation it settles travels with the search, for main to decide on.
    expect(new URLSearchParams(href.split('?')[1]).get('resolves')).toBe(sent.operation_id);
    unmount();
    // What the link opens: the search open, its trace number filled in, and why.
    installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    await renderRoute(href);
    const form = await screen.findByRole(
      'search',
      { name: 'Find the payment without its id' },
      { timeout: 10_000 },
    );
    expect(within(form).getByLabelText('Trace number')).toHaveValue('POS7-000481');
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Filled in from the unknown outcome: no answer named its payment id, so it is found by the trace number/,
    );
  });

  it('without a trace number, fills in the card’s last four, the amount and when it was sent, in Spanish', async () => {
    const sent = unknown({});
    sent.targets = { merchant_id: 'mer-1', card: '424242…4242' };
    sent.amount = { value: 12.5, currency: 'usd' };
    sent.started_at = new Date(2026, 10, 26, 14, 5).toISOString();
    const { unmount } = renderWithClient(<UnknownActions report={sent} onReport={() => {}} />);
    const href = screen
      .getByRole('link', { name: 'Resolve with cancel-or-refund' })
      .getAttribute('href')!;
    // The currency goes in the address; jsdom leaves a prefilled list unselected, Chromium not.
    expect(new URLSearchParams(href.split('?')[1]).get('currency')).toBe('USD');
    unmount();
    installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    await renderRoute(href, { language: 'es' });
    const form = await screen.findByRole(
      'search',
      { name: 'Buscar el pago sin su ID' },
      { timeout: 10_000 },
    );
    expect(within(form).getByLabelText('Número de traza')).toHaveValue('');
    expect(within(form).getByLabelText('Últimos cuatro')).toHaveValue('4242');
    expect(within(form).getByLabelText('Monto', { exact: true })).toHaveValue('12,50');
    expect(within(form).getByLabelText('Cuándo, más o menos')).toHaveValue('26/11/2026 14:05');
    expect(screen.getByRole('note')).toHaveTextContent(/^Completado con el resultado desconocido/);
  });
});
