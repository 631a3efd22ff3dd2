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
  it('names what its next page brings in Spanish: "Cargar más pagos", not "payments"', async () => {
    installFakeApi({
      'payments:list': ({ page = 1 }) =>
        ok({ data: many('a', 50), page, page_size: 50, has_more: true }),
    });
    renderWithClient(<PaymentListPage />, { language: 'es' });
    expect(await screen.findByRole('button', { name: 'Cargar más pagos' })).toBeInTheDocument();
  });

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
    expect(link.closest('tr')).toHaveTextContent('Charged');
    expect(link.closest('tr')).toHaveTextContent('USD 150.00');
    expect(link.closest('tr')).toHaveTextContent('Amex •••• 0005');
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

  it('filters by the badges’ words: “Charged” never lists a partly refunded payment', async () => {
    const partlyRefunded = payment('pay-part', { captured_amount: 150, refunded_amount: 50 });
    const fake = installFakeApi({
      'payments:list': ({ status }) =>
        ok({
          data:
            status === 'AUTHORIZED'
              ? [payment('pay-auth', { status: 'AUTHORIZED' })]
              : [payment('pay-charged', { captured_amount: 150 }), partlyRefunded],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />);
    await screen.findByRole('link', { name: 'pay-part' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const status = screen.getByLabelText('Status');
    const words = within(status)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // One vocabulary: the filter offers exactly the badges' words, not the API's.
    expect(words).toEqual(
      expect.arrayContaining(['Not charged yet', 'Charged', 'Partly refunded']),
    );
    expect(words).not.toContain('Captured');
    expect(words).not.toContain('Authorized');
    await user.selectOptions(status, 'Charged');
    await user.type(screen.getByLabelText('Merchant id'), 'mer-seed-store-1');
    expect(fake.inputsOf('payments:list')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Charged');
    expect(screen.queryByRole('link', { name: 'pay-part' })).not.toBeInTheDocument();
    // "Charged" is not one API status, so only the merchant went to the API.
    expect(fake.inputsOf('payments:list').at(-1)).toEqual({
      merchant_id: 'mer-seed-store-1',
      page: 1,
      page_size: 50,
    });
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Status: Charged', 'Merchant: mer-seed-store-1']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Charged' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    // "Not charged yet" comes from AUTHORIZED alone, so the API narrows the list for it.
    await user.selectOptions(status, 'Not charged yet');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('link', { name: 'pay-auth' });
    expect(bodyRows()[0]).toHaveTextContent('Not charged yet');
    expect(fake.inputsOf('payments:list').at(-1)).toEqual({
      status: 'AUTHORIZED',
      merchant_id: 'mer-seed-store-1',
      page: 1,
      page_size: 50,
    });
  });

  it('shows what was captured and refunded, not the sale amount as if all of it was charged', async () => {
    installFakeApi({
      'payments:list': () =>
        ok({
          data: [
            payment('pay-part', {
              initial_amount: 200,
              authorized_amount: 200,
              captured_amount: 80,
              refunded_amount: 20,
            }),
          ],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    renderWithClient(<PaymentListPage />);
    const row = (await screen.findByRole('link', { name: 'pay-part' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['USD 200.00', 'USD 80.00', 'USD 20.00']));
    expect(row).toHaveTextContent('Partly refunded');
    expect(row).not.toHaveTextContent('CAPTURED');
  });

  it('narrows the loaded payments by date and amount, within one currency', async () => {
    const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const fake = installFakeApi({
      'payments:list': () =>
        ok({
          data: [
            payment('pay-small', {
              created_at: at('2026-11-02T10:00:00'),
              initial_amount: 5,
              transactions: [],
            }),
            payment('pay-big', {
              created_at: at('2026-11-20T10:00:00'),
              initial_amount: 500,
              transactions: [],
            }),
            // 50,000 pesos are about 13 dollars: as a plain number it passed "at least 10".
            payment('pay-pesos', {
              created_at: at('2026-11-21T10:00:00'),
              currency: 'COP',
              initial_amount: 50000,
              transactions: [],
            }),
          ],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />);
    await screen.findByRole('link', { name: 'pay-big' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    await user.type(screen.getByLabelText('Amount at least'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText(
        'Type an amount such as 25.50 or 1,234.56: a point before the decimals',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(
      'Choose the currency these amounts are in',
    );
    expect(bodyRows()).toHaveLength(3);

    await user.clear(screen.getByLabelText('Amount at least'));
    await user.type(screen.getByLabelText('Amount at least'), '10');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    // A day the language cannot have is refused at its field, in the language's pattern.
    await user.type(screen.getByLabelText('From'), '15/11/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'Type a day as mm/dd/yyyy, e.g. 11/26/2026',
    );
    expect(bodyRows()).toHaveLength(3);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '11/15/2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'pay-big' })).toBeInTheDocument();
    expect(screen.getByText('1 payment matches the filters')).toBeInTheDocument();
    expect(fake.inputsOf('payments:list')).toHaveLength(1);
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Date from: 11/15/2026', 'Currency: USD', 'Amount at least USD 10.00']);

    // Without its currency a bound would compare pesos with dollars: it goes with it.
    await user.click(screen.getByRole('button', { name: 'Remove filter Currency: USD' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByLabelText('Amount at least')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('reads amount bounds as Spanish writes them: a comma before the decimals, a point between thousands', async () => {
    installFakeApi({
      'payments:list': () =>
        ok({
          data: [
            payment('pay-small', { initial_amount: 5, transactions: [] }),
            payment('pay-big', { initial_amount: 500, transactions: [] }),
            payment('pay-pesos', { currency: 'COP', initial_amount: 50000, transactions: [] }),
            payment('pay-few-pesos', { currency: 'COP', initial_amount: 900, transactions: [] }),
          ],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />, { language: 'es' });
    await screen.findByRole('link', { name: 'pay-big' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const least = screen.getByLabelText('Monto desde');

    // "12.50" cannot be Spanish writing: it is asked about, never read as 1250 or 12.5.
    await user.type(least, '12.50');
    await user.selectOptions(screen.getByLabelText('Moneda'), 'USD');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(least).toHaveAccessibleDescription(
      'Los decimales van después de una coma, y el punto solo separa los miles: ¿quiso decir 12,50?',
    );
    expect(bodyRows()).toHaveLength(4);

    await user.clear(least);
    await user.type(least, '10,5');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'pay-big' })).toBeInTheDocument();

    // A point groups thousands: "1.000" pesos keeps 50.000 and leaves 900 out.
    await user.clear(least);
    await user.type(least, '1.000');
    await user.selectOptions(screen.getByLabelText('Moneda'), 'COP');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'pay-pesos' })).toBeInTheDocument();
    expect(screen.getByText('Monto desde COP 1.000')).toBeInTheDocument();
  });

  it('reads dates as Spanish writes them, day first, whatever the browser’s locale', async () => {
    const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    installFakeApi({
      'payments:list': () =>
        ok({
          data: [
            payment('pay-early', { created_at: at('2026-11-02T10:00:00'), transactions: [] }),
            payment('pay-mid', { created_at: at('2026-11-05T10:00:00'), transactions: [] }),
            payment('pay-late', { created_at: at('2026-11-20T10:00:00'), transactions: [] }),
          ],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />, { language: 'es' });
    await screen.findByRole('link', { name: 'pay-late' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(from).not.toHaveAttribute('type', 'date');

    await user.type(from, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(from).toHaveAccessibleDescription('Escriba el día como dd/mm/aaaa, p. ej. 26/11/2026');
    expect(bodyRows()).toHaveLength(3);

    // 05/11 is the 5th of November here, not the 11th of May.
    await user.clear(from);
    await user.type(from, '05/11/2026');
    await user.type(to, '10/11/2026');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'pay-mid' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Filtros aplicados' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Fecha desde: 05/11/2026', 'Fecha hasta: 10/11/2026']);

    // Removing one chip keeps the other as it was typed.
    await user.click(
      screen.getByRole('button', { name: 'Quitar el filtro Fecha hasta: 10/11/2026' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(from).toHaveValue('05/11/2026');
  });

  it('speaks Spanish', async () => {
    installFakeApi({
      'payments:list': () => ok({ data: many('a', 2), page: 1, page_size: 50, has_more: false }),
    });
    renderWithClient(<PaymentListPage />, { language: 'es' });
    expect(await screen.findByText('2 pagos')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Devuelto' })).toBeInTheDocument();
    expect(screen.getAllByText('Cobrado').length).toBeGreaterThan(0);
  });

  it('names each badge in the chosen language', async () => {
    installFakeApi({
      'payments:list': () => ok({ data: many('a', 2), page: 1, page_size: 50, has_more: false }),
    });
    const user = userEvent.setup();
    renderWithClient(<PaymentListPage />, { language: 'es' });
    await screen.findByText('2 pagos');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const status = screen.getByLabelText('Estado');
    const options = within(status).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Sin cobrar', 'Cobrado', 'Devuelto en parte']),
    );
    expect(options.map((o) => o.textContent)).not.toContain('Capturado');
    // Every payment status by its one word; "Denegado" is a FAILED payment whose authorization
    // the issuer declined, as its page and its authorization's result read it.
    expect(options.map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'Denegado',
        'Fallido',
        'Rechazado',
        'Pendiente',
        'En proceso',
        'Cobro presentado',
      ]),
    );
    expect(new Set(options.map((o) => o.textContent)).size).toBe(options.length);
    await user.selectOptions(status, 'Cobrado');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(
      await screen.findByRole('button', { name: 'Quitar el filtro Estado: Cobrado' }),
    ).toBeVisible();
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

  it('says when each payment was made as time ago, on one line, exact on hover', async () => {
    const recently = Math.floor(Date.now() / 1000) - 5 * 60;
    installFakeApi({
      'payments:list': () =>
        ok({
          data: [payment('pay-new', { created_at: recently })],
          page: 1,
          page_size: 50,
          has_more: false,
        }),
    });
    renderWithClient(<PaymentListPage />);

    const link = await screen.findByRole('link', { name: 'pay-new' });
    const time = link.closest('tr')!.querySelector('time');
    expect(time).toHaveTextContent(/^5 min\.? ago$/);
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d/));
    expect(time!.closest('td')).toHaveClass('nowrap');
  });
});
