import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { createQueryClient } from '../lib/query';
import { appInfo, installFakeApi, instrument, page } from '../testing/fake-api';
import { renderRoute, renderWithClient } from '../testing/render';
import { App } from './App';
import { follow } from './router';
import { ErrorBoundary } from './ErrorBoundary';

const AREAS = [
  ['Instruments', 'I', '#/instruments'],
  ['Users', 'U', '#/users'],
  ['Payments', 'P', '#/payments'],
  ['Authorizations', 'A', '#/authorizations'],
  ['Transactions', 'T', '#/transactions'],
  ['Cancel or refund a payment', 'O', '#/pos'],
  ['Unknown outcomes', 'K', '#/unknown-outcomes'],
  ['Activity', 'Y', '#/activity'],
  ['Settings', 'S', '#/settings'],
];

describe('App frame', () => {
  it('offers every area with its shortcut, and marks the current one', async () => {
    installFakeApi({ 'app:info': () => ok(appInfo()), 'instruments:list': () => page([]) });
    const user = userEvent.setup();
    await renderRoute('');

    const nav = await screen.findByRole('navigation', { name: 'Areas' });
    for (const [area, key, href] of AREAS) {
      const link = within(nav).getByRole('link', { name: area });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('aria-keyshortcuts', `Alt+${key}`);
    }
    expect(within(nav).getByRole('link', { name: 'Instruments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(window.location.hash).toBe('#/instruments');
    await user.click(within(nav).getByRole('link', { name: 'Cancel or refund a payment' }));
    await waitFor(() => expect(window.location.hash).toBe('#/pos'));
    expect(within(nav).getByRole('link', { name: 'Cancel or refund a payment' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks a production profile clearly and a simulator one as such', async () => {
    installFakeApi({
      'app:info': () =>
        ok(
          appInfo({
            name: 'Acme live',
            kind: 'remote',
            baseUrl: 'https://api.acme.example',
            production: true,
          }),
        ),
      'instruments:list': () => page([]),
    });
    const first = render(<App client={createQueryClient()} />);
    const profile = await screen.findByRole('group', { name: 'Active profile' });
    expect(profile).toHaveTextContent('Acme live');
    expect(profile).toHaveTextContent('https://api.acme.example');
    expect(within(profile).getByText('Production')).toBeVisible();
    first.unmount();

    installFakeApi({ 'app:info': () => ok(appInfo()), 'instruments:list': () => page([]) });
    render(<App client={createQueryClient()} />);
    const sim = await screen.findByRole('group', { name: 'Active profile' });
    expect(sim).toHaveTextContent('Local simulator');
    expect(sim).toHaveTextContent('Simulator');
    expect(within(sim).queryByText('Production')).toBeNull();
  });

  it('routes by hash, and shows not-found for unknown paths', async () => {
    installFakeApi({ 'app:info': () => ok(appInfo()), 'instruments:list': () => page([]) });
    await renderRoute('#/instruments/new');
    expect(await screen.findByRole('navigation', { name: 'Areas' })).toBeVisible();
    // Its first import compiles the screen's whole module graph, slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New instrument' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();

    follow('#/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('App frame in Spanish', () => {
  it('names every area and the frame in Spanish, and sets the document language', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo({ name: 'Simulator' })),
      'instruments:list': () => page([]),
    });
    await renderRoute('#/instruments', { language: 'es' });
    const nav = await screen.findByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: 'Anular o devolver un pago' })).toHaveAttribute(
      'href',
      '#/pos',
    );
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Atajos/ })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    // The built-in profile is named in English; the target must not repeat it in Spanish.
    expect(screen.queryByText('Simulador')).toBeNull();
  });
});

describe('header search', () => {
  it('Ctrl+K reaches it from anywhere, and Enter opens the payment an id names', async () => {
    installFakeApi({ 'app:info': () => ok(appInfo()), 'instruments:list': () => page([]) });
    const user = userEvent.setup();
    render(<App client={createQueryClient()} />);
    await user.keyboard('{Control>}k{/Control}');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.type(box, 'pay-42');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'Open payment pay-42' })).toHaveAttribute(
      'href',
      '#/payments/pay-42',
    );
    expect(
      within(results).getByRole('link', { name: 'Operations that involve pay-42' }),
    ).toHaveAttribute('href', '#/activity?search=pay-42');
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/payments/pay-42');
    expect(box).toHaveValue('');
  });

  it('lists the instruments whose card ends in four digits, with one card mask', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo()),
      'instruments:list': () =>
        page([
          instrument('ins-1', { brand: 'VISA', last4: '1111' }),
          instrument('ins-2', { brand: 'Mastercard', last4: '4444' }),
        ]),
    });
    const user = userEvent.setup();
    render(<App client={createQueryClient()} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '4444');
    const match = await screen.findByRole('link', { name: 'Mastercard •••• 4444 · ins-2' });
    expect(match).toHaveAttribute('href', '#/instruments/ins-2');
    expect(screen.queryByRole('link', { name: /ins-1/ })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '9999');
    expect(
      await screen.findByText('No card ending in 9999 among the latest 100 instruments.'),
    ).toBeVisible();
  });

  it('Enter opens the one card a last four lists, and a second Ctrl+K selects what is left', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo()),
      'instruments:list': () =>
        page([instrument('ins-6422', { brand: 'Mastercard', last4: '6422' })]),
      'instruments:get': () => ok(instrument('ins-6422', { brand: 'Mastercard', last4: '6422' })),
    });
    const user = userEvent.setup();
    render(<App client={createQueryClient()} />);
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(box, '6422');
    await screen.findByRole('link', { name: 'Mastercard •••• 6422 · ins-6422' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#/instruments/ins-6422'));
    expect(box).toHaveValue('');
    await screen.findByRole('heading', { level: 1, name: /ins-6422/ }, { timeout: 10_000 });

    await user.keyboard('{Control>}k{/Control}');
    await user.type(box, 'pay-1');
    await user.click(document.body);
    await user.keyboard('{Control>}k{/Control}');
    expect(box).toHaveFocus();
    // The text left in the box is selected, so new typing replaces it.
    await user.keyboard('usr-9');
    expect(box).toHaveValue('usr-9');
  });
});

describe('ErrorBoundary', () => {
  it('shows the message, never the stack', () => {
    function Broken(): never {
      throw new Error('The list could not be drawn');
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      renderWithClient(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The list could not be drawn');
    expect(alert.textContent).not.toMatch(/at Broken|\.tsx/);
  });

  it('says what happened in Spanish, with the browser’s English only as the quoted detail', () => {
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      renderWithClient(
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>,
        { language: 'es' },
      );
    } finally {
      console.error = quiet;
    }
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Algo salió mal');
    const [said, detail] = [...alert.querySelectorAll('p')].map((p) => p.textContent);
    expect(said).toMatch(/^La consola /);
    expect(detail).toBe(
      'Detalle técnico, en palabras del sistema: «Cannot read properties of undefined»',
    );
  });
});
