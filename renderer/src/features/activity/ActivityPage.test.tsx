import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi, type FakeHandlers } from '../../testing/fake-api';
import { preloadScreens } from '../../app/routes';
import { renderRoute, renderWithClient } from '../../testing/render';
import { ActivityPage } from './ActivityPage';
import { activityPage, activityRow, simulatorProfiles } from './test-fixtures';
import { localInputToIso } from './time';

// happy-dom does no layout; the virtualizer needs a viewport height to render any row.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
// Every screen's chunk once, so no finder waits on the first compile of one.
beforeAll(() => preloadScreens(), 60_000);
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});
afterEach(() => vi.restoreAllMocks());

async function setup(handlers: FakeHandlers = {}, hash = '#/activity') {
  const fake = installFakeApi({
    'activity:query': () => activityPage([]),
    'profiles:list': () => simulatorProfiles(),
    ...handlers,
  });
  await renderRoute(hash);
  return fake;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Operations' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('Activity list', () => {
  it('lists operations with readable names, targets, amount, outcome, latency and profile', async () => {
    const fake = await setup({
      'activity:query': () =>
        activityPage(
          [
            activityRow({
              operation_id: 'op-newest0001',
              kind: 'pos:cancelOrRefund',
              outcome: 'unknown',
              targets: { payment_id: 'pay-pos-1' },
              response: undefined,
              amount: undefined,
              latency_ms: 1503.4,
            }),
            activityRow({
              operation_id: 'op-capture001',
              kind: 'transactions:reverse',
              targets: { transaction_id: 'trx-9' },
              response: { id: 'trx-10', type: 'CAPTURE' },
              amount: { value: 350000, currency: 'COP' },
              profile: { id: 'prod-eu', name: 'Live EU', production: true },
            }),
            activityRow({
              operation_id: 'op-rawcard001',
              outcome: 'declined',
              targets: { merchant_id: 'mer-1', card: '519187…6422' },
              response: { payment_id: 'pay-2' },
            }),
          ],
          3,
        ),
    });

    expect(await screen.findByText('3 operations')).toBeInTheDocument();
    expect(rows()).toEqual([
      expect.stringMatching(/Cancel or refund pay-pos-1 — Unknown 1,503 ms Simulator$/),
      expect.stringMatching(
        /Capture trx-9 · trx-10 \+1 COP 350,000 Captured 42 ms Live EU PRODUCTION$/,
      ),
      expect.stringMatching(/Payment authorization pay-2 · 519187…6422 \+1 USD 12.00 Declined/),
    ]);
    expect(screen.getByRole('link', { name: /Capture/ })).toHaveAttribute(
      'href',
      '#/activity/op-capture001',
    );
    expect(fake.inputsOf('activity:query')).toEqual([{ filter: {}, limit: 100 }]);
  });

  it('names an API rejection ("05") as rejected in its row', async () => {
    await setup({
      'activity:query': () =>
        activityPage([
          activityRow({
            operation_id: 'op-rejected01',
            outcome: 'declined',
            status: 'REJECTED',
            response_code: '05',
            targets: { merchant_id: 'mer-1' },
            response: { payment_id: 'pay-5' },
          }),
        ]),
    });
    expect(await screen.findByText('1 operation')).toBeInTheDocument();
    expect(rows()).toEqual([expect.stringMatching(/USD 12.00 Rejected/)]);
    expect(screen.queryByText('Declined')).not.toBeInTheDocument();
    // The API's own status and the network's code on hover, as a Payments badge carries it.
    expect(screen.getByText('Rejected')).toHaveAttribute('title', 'REJECTED · 05');
  });

  it('shows the amount a full capture and a cancel-or-refund moved, as the export does', async () => {
    await setup({
      'activity:query': () =>
        activityPage([
          activityRow({
            operation_id: 'op-fullcapt01',
            kind: 'transactions:reverse',
            targets: { transaction_id: 'trx-7' },
            response: { id: 'trx-8', type: 'CAPTURE', amount: 13, payment: { currency: 'USD' } },
            amount: undefined,
          }),
          activityRow({
            operation_id: 'op-cancelref1',
            kind: 'pos:cancelOrRefund',
            targets: { payment_id: 'pay-30' },
            response: {
              action: 'CANCELLED',
              amount: 30,
              payment: { id: 'pay-30', currency: 'USD' },
            },
            amount: undefined,
          }),
        ]),
    });
    expect(await screen.findByText('2 operations')).toBeInTheDocument();
    expect(rows()).toEqual([
      expect.stringMatching(/Capture trx-7 · trx-8 \+1 USD 13.00 Captured/),
      expect.stringMatching(/Cancel or refund pay-30 USD 30.00 Succeeded/),
    ]);
  });

  it('says what a cancel-or-refund did, in English and Spanish: refunded now or found already cancelled', async () => {
    const page = () =>
      activityPage([
        activityRow({
          operation_id: 'op-refundnow1',
          kind: 'pos:cancelOrRefund',
          targets: { payment_id: 'pay-31' },
          status: 'REFUNDED',
          response: { action: 'REFUNDED', amount: 30, payment: { id: 'pay-31', currency: 'USD' } },
          amount: undefined,
        }),
        activityRow({
          operation_id: 'op-wascancel1',
          kind: 'pos:cancelOrRefund',
          targets: { payment_id: 'pay-32' },
          status: 'ALREADY_CANCELLED',
          response: { action: 'ALREADY_CANCELLED', payment: { id: 'pay-32', currency: 'USD' } },
          amount: undefined,
        }),
      ]);
    await setup({ 'activity:query': page });
    expect(await screen.findByText('2 operations')).toBeInTheDocument();
    expect(rows()).toEqual([
      expect.stringMatching(/pay-31 .*Succeeded: refunded/),
      expect.stringMatching(/pay-32 .*Succeeded: already cancelled/),
    ]);

    installFakeApi({ 'activity:query': page, 'profiles:list': () => simulatorProfiles() });
    renderWithClient(<ActivityPage filter={{}} />, { language: 'es' });
    await screen.findByText('2 operaciones');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Operaciones' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([
        expect.stringMatching(/pay-31 .*Realizada: devuelto/),
        expect.stringMatching(/pay-32 .*Realizada: ya estaba anulado/),
      ]),
    );
  });

  it('says an automatic authorization whose capture settles later is a capture in progress, not plain Succeeded', async () => {
    await setup({
      'activity:query': () =>
        activityPage([
          activityRow({
            operation_id: 'op-autocapt01',
            response: {
              payment_id: 'pay-40',
              transaction: { id: 'trx-40', type: 'AUTHORIZATION', status: 'APPROVED' },
              payment: {
                id: 'pay-40',
                status: 'AUTHORIZED',
                capture: { mode: 'AUTOMATIC', estimated_date_reason: 'AUTOMATIC_REQUEST' },
                transactions: [{ id: 'trx-41', type: 'CAPTURE', status: 'PENDING' }],
              },
            },
          }),
        ]),
    });
    expect(await screen.findByText('1 operation')).toBeInTheDocument();
    expect(rows()).toEqual([expect.stringMatching(/Succeeded, capture in progress/)]);
  });

  it('asks for the next page with before = the previous page’s next', async () => {
    const fake = await setup({
      'activity:query': (input) =>
        input.before === undefined
          ? activityPage([activityRow({ operation_id: 'op-first0001' })], 2, 57)
          : activityPage(
              [activityRow({ operation_id: 'op-second001', kind: 'transactions:authorize' })],
              2,
            ),
    });
    expect(await screen.findByRole('link', { name: /Transaction authorization/ })).toBeVisible();
    expect(fake.inputsOf('activity:query')).toEqual([
      { filter: {}, limit: 100 },
      { filter: {}, limit: 100, before: 57 },
    ]);
  });

  // About a hundred typed keys and clicks: seconds of rendering on a busy machine, not a hang.
  it(
    'puts filters and search in the address and in the query input',
    { timeout: 30_000 },
    async () => {
      const fake = await setup();
      const user = userEvent.setup();
      await screen.findByText('0 operations');
      const form = screen.getByRole('form', { name: 'Filter activity' });

      await user.type(within(form).getByLabelText('Search by any id'), ' pay-123 ');
      await user.click(within(form).getByRole('button', { name: 'Filters' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Cancel or refund' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Unknown' }));
      await user.click(within(form).getByRole('checkbox', { name: 'Failed' }));
      await user.selectOptions(within(form).getByLabelText('Profile'), 'Live EU (production)');
      await user.type(within(form).getByLabelText('From'), '2025-12-01T08:30');
      await user.type(within(form).getByLabelText('To'), '2025-12-02T18:00');
      await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

      const from = localInputToIso('2025-12-01T08:30')!;
      const to = localInputToIso('2025-12-02T18:00', true)!;
      const expected = {
        search: 'pay-123',
        operations: ['pos:cancelOrRefund'],
        outcomes: ['failed', 'unknown'],
        profile_id: 'prod-eu',
        from,
        to,
      };
      await waitFor(() =>
        expect(fake.inputsOf('activity:query').at(-1)).toEqual({ filter: expected, limit: 100 }),
      );
      const params = new URLSearchParams(window.location.hash.split('?')[1]);
      expect(window.location.hash.startsWith('#/activity?')).toBe(true);
      expect(Object.fromEntries(params)).toMatchObject({
        search: 'pay-123',
        operation: 'pos:cancelOrRefund',
        profile: 'prod-eu',
        from,
        to,
      });
      expect(params.getAll('outcome')).toEqual(['failed', 'unknown']);
      expect(Date.parse(to) - Date.parse(from)).toBe(
        Date.parse('2025-12-02T18:00:59.999') - Date.parse('2025-12-01T08:30:00'),
      );

      // Applied, the filters are chips; the panel with Clear is one click away.
      await user.click(await screen.findByRole('button', { name: 'Filters (6)' }));
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(window.location.hash).toBe('#/activity'));
      expect(fake.inputsOf('activity:query').at(-1)).toEqual({ filter: {}, limit: 100 });
    },
  );

  it('offers a removed profile the journal still has operations of, marked removed', async () => {
    const fake = await setup({
      'activity:profiles': () =>
        ok([
          { id: 'prod-eu', name: 'Live EU' },
          { id: 'prf-gone', name: 'Old QA store' },
        ]),
    });
    const user = userEvent.setup();
    await screen.findByText('0 operations');
    const form = screen.getByRole('form', { name: 'Filter activity' });
    await user.click(within(form).getByRole('button', { name: 'Filters' }));
    const select = within(form).getByLabelText('Profile');
    // A profile still in Settings is offered once, as Settings names it.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All profiles', 'Simulator', 'Live EU (production)', 'Old QA store (removed)']),
    );
    await user.selectOptions(select, 'Old QA store (removed)');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(fake.inputsOf('activity:query').at(-1)).toEqual({
        filter: { profile_id: 'prf-gone' },
        limit: 100,
      }),
    );
    expect(await screen.findByText('Profile: Old QA store (removed)')).toBeVisible();
  });

  it('marks a removed profile in its rows as the filter does, in English and Spanish', async () => {
    const page = () =>
      activityPage([
        activityRow({
          operation_id: 'op-goneprof01',
          profile: { id: 'prf-gone', name: 'Old QA store', production: false },
        }),
        activityRow({ operation_id: 'op-liveprof01' }),
      ]);
    await setup({ 'activity:query': page });
    await screen.findByText('2 operations');
    await waitFor(() =>
      expect(rows()).toEqual([
        // An authorization that went through reads "Approved", as its result does.
        expect.stringMatching(/Approved 42 ms Old QA store \(removed\)$/),
        expect.stringMatching(/Approved 42 ms Simulator$/),
      ]),
    );

    installFakeApi({ 'activity:query': page, 'profiles:list': () => simulatorProfiles() });
    renderWithClient(<ActivityPage filter={{}} />, { language: 'es' });
    await screen.findByText('2 operaciones');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Operaciones' }))
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual([
        expect.stringMatching(/Old QA store \(eliminado\)$/),
        expect.stringMatching(/ms Simulator$/),
      ]),
    );
  });

  it('says which part of a linked address it did not understand, and lists every row', async () => {
    const fake = await setup({}, '#/activity?outcome=bogus');
    await screen.findByText('0 operations');
    expect(
      await screen.findByText(
        'Part of this address was not understood, so it is not applied: outcome=bogus',
      ),
    ).toBeVisible();
    expect(fake.inputsOf('activity:query')).toEqual([{ filter: {}, limit: 100 }]);
  });

  it('reads a linked address into the form and the query, dropping what does not parse', async () => {
    const fake = await setup(
      {},
      '#/activity?search=trx-42&outcome=unknown&outcome=bogus&operation=instruments:delete&from=yesterday',
    );
    await screen.findByText('0 operations');
    expect(screen.getByLabelText('Search by any id')).toHaveValue('trx-42');
    // What is applied shows in the bar; the rest of the filters wait behind one button.
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Unknown']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters (1)' }));
    expect(screen.getByRole('checkbox', { name: 'Unknown' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Succeeded' })).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(fake.inputsOf('activity:query')).toEqual([
      { filter: { search: 'trx-42', outcomes: ['unknown'] }, limit: 100 },
    ]);
    expect(screen.getByText(/No operation matches these filters/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all activity' })).toHaveAttribute(
      'href',
      '#/activity',
    );
  });

  it('reads times as Spanish writes them, day first, and shows a linked time the same way', async () => {
    installFakeApi({
      'activity:query': () => activityPage([]),
      'profiles:list': () => simulatorProfiles(),
    });
    const from = localInputToIso('2025-12-02T10:00')!;
    renderWithClient(<ActivityPage filter={{ from }} />, { language: 'es' });
    const user = userEvent.setup();
    await screen.findByText('0 operaciones');
    await user.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    const field = screen.getByLabelText('Desde');
    expect(field).toHaveValue('02/12/2025 10:00');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    expect(field).not.toHaveAttribute('type', 'datetime-local');

    await user.clear(field);
    await user.type(field, '31/11/2025 10:00');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(field).toHaveAccessibleDescription(
      'Escriba la fecha y la hora como dd/mm/aaaa hh:mm, p. ej. 02/12/2025 10:00.',
    );
  });

  it('refuses an end before the start at the field, and sends nothing', async () => {
    const fake = await setup();
    const user = userEvent.setup();
    await screen.findByText('0 operations');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('From'), '2025-12-02T10:00');
    await user.type(screen.getByLabelText('To'), '2025-12-01T10:00');
    await user.type(screen.getByLabelText('Search by any id'), 'two ids');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The end is before the start.');
    expect(screen.getByLabelText('Search by any id')).toHaveAccessibleDescription(/without spaces/);
    expect(screen.getByLabelText('Search by any id')).toHaveFocus();
    expect(window.location.hash).toBe('#/activity');
    expect(fake.inputsOf('activity:query')).toHaveLength(1);
  });

  it('rows are links a keyboard can walk with the arrow keys', async () => {
    await setup({
      'activity:query': () =>
        activityPage([
          activityRow({ operation_id: 'op-keyboard01' }),
          activityRow({ operation_id: 'op-keyboard02', kind: 'transactions:authorize' }),
        ]),
    });
    const user = userEvent.setup();
    const first = await screen.findByRole('link', { name: /Payment authorization/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('link', { name: /Transaction authorization/ });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('href', '#/activity/op-keyboard02');
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('says when there is nothing yet', async () => {
    await setup();
    expect(await screen.findByText(/No operations yet/)).toBeInTheDocument();
  });

  it('shows an error with its HTTP status and a way to try again', async () => {
    await setup({
      'activity:query': () => ({
        ok: false,
        error: { code: 'internal', message: 'The journal could not be read', status: 500 },
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load activity. The journal could not be read (HTTP 500)',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('Activity export', () => {
  it('exports the current filter as CSV and follows the one-time download address', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const fake = await setup(
      {
        'activity:export': () =>
          ok({ kind: 'download', url: '/download/abc_123', file_name: 'activity.csv', rows: 7 }),
      },
      '#/activity?outcome=unknown',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Exported 7 operations to activity.csv')).toBeInTheDocument();
    expect(clicked).toEqual([{ href: '/download/abc_123', download: 'activity.csv' }]);
    expect(fake.inputsOf('activity:export')).toEqual([
      { filter: { outcomes: ['unknown'] }, format: 'csv' },
    ]);
  });

  it('says where Electron saved a JSON Lines export, and refuses a foreign download address', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let answer: 'saved' | 'foreign' = 'saved';
    const fake = await setup({
      'activity:export': () =>
        answer === 'saved'
          ? ok({ kind: 'saved', path: '/home/qa/activity.jsonl', rows: 1 })
          : ok({ kind: 'download', url: 'https://evil.example/x', file_name: 'x.csv', rows: 1 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export JSON Lines' }));
    expect(
      await screen.findByText('Saved 1 operation to /home/qa/activity.jsonl'),
    ).toBeInTheDocument();
    expect(fake.inputsOf('activity:export')).toEqual([{ filter: {}, format: 'jsonl' }]);

    answer = 'foreign';
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert', { name: 'Could not export.' })).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
