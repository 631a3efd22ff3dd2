import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { installFakeApi, LOCAL_OPERATOR, page } from '../testing/fake-api';
import { renderRoute } from '../testing/render';
import { userView } from '../features/users/test-fixtures';
import { createQueryClient } from '../lib/query';
import { router } from './routes';

function fakeConsole() {
  return installFakeApi({
    'instruments:list': () => page([]),
    'outcomes:unresolved': () => ok([]),
  });
}

// The first import of a lazy screen compiles its module graph, slow on a busy machine.
const SLOW = { timeout: 10_000 };

describe('routing through the route tree', { timeout: 15_000 }, () => {
  it.each([
    '#/instruments/..%2Fusers',
    '#/instruments/a%3Fb',
    `#/payments/${'a'.repeat(129)}`,
    '#/payments/pay-1/extra',
    '#/users/new/%C3%BC',
    '#/activity/team/c-1/a%2Fb',
    '#/settings/a%20b',
    '#/pos/more',
    '#/nowhere',
    '#/users/..%2Fadmin',
    '#/users/usr-1/extra',
    '#/payments/pay%201',
    '#/settings/prf-1/x',
    '#/activity/op-1/extra',
    // Ids a looser schema would take but their own refuses: an operation id, a profile id.
    '#/activity/op-nope',
    '#/activity/pay-1',
    '#/activity/team/c-1/op-nope',
    '#/activity/team/c%201/op-capture001',
    '#/settings/prf-1',
    '#/settings/nobody',
  ])('%s is not found: an id its schema refuses names nothing', async (hash) => {
    const fake = fakeConsole();
    await renderRoute(hash);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW),
    ).toBeVisible();
    // Nothing is asked of main about a thing the address cannot name.
    const asked = fake.calls.map((c) => c.channel);
    expect(
      asked.filter((c) => /:(get|query|unresolved)$/.test(c) && c !== 'outcomes:unresolved'),
    ).toEqual([]);
  });

  it.each([
    ['#/users', 'Users'],
    ['#/users/usr-1', 'User usr-1'],
    ['#/users/new', 'New user'],
    ['#/payments', 'Payments'],
    ['#/payments/pay-1', 'Payment pay-1'],
    ['#/transactions', 'Transactions'],
    ['#/settings', 'Settings'],
    ['#/settings/new', 'New profile'],
  ])('%s shows %s', async (hash, title) => {
    installFakeApi({ 'users:get': ({ user_id }) => ok(userView(user_id, [])) });
    await renderRoute(hash);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeVisible();
  });

  it('says a malformed operation id is not found in Spanish too, never with the schema’s words', async () => {
    fakeConsole();
    await renderRoute('#/activity/op-nope', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, SLOW),
    ).toBeVisible();
    expect(screen.queryByText(/operation_id|Invalid|pattern/)).toBeNull();
  });

  it('says in Spanish there is no scenario of a name no scenario can have, and asks main nothing', async () => {
    const fake = installFakeApi({
      'scenarios:list': () => ok({ mine: [], examples: [{ name: 'declines' }] }),
      'scenarios:status': () => ok(null),
      'outcomes:unresolved': () => ok([]),
    });
    await renderRoute('#/scenarios?source=example&name=..%2Fx', { language: 'es' });
    expect(await screen.findByText('No hay un escenario “../x”.', {}, SLOW)).toBeVisible();
    expect(screen.getByText('No se pudo leer este escenario.')).toBeVisible();
    expect(fake.inputsOf('scenarios:read')).toEqual([]);
    expect(screen.queryByText(/name:|lower case/)).toBeNull();
  });

  it('leads from a not-found page back to the area it started like', async () => {
    fakeConsole();
    await renderRoute('#/payments/a%2Fb');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SLOW);
    expect(screen.getByRole('link', { name: 'Go to Payments' })).toHaveAttribute(
      'href',
      '#/payments',
    );
  });

  it('lands the old #/operations link on unknown outcomes, at its new address', async () => {
    fakeConsole();
    await renderRoute('#/operations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown outcomes' }, SLOW),
    ).toBeVisible();
    expect(window.location.hash).toBe('#/unknown-outcomes');
  });

  it('opens unknown outcomes with Alt+K, and marks its area current', async () => {
    fakeConsole();
    const user = userEvent.setup();
    await renderRoute('#/instruments');
    await screen.findByRole('navigation', { name: 'Areas' });
    await user.keyboard('{Alt>}k{/Alt}');
    await waitFor(() => expect(window.location.hash).toBe('#/unknown-outcomes'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unknown outcomes' }, SLOW),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unknown outcomes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hands a valid id from the address to its screen, trimmed by the schema', async () => {
    fakeConsole();
    await renderRoute('#/users/new/usr-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'New user' }, SLOW)).toBeVisible();
    expect(screen.getByLabelText('User id')).toHaveValue('usr-2');
  });
});

describe('a route starts its screen’s first read', () => {
  it('entering the instruments list asks main for it before any screen renders', async () => {
    const fake = fakeConsole();
    // No App, no render: only the router entering the address, with the app's query cache.
    router.update({ ...router.options, context: { queryClient: createQueryClient() } });
    try {
      router.history.replace('/instruments');
      // Run its loader again even where an earlier test entered the same address.
      void router.invalidate();
      await waitFor(() => expect(fake.calls.map((c) => c.channel)).toEqual(['instruments:list']));
    } finally {
      router.update({ ...router.options, context: {} });
    }
  });
});

describe('an area the session’s roles cannot use, reached by its address', () => {
  const storeManager = () =>
    installFakeApi({
      'instruments:list': () => page([]),
      'outcomes:unresolved': () => ok([]),
      'identity:state': () =>
        ok({
          ...LOCAL_OPERATOR,
          mode: 'oidc',
          operator: { kind: 'verified', issuer: 'https://id.example', subject: 'ana' },
          roles: ['store-manager'],
        }),
      'roles:permissions': () =>
        ok({
          operator: { kind: 'verified', issuer: 'https://id.example', subject: 'ana' },
          roles: ['store-manager'],
          allowed: [
            'payments:list',
            'payments:get',
            'pos:cancelOrRefund',
            'profiles:list',
            'instruments:list',
          ],
        }),
    });

  it('says it is not open to those roles instead of offering a form main would refuse', async () => {
    storeManager();
    await renderRoute('#/authorizations', { language: 'es' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Autorizaciones: no disponible para sus roles' },
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByTestId('closed-area')).toHaveTextContent(
      /Sus roles \(Encargado de tienda\) no incluyen/,
    );
    expect(screen.queryByRole('button', { name: /Autorizar/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Instrumentos' })).toHaveAttribute(
      'href',
      '#/instruments',
    );
  });

  it('closes a form in an area the roles only read, with the way back to its list', async () => {
    storeManager();
    await renderRoute('#/instruments/new', { language: 'es' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Este formulario no está disponible para sus roles' },
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a Instrumentos' })).toHaveAttribute(
      'href',
      '#/instruments',
    );
  });

  it('opens an area the roles do include', async () => {
    storeManager();
    await renderRoute('#/pos');
    await waitFor(() => expect(screen.queryByTestId('closed-area')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).not.toHaveTextContent(
      /not open/,
    );
  });
});
