import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refuse } from '../../../shared/error-words';
import { ok } from '../../../shared/result';
import { installFakeApi, LOCAL_OPERATOR } from '../testing/fake-api';
import { renderWithClient } from '../testing/render';
import { OperatorIndicator, SignInGate } from './SignInGate';

const CONSOLE = <p>the console</p>;

/** A provider set, nobody signed in at it yet. */
const SIGNED_OUT = {
  ...LOCAL_OPERATOR,
  mode: 'oidc' as const,
  signedIn: false,
  operator: undefined,
  roles: [],
  provider: 'https://id.shop.example/realms/shop',
};

describe('SignInGate', () => {
  it('shows the console to the local operator, whose name the records carry, not the header', async () => {
    installFakeApi({});
    renderWithClient(
      <SignInGate>
        <OperatorIndicator />
        {CONSOLE}
      </SignInGate>,
    );
    expect(await screen.findByText('the console')).toBeVisible();
    expect(screen.queryByTestId('operator')).toBeNull();
  });

  it('names the person the provider signed in, in the header', async () => {
    installFakeApi({
      'identity:state': () =>
        ok({
          ...LOCAL_OPERATOR,
          mode: 'oidc',
          operator: {
            kind: 'verified',
            issuer: 'https://id.example',
            subject: 'ana',
            name: 'Ana Store',
          },
          roles: ['store-manager'],
        }),
    });
    renderWithClient(
      <SignInGate>
        <OperatorIndicator />
        {CONSOLE}
      </SignInGate>,
    );
    expect(await screen.findByTestId('operator')).toHaveTextContent('Operator: Ana Store');
  });

  it('lets the person choose the language on the sign-in screen, before any Settings', async () => {
    installFakeApi({ 'identity:state': () => ok(SIGNED_OUT) });
    const user = userEvent.setup();
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>);
    await screen.findByRole('button', { name: 'Sign in with the company account' });
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(
      await screen.findByRole('button', { name: 'Iniciar sesión con la cuenta de la empresa' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
  });

  it('shows only the sign-in screen until a provider signed someone in, in Spanish too', async () => {
    installFakeApi({ 'identity:state': () => ok(SIGNED_OUT) });
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>, { language: 'es' });
    expect(
      await screen.findByRole('button', { name: 'Iniciar sesión con la cuenta de la empresa' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    // Where the person is about to sign in: the provider's host, its whole address on hover.
    const provider = screen.getByTestId('sign-in-provider');
    expect(provider).toHaveTextContent('Proveedor de inicio de sesión: id.shop.example');
    expect(provider).toHaveAttribute('title', 'https://id.shop.example/realms/shop');
    expect(screen.queryByText('the console')).toBeNull();
  });

  it('says a sign-in that could not start under its button, in its place on the card', async () => {
    installFakeApi({
      'identity:state': () =>
        ok({ ...LOCAL_OPERATOR, mode: 'oidc', signedIn: false, operator: undefined, roles: [] }),
      'identity:signIn': () => refuse('network', 'sign_in_failed', { detail: 'timeout' }),
    });
    const user = userEvent.setup();
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>);
    const button = await screen.findByRole('button', { name: 'Sign in with the company account' });
    await user.click(button);
    const failed = await screen.findByText('The sign-in could not start.');
    expect(button.compareDocumentPosition(failed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main', { name: 'Sign in' })).toContainElement(failed);
  });

  it('locked, asks the local operator for the name, says a wrong one at the field, and opens', async () => {
    let locked = true;
    installFakeApi({
      'identity:state': () => ok({ ...LOCAL_OPERATOR, locked }),
      'identity:unlock': (input) => {
        if ((input as { name: string }).name !== 'maria') {
          return refuse('validation', 'not_the_local_operator');
        }
        locked = false;
        return ok({ ...LOCAL_OPERATOR, locked });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>);
    const name = await screen.findByLabelText('Operator’s name');
    expect(screen.queryByText('the console')).toBeNull();
    // The header names no local operator, so the lock says which name it asks for.
    expect(screen.getByText(/runs as the local operator “maria”: type that name/)).toBeVisible();
    await user.type(name, 'mario');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/not the name of this console’s operator/),
    );
    await user.clear(name);
    await user.type(name, 'maria');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('the console')).toBeVisible();
  });

  it('locked, names who was signed in before it locked, in the reader’s language', async () => {
    installFakeApi({
      'identity:state': () =>
        ok({
          ...LOCAL_OPERATOR,
          mode: 'oidc',
          locked: true,
          operator: {
            kind: 'verified',
            issuer: 'https://id.example',
            subject: 'ana',
            name: 'Ana Store',
            email: 'ana@shop.example',
          },
          roles: ['store-manager'],
        }),
    });
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'La consola está bloqueada' })).toBeVisible();
    expect(screen.getByTestId('locked-operator')).toHaveTextContent(
      /^Sesión abierta antes del bloqueo: Ana Store <ana@shop\.example>/,
    );
    expect(screen.queryByText('the console')).toBeNull();
  });

  it('stays on the sign-in screen, saying to finish in the browser, when main opened it there', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    installFakeApi({
      'identity:state': () =>
        ok({ ...LOCAL_OPERATOR, mode: 'oidc', signedIn: false, operator: undefined, roles: [] }),
      'identity:signIn': () => ok({ url: 'https://id.example.com/auth?state=s', external: true }),
    });
    const user = userEvent.setup();
    renderWithClient(<SignInGate>{CONSOLE}</SignInGate>, { language: 'es' });
    await user.click(
      await screen.findByRole('button', { name: 'Iniciar sesión con la cuenta de la empresa' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Su navegador abrió la página de inicio de sesión/,
    );
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
