import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { createQueryClient } from '../lib/query';
import { appInfo, installFakeApi, page } from '../testing/fake-api';
import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';

const AREAS = [
  ['Instruments', 'I', '#/instruments'],
  ['Users', 'U', '#/users'],
  ['Payments', 'P', '#/payments'],
  ['Authorizations', 'A', '#/authorizations'],
  ['Transactions', 'T', '#/transactions'],
  ['POS', 'O', '#/pos'],
  ['Unknown outcomes', 'K', '#/operations'],
  ['Activity', 'Y', '#/activity'],
  ['Settings', 'S', '#/settings'],
];

describe('App frame', () => {
  it('offers every area with its shortcut, and marks the current one', async () => {
    installFakeApi({ 'app:info': () => ok(appInfo()), 'instruments:list': () => page([]) });
    const user = userEvent.setup();
    render(<App client={createQueryClient()} />);

    const nav = screen.getByRole('navigation', { name: 'Areas' });
    for (const [area, key, href] of AREAS) {
      const link = within(nav).getByRole('link', { name: area });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('aria-keyshortcuts', `Alt+${key}`);
    }
    expect(within(nav).getByRole('link', { name: 'Instruments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'POS' }));
    expect(window.location.hash).toBe('#/pos');
    expect(within(nav).getByRole('link', { name: 'POS' })).toHaveAttribute('aria-current', 'page');
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
    window.location.hash = '#/instruments/new';
    render(<App client={createQueryClient()} />);
    // The screen's chunk is fetched on first use: the frame is there meanwhile, and says so.
    expect(screen.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // Its first import compiles the screen's whole module graph, slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New instrument' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();

    window.location.hash = '#/nowhere';
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
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
      render(
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
});
