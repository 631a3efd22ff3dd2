import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../../shared/channels';
import { fail, ok } from '../../../../shared/result';
import type { ConfirmationPrompt } from '../../../../shared/schemas/confirmation';
import type { SignInProviderView } from '../../../../shared/schemas/sign-in';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { SignInProviderSection } from './SignInProviderSection';

const ADMIN: Channel[] = ['identity:provider', 'identity:setProvider'];
const STORED: SignInProviderView = {
  issuer: 'https://id.shop.example/realms/shop',
  client_id: 'payments-console',
  roles_claim: 'groups',
  role_map: [{ value: 'grp-till', role: 'store-manager' }],
  client_secret: { state: 'set' },
};

const prompt: ConfirmationPrompt = {
  summary: {
    kind: 'sign_in',
    operation: 'Change how operators sign in',
    issuer: 'https://id.shop.example/realms/shop',
    client_id: 'payments-console',
    roles_claim: 'groups',
    role_map: [
      { value: 'grp-till', role: 'store-manager' },
      { value: 'grp-admins', role: 'admin' },
    ],
    secret: { state: 'kept' },
    changes: ['Role values changed'],
    applies: 'Applies from the next start of the console: the running one keeps its provider.',
  },
  expires_at: '2026-11-27T10:02:00Z',
  tries_left: 3,
};

function setup(
  allowed: Channel[],
  setProvider: (input: { confirmation?: string }) => unknown = () => ok(STORED),
) {
  return installFakeApi({
    'roles:permissions': () =>
      ok({ operator: { kind: 'local', name: 'maria' }, roles: ['admin'], allowed }),
    'identity:provider': () => ok(STORED),
    'identity:setProvider': setProvider as never,
  });
}

describe('Settings → Sign-in provider', () => {
  it('is not shown to a session main would refuse it to', async () => {
    const fake = setup(['roles:permissions']);
    renderWithClient(<SignInProviderSection />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Sign-in provider' })).toBeNull();
    expect(fake.inputsOf('identity:provider')).toEqual([]);
  });

  it('says which provider this launch signs in with when its flags name one, over an empty form', async () => {
    installFakeApi({
      'roles:permissions': () =>
        ok({ operator: { kind: 'local', name: 'maria' }, roles: ['admin'], allowed: ADMIN }),
      'identity:provider': () =>
        ok({
          client_secret: { state: 'not_set' },
          launch: {
            issuer: 'https://id.shop.example/realms/shop',
            client_id: 'payments-console',
            roles_claim: 'roles',
          },
        }),
    });
    renderWithClient(<SignInProviderSection />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This launch signs in with https://id.shop.example/realms/shop (client payments-console, roles from the “roles” claim)',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Nothing is stored here yet');
    expect(screen.getByLabelText('Issuer URL')).toHaveValue('');
  });

  it('names no launch provider when the stored settings are the ones in force', async () => {
    setup(ADMIN);
    renderWithClient(<SignInProviderSection />);
    expect(await screen.findByLabelText('Issuer URL')).toHaveValue(STORED.issuer);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows what main stored, says a secret is stored without showing it, and sends only main’s confirmation code', async () => {
    const fake = setup(ADMIN, (input) =>
      input.confirmation === '424242'
        ? ok(STORED)
        : fail('forbidden', 'Type the code printed in the terminal', {
            apiCode: 'confirmation_required',
            reason: 'sign_in_confirmation_required',
            params: { issuer: STORED.issuer! },
            confirmation: prompt,
          }),
    );
    const user = userEvent.setup();
    renderWithClient(<SignInProviderSection />);
    expect(await screen.findByLabelText('Issuer URL')).toHaveValue(STORED.issuer);
    expect(screen.getByLabelText('Client id')).toHaveValue('payments-console');
    expect(screen.getByLabelText('Roles claim')).toHaveValue('groups');
    expect(screen.getByTestId('sign-in-secret-state')).toHaveTextContent('A secret is stored.');
    expect(screen.queryByLabelText('New client secret')).toBeNull();
    expect(screen.getByLabelText('Value 1')).toHaveValue('grp-till');

    await user.click(screen.getByRole('button', { name: 'Add a value' }));
    await user.type(screen.getByLabelText('Value 2'), 'grp-admins');
    await user.selectOptions(screen.getByLabelText('Role for value 2'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Save sign-in settings' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm how operators sign in' });
    for (const fact of [
      'Issuerhttps://id.shop.example/realms/shop',
      'Roles claimgroups',
      'Roles grantedgrp-till → Store manager, grp-admins → Administrator',
      'Client secretThe stored one, kept',
      'ChangesRole values changed',
      'WhenApplies from the next start',
    ]) {
      expect(dialog).toHaveTextContent(fact);
    }
    await user.type(within(dialog).getByLabelText('Code printed in the terminal'), '424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save these settings' }));

    expect(await screen.findByText(/^Saved\. It applies from the next start/)).toBeVisible();
    const sent = {
      issuer: STORED.issuer,
      client_id: 'payments-console',
      roles_claim: 'groups',
      role_map: [
        { value: 'grp-till', role: 'store-manager' },
        { value: 'grp-admins', role: 'admin' },
      ],
    };
    // Keeping the secret sends none: main keeps the sealed one.
    expect(fake.inputsOf('identity:setProvider')).toEqual([
      sent,
      { ...sent, confirmation: '424242' },
    ]);
  });

  it('says each problem at its field in Spanish and keeps everything typed', async () => {
    const fake = setup(ADMIN);
    const user = userEvent.setup();
    renderWithClient(<SignInProviderSection />, { language: 'es' });
    const issuer = await screen.findByLabelText('URL del emisor');
    await user.clear(issuer);
    await user.type(issuer, 'http://id.shop.example');
    await user.click(screen.getByLabelText('Reemplazarlo'));
    await user.click(screen.getByRole('button', { name: 'Agregar un valor' }));
    await user.type(screen.getByLabelText('Valor 2'), 'grp-till');
    await user.click(
      screen.getByRole('button', { name: 'Guardar la configuración de inicio de sesión' }),
    );

    expect(await screen.findByText(/^Use https:\/\/ \(http sin cifrar/)).toBeVisible();
    expect(screen.getByText('Escriba el secreto del cliente')).toBeVisible();
    expect(screen.getByText('Este valor ya está en otra fila')).toBeVisible();
    expect(screen.getByLabelText('Valor 2')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('identity:setProvider')).toEqual([]);
    expect(issuer).toHaveValue('http://id.shop.example');
    expect(screen.getByLabelText('Valor 2')).toHaveValue('grp-till');
  });

  it('after a declined confirmation keeps the secret typed, and sends it only when replacing', async () => {
    const fake = setup(ADMIN, () =>
      fail('forbidden', 'Not confirmed: nothing changed', { apiCode: 'confirmation_declined' }),
    );
    const user = userEvent.setup();
    renderWithClient(<SignInProviderSection />);
    await user.click(await screen.findByLabelText('Replace it'));
    await user.type(screen.getByLabelText('New client secret'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save sign-in settings' }));
    expect(await screen.findByText(/^Not confirmed: nothing changed\./)).toBeVisible();
    expect(screen.getByLabelText('New client secret')).toHaveValue('new-secret-1');
    expect(fake.inputsOf('identity:setProvider')).toMatchObject([
      { client_secret: 'new-secret-1' },
    ]);
    await user.click(screen.getByLabelText('Remove it'));
    await user.click(screen.getByRole('button', { name: 'Save sign-in settings' }));
    await screen.findByText(/^Not confirmed/);
    expect(fake.inputsOf('identity:setProvider').at(-1)).toMatchObject({ client_secret: '' });
  });
});
