import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import { router } from '../app/routes';
import { installFakeApi, page } from '../testing/fake-api';
import { renderRoute } from '../testing/render';

const SLOW = { timeout: 10_000 };

describe('leaving a form with typed changes', { timeout: 20_000 }, () => {
  it('asks first; staying keeps what was typed, leaving goes where the person clicked', async () => {
    installFakeApi({
      'instruments:list': () => page([]),
      'payments:list': () => page([]),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    await renderRoute('#/instruments/new', { language: 'es' });
    const holder = await screen.findByLabelText('Nombre del titular', {}, SLOW);
    await user.type(holder, 'Ana Pérez');

    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quedarse y seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/instruments/new');
    expect(screen.getByLabelText('Nombre del titular')).toHaveValue('Ana Pérez');

    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salir sin guardar' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    // The form is gone once the next screen is up, and its changes with it.
    await waitFor(() => expect(screen.queryByLabelText('Nombre del titular')).toBeNull(), SLOW);
  });

  it('does not ask when nothing was typed', async () => {
    installFakeApi({
      'instruments:list': () => page([]),
      'payments:list': () => page([]),
      'outcomes:unresolved': () => ok([]),
    });
    const user = userEvent.setup();
    await renderRoute('#/instruments/new');
    await screen.findByLabelText('Cardholder name', {}, SLOW);
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
