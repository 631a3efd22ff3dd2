import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN_CURRENCIES } from '../../../../shared/money';
import { ok } from '../../../../shared/result';
import type { FoundPayment, PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { installFakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render';

const found = (changes: Partial<FoundPayment>): FoundPayment => ({
  seq: 1,
  id: 'pay-bulk-1',
  traceId: '0112345678',
  merchantId: 'mer-cdmx-roma',
  status: 'CAPTURED',
  amountMinor: 45_000,
  currency: 'COP',
  cardBrand: 'VISA',
  bin: '411111',
  lastFour: '4242',
  userId: 'usr-1',
  instrumentId: 'ins-1',
  createdAt: new Date(2026, 10, 26, 14, 5).getTime(),
  updatedAt: null,
  ...changes,
});

describe('Payments → Find', () => {
  it('searches in Spanish: COP 45.000 is forty-five thousand pesos, with its badge and its next page', async () => {
    const fake = installFakeApi({
      'finder:search': (input) =>
        ok(
          input.after
            ? { rows: [found({ id: 'pay-bulk-2', status: 'REFUNDED', seq: 0 })], next: null }
            : { rows: [found({})], next: { createdAt: 1, seq: 1 } },
        ),
      'finder:status': () =>
        ok({
          profileId: 'sim',
          state: { kind: 'syncing' },
          mirrored: 1000,
          apiTotal: 5000,
          lastSyncedAt: null,
        }),
    });
    const user = userEvent.setup();
    await renderRoute('#/payments/find', { language: 'es' });
    const form = await screen.findByRole('search', { name: 'Buscar pagos' });
    await user.type(within(form).getByLabelText('Número de traza, últimos cuatro o ID'), '4242');
    await user.type(within(form).getByLabelText('Monto, o el más bajo'), '45.000');
    await user.selectOptions(within(form).getByLabelText('Moneda'), 'COP');
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));

    const table = await screen.findByRole('table', { name: 'Pagos encontrados' });
    expect(within(table).getByRole('link', { name: 'pay-bulk-1' })).toHaveAttribute(
      'href',
      '#/payments/pay-bulk-1',
    );
    expect(table).toHaveTextContent('Cobrado');
    expect(table).toHaveTextContent('COP 45.000');
    expect(fake.inputsOf('finder:search')[0]).toMatchObject({
      lastFour: '4242',
      amount: { currency: 'COP', min: 45_000, max: 45_000 },
      order: 'newest',
    } satisfies PaymentSearchInput);
    expect(screen.getByText(/^1\.000 de 5\.000 pagos copiados hasta ahora/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar más pagos' }));
    expect(await within(table).findByRole('link', { name: 'pay-bulk-2' })).toBeInTheDocument();
    expect(fake.inputsOf('finder:search')[1]).toMatchObject({ after: { createdAt: 1, seq: 1 } });
  });

  it('brings each search’s count and rows into view once they answer, without motion where it is unwanted', async () => {
    const scrolled: Element[] = [];
    const options: unknown[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, how?: unknown) {
      scrolled.push(this);
      options.push(how);
    });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    installFakeApi({
      'finder:search': (input) =>
        ok({ rows: [found({ lastFour: input.lastFour ?? '4242' })], next: null }),
    });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    await screen.findByRole('search', { name: 'Search payments' });
    // A search is an address: the page is drawn again for it, so each is found afresh.
    const form = () => screen.getByRole('search', { name: 'Search payments' });
    const box = () => within(form()).getAllByRole('textbox')[0]!;
    await user.type(box(), '4242');
    await user.click(within(form()).getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toHaveTextContent(/^1 payment (found|shown)/);
    expect(options[0]).toEqual({ block: 'start', behavior: 'auto' });

    await user.clear(box());
    await user.type(box(), '1111');
    await user.click(within(form()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(scrolled).toHaveLength(2));
    expect(scrolled[1]).toHaveTextContent(/^1 payment (found|shown)/);
  });

  it('offers the statuses in the badges’ words, the API’s code on hover', async () => {
    installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    await renderRoute('#/payments/find', { language: 'es' });
    // The first screen of a run loads its chunk cold.
    const form = await screen.findByRole('search', { name: 'Buscar pagos' }, { timeout: 10_000 });
    const options = within(within(form).getByLabelText('Estado')).getAllByRole('option');
    const labels = options.map((option) => option.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Sin cobrar', 'Cobrado', 'Devuelto']));
    expect(labels.filter((label) => /^[A-Z_]+$/.test(label ?? ''))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    // Each choice says one word once: not «En proceso · En proceso» nor «Rechazado · Rechazado».
    expect(labels.filter((label) => / · /.test(label ?? ''))).toEqual([]);
    expect(labels).toEqual(
      expect.arrayContaining(['Pendiente', 'En proceso', 'Fallido o denegado', 'Rechazado']),
    );
    expect(options.find((option) => option.textContent === 'Rechazado')).toHaveAttribute(
      'title',
      'REJECTED',
    );
    // FAILED is also what the issuer's decline leaves, which the payment reads as "Denegado".
    expect(options.find((option) => option.textContent === 'Fallido o denegado')).toHaveAttribute(
      'title',
      'FAILED',
    );
    expect(options.find((option) => option.textContent === 'Sin cobrar')).toHaveAttribute(
      'title',
      'AUTHORIZED',
    );
    // No "partly refunded" choice the mirror could not answer: where to look instead.
    expect(labels.some((label) => /en parte/.test(label ?? ''))).toBe(false);
    expect(within(form).getByLabelText('Estado')).toHaveAccessibleDescription(
      'Como los lista la API. Los pagos devueltos o cobrados en parte están en Cobrado; cada resultado dice cuál.',
    );
  });

  it('says a bad input at its field and searches nothing', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    const form = await screen.findByRole('search', { name: 'Search payments' });
    await user.type(within(form).getByLabelText('Amount, or lowest'), '10');
    await user.type(within(form).getByLabelText('From'), '13/40/2026');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(
      await within(form).findByText('Choose the amount’s currency: 100 COP is not 100 USD'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText(
        'Type a day such as 11/26/2026, and a time such as 2:30 PM if you know it',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(fake.inputsOf('finder:search')).toEqual([]));
  });

  it('says how many payments the search found, 10,000+ past the count’s cap, above the rows', async () => {
    let capped = false;
    installFakeApi({
      'finder:search': () =>
        ok({
          rows: [found({})],
          next: { createdAt: 1, seq: 1 },
          total: capped ? { count: 10_000, capped: true } : { count: 37, capped: false },
        }),
    });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    const form = await screen.findByRole('search', { name: 'Search payments' });
    await user.type(within(form).getByLabelText('Trace number, last four or id'), '4242');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('37 payments found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^37 payments found · 1 payment shown$/);

    capped = true;
    // The search is the page's address: a new one is a new page, with its own form.
    const again = await screen.findByRole('search', { name: 'Search payments' });
    const box = within(again).getByLabelText('Trace number, last four or id');
    await user.clear(box);
    await user.type(box, '4243');
    await user.click(within(again).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('10,000+ payments found')).toBeInTheDocument();
  });

  it('says how many are copied while the sync runs though the API names no total, and why it waits', async () => {
    const fake = installFakeApi({
      'finder:search': () => ok({ rows: [], next: null }),
      'finder:status': () =>
        ok({
          profileId: 'sim',
          state: { kind: 'syncing' },
          mirrored: 12_345,
          apiTotal: null,
          lastSyncedAt: null,
        }),
    });
    await renderRoute('#/payments/find', { language: 'es' });
    expect(
      await screen.findByText(
        '12.345 pagos copiados hasta ahora, y la copia sigue: un pago más antiguo puede no aparecer todavía.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('note')).queryByRole('progressbar')).toBeNull();

    act(() =>
      fake.push('finder:changed', {
        profileId: 'sim',
        state: { kind: 'syncing' },
        mirrored: 20_000,
        apiTotal: 80_000,
        lastSyncedAt: null,
      }),
    );
    const note = await screen.findByRole('note');
    const bar = await within(note).findByRole('progressbar', {
      name: 'Pagos copiados para buscar',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '20.000 de 80.000');
    act(() =>
      fake.push('finder:changed', {
        profileId: 'sim',
        state: { kind: 'backing_off', until: Date.now() + 60_000 },
        mirrored: 20_100,
        apiTotal: 80_000,
        lastSyncedAt: null,
      }),
    );
    expect(
      await screen.findByText(/^20\.100 pagos copiados hasta ahora; la API pidió esperar/),
    ).toBeInTheDocument();
    act(() =>
      fake.push('finder:changed', {
        profileId: 'sim',
        state: { kind: 'caught_up' },
        mirrored: 80_000,
        apiTotal: 80_000,
        lastSyncedAt: Date.now(),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it('says a new run of the built-in simulator is why its payments are copied again', async () => {
    installFakeApi({
      'finder:search': () => ok({ rows: [], next: null }),
      'finder:status': () =>
        ok({
          profileId: 'sim',
          state: { kind: 'syncing' },
          mirrored: 300,
          apiTotal: null,
          lastSyncedAt: null,
          startedOver: 'new_simulator_run',
        }),
    });
    await renderRoute('#/payments/find');
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^New simulator run: copying again\. The built-in simulator was seeded for another day or with another payment count.*300 copied so far/,
    );
  });

  it('says at the box what is neither a trace number, last four, amount nor id, and searches nothing', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    const form = await screen.findByRole('search', { name: 'Search payments' });
    await user.type(within(form).getByLabelText('Trace number, last four or id'), '12ab!');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(
      await within(form).findByText(
        'This is not a trace number (letters and digits such as POS7-000481), a card’s last four, an amount such as USD 12.50, nor a usr-, ins- or mer- id',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Trace number, last four or id')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(fake.inputsOf('finder:search')).toEqual([]));
  });

  it('offers every currency the API charges in, yen with no decimals', async () => {
    const fake = installFakeApi({ 'finder:search': () => ok({ rows: [], next: null }) });
    const user = userEvent.setup();
    await renderRoute('#/payments/find');
    const form = await screen.findByRole('search', { name: 'Search payments' });
    const offered = within(within(form).getByLabelText('Currency'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(offered).toEqual([...KNOWN_CURRENCIES]);
    expect(offered).toContain('JPY');
    await user.type(within(form).getByLabelText('Amount, or lowest'), '1,500');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'JPY');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fake.inputsOf('finder:search')[0]).toMatchObject({
        amount: { currency: 'JPY', min: 1500, max: 1500 },
      }),
    );
  });
});
