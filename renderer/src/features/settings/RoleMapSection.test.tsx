import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { RoleMapSection } from './RoleMapSection';

function setup() {
  return installFakeApi({
    'roles:permissions': () =>
      ok({
        operator: { kind: 'local', name: 'maria' },
        roles: ['admin'],
        allowed: ['roles:map', 'roles:setMap'],
      }),
    'roles:map': () =>
      ok({
        rows: [
          { channel: 'instruments:create', roles: ['back-office'], defaults: ['back-office'] },
        ],
      }),
  });
}

describe('Settings → Role map', () => {
  it.each([
    ['en' as const, 'Role map', 'Show the role map', 'Hide the role map'],
    ['es' as const, 'Mapa de roles', 'Mostrar el mapa de roles', 'Ocultar el mapa de roles'],
  ])('opens from a button that says what it opens (%s)', async (language, title, show, hide) => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<RoleMapSection />, { language });
    const opener = await screen.findByRole('button', { name: show });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    // Closed, the map is not even asked for.
    expect(fake.inputsOf('roles:map')).toEqual([]);
    await user.click(opener);
    const table = await screen.findByRole('table', { name: title });
    expect(within(table).getAllByRole('checkbox')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: hide })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: hide }));
    expect(screen.queryByRole('table', { name: title })).toBeNull();
  });
});
