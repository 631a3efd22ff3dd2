import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../../../shared/channels';
import { ok } from '../../../../shared/result';
import { Instrument } from '../../../../shared/schemas/instrument';
import { installFakeApi, instrument, page, referenceInstrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { InstrumentListPage } from './InstrumentListPage';

// happy-dom does no layout; the virtualizer needs a viewport height to render any row.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
});

const seeded = [
  instrument('ins-a1', { brand: 'Visa', bin: '411111', last4: '1111' }),
  instrument('ins-b2', { brand: 'Mastercard', bin: '555555', last4: '4444' }),
  instrument('ins-c3', { brand: 'Amex', bin: '378282', last4: '0005' }),
];

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Instruments' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('InstrumentListPage', () => {
  it('offers New instrument only to roles that may create one', async () => {
    const as = (allowed: Channel[]) =>
      installFakeApi({
        'instruments:list': () => page([]),
        'roles:permissions': () =>
          ok({ operator: { kind: 'local', name: 'ana' }, roles: ['store-manager'], allowed }),
      });
    as(['instruments:list', 'instruments:get']);
    const { unmount } = renderWithClient(<InstrumentListPage />);
    await screen.findByText(/No instruments yet/);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New instrument' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Create the first one' })).toBeNull();
    unmount();

    as(['instruments:list', 'instruments:get', 'instruments:create']);
    renderWithClient(<InstrumentListPage />);
    expect(await screen.findByRole('link', { name: 'New instrument' })).toBeInTheDocument();
  });

  it('lists instruments with the card as brand and last four, holder, expiry and status', async () => {
    const fake = installFakeApi({ 'instruments:list': () => page(seeded) });
    renderWithClient(<InstrumentListPage />);

    const link = await screen.findByRole('link', { name: /ins-b2/ });
    expect(link).toHaveTextContent('ins-b2 Mastercard •••• 4444 Jane Doe 12/2030 active');
    expect(link).toHaveAttribute('href', '#/instruments/ins-b2');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(fake.inputsOf('instruments:list')).toEqual([{ page: 1, page_size: 50 }]);
  });

  it('filters loaded instruments by last four and by brand, ignoring case', async () => {
    installFakeApi({ 'instruments:list': () => page(seeded) });
    const user = userEvent.setup();
    renderWithClient(<InstrumentListPage />);
    await screen.findByRole('link', { name: /ins-a1/ });
    const search = screen.getByLabelText('Search instruments');

    await user.type(search, '4444');
    expect(rowNames()).toEqual([expect.stringContaining('ins-b2')]);

    await user.clear(search);
    await user.type(search, 'AMEX');
    expect(rowNames()).toEqual([expect.stringContaining('ins-c3')]);

    await user.clear(search);
    await user.type(search, 'diners');
    expect(screen.queryByRole('list', { name: 'Instruments' })).not.toBeInTheDocument();
    expect(screen.getByText('No loaded instrument matches “diners”.')).toBeInTheDocument();
  });

  it('offers to open an id that is not loaded', async () => {
    installFakeApi({ 'instruments:list': () => page(seeded) });
    const user = userEvent.setup();
    renderWithClient(<InstrumentListPage />);
    await screen.findByRole('link', { name: /ins-a1/ });

    await user.type(screen.getByLabelText('Search instruments'), 'ins-elsewhere-9');
    expect(screen.getByRole('link', { name: 'Open ins-elsewhere-9' })).toHaveAttribute(
      'href',
      '#/instruments/ins-elsewhere-9',
    );
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/instruments/ins-elsewhere-9');
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const fake = installFakeApi({
      'instruments:list': ({ page: n }) =>
        n === 1 ? page(seeded, 1, true) : page([instrument('ins-page-2')], 2, false),
    });
    renderWithClient(<InstrumentListPage />);

    expect(await screen.findByRole('link', { name: /ins-page-2/ })).toBeInTheDocument();
    expect(fake.inputsOf('instruments:list')).toEqual([
      { page: 1, page_size: 50 },
      { page: 2, page_size: 50 },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more instruments' })).toBeNull(),
    );
  });

  it('shows an empty state and an error state', async () => {
    installFakeApi({ 'instruments:list': () => page([]) });
    const first = renderWithClient(<InstrumentListPage />);
    expect(await screen.findByText(/No instruments yet/)).toBeInTheDocument();
    first.unmount();

    installFakeApi({
      'instruments:list': () => ({
        ok: false,
        error: { code: 'unauthorized', message: 'The API refused the credentials', status: 401 },
      }),
    });
    renderWithClient(<InstrumentListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load instruments. The API answered: “The API refused the credentials” (HTTP 401)',
    );
    expect(screen.getByRole('link', { name: 'New instrument' })).toHaveAttribute(
      'href',
      '#/instruments/new',
    );
  });
});

describe('InstrumentListPage in Spanish', () => {
  it('quotes the API’s own message as the API’s, with its status and error code', async () => {
    installFakeApi({
      'instruments:list': () => ({
        ok: false,
        error: {
          code: 'unauthorized',
          message: 'Unknown client or wrong client secret',
          status: 401,
          apiCode: 'invalid_client',
        },
      }),
    });
    renderWithClient(<InstrumentListPage />, { language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los instrumentos. La API respondió: «Unknown client or wrong client secret» (HTTP 401, código de error invalid_client)',
    );
  });
});

describe('InstrumentListPage on reference-shaped answers', () => {
  it('lists an instrument whose billing number came back as a number', async () => {
    installFakeApi({ 'instruments:list': () => page([Instrument.parse(referenceInstrument)]) });
    renderWithClient(<InstrumentListPage />);
    const link = await screen.findByRole('link', { name: /ins-d43pf7liu5l7ham9iu1g/ });
    expect(link).toHaveTextContent('Mastercard •••• 6422 Ana Gómez 12/2030 ACTIVE');
  });

  it('says so when a 2xx came without a list, instead of "no instruments"', async () => {
    installFakeApi({
      'instruments:list': () =>
        ok({
          data: [],
          page: 1,
          page_size: 50,
          has_more: false,
          $unexpected: { data: { items: 'soon' } },
        }),
    });
    renderWithClient(<InstrumentListPage />);
    expect(
      await screen.findByText(/The API answered the list of instruments without a list/),
    ).toHaveTextContent('{"items":"soon"} unexpected shape');
  });
});
