import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../shared/result';
import type { SecretState } from '../../../../shared/schemas/profile';
import { queryKeys } from '../../lib/query';
import { SHOWN, appInfo, deferred, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { SecretPanel } from './SecretPanel';
import { remote } from './test-fixtures';

const SECRET = 'sk_live_do-not-show-me-42';

describe('SecretPanel', () => {
  it('is write-only: never prefilled, a password field, and shows only the state', () => {
    installFakeApi({});
    renderWithClient(
      <SecretPanel profile={remote('prf-staging1', { secret: { state: 'set' } })} active={false} />,
    );
    const field = screen.getByLabelText('New client secret');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText('Set', { selector: 'strong' })).toBeVisible();
  });

  it.each([
    ['en', 1, 'A request a supervisor approved waits for this secret'],
    ['en', 2, '2 requests a supervisor approved wait for this secret'],
    ['es', 1, 'Una solicitud que aprobó un supervisor espera este secreto'],
  ] as const)(
    '(%s) says that %i approved request(s) wait for the secret, where it is set',
    (language, count, words) => {
      installFakeApi({});
      renderWithClient(
        <SecretPanel
          profile={remote('prf-live', { secret: { state: 'not_set' }, approvedWaiting: count })}
          active
        />,
        { language },
      );
      expect(screen.getByRole('note')).toHaveTextContent(words);
    },
  );

  it('says nothing of approvals when none waits', () => {
    installFakeApi({});
    renderWithClient(
      <SecretPanel profile={remote('prf-live', { secret: { state: 'not_set' } })} active />,
    );
    expect(screen.queryByText(/supervisor/)).toBeNull();
  });

  it('clears the field as soon as the secret is sent, once, and shows the new state', async () => {
    const answer = deferred<Result<SecretState>>();
    const fake = installFakeApi({
      'profiles:setSecret': () => answer.promise,
      'profiles:list': () => ok({ profiles: [], activeId: 'simulator' }),
    });
    const user = userEvent.setup();
    const { container } = renderWithClient(
      <SecretPanel profile={remote('prf-staging1')} active={false} />,
    );
    const field = screen.getByLabelText('New client secret');
    await user.type(field, SECRET);
    await user.dblClick(screen.getByRole('button', { name: 'Save secret' }));

    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Save secret' })).toBeDisabled();
    answer.resolve(ok({ state: 'session_only', reason: 'No secure keyring on this system' }));

    expect(
      await screen.findByText('Set for this session only. No secure keyring on this system'),
    ).toBeVisible();
    expect(screen.getByText('The client secret was saved.')).toBeVisible();
    expect(fake.inputsOf('profiles:setSecret')).toEqual([
      { id: 'prf-staging1', secret: SECRET, shownProfile: SHOWN },
    ]);
    expect(container.innerHTML).not.toContain(SECRET);
    expect(field).toHaveValue('');
  });

  it('says in Spanish why the secret is kept for this session only', () => {
    installFakeApi({});
    const secret: SecretState = {
      state: 'session_only',
      reason:
        'This system has no secure keyring (backend: unavailable); the secret is kept in memory until the console closes.',
      why: 'no_keyring',
      backend: 'unavailable',
    };
    renderWithClient(<SecretPanel profile={remote('prf-staging1', { secret })} active={false} />, {
      language: 'es',
    });
    const state = screen.getByText(/^Configurado solo para esta sesión\./, { selector: 'strong' });
    expect(state).toHaveTextContent(
      'Configurado solo para esta sesión. Este sistema no tiene un llavero seguro (tipo de llavero: ninguno); el secreto se guarda en memoria hasta que se cierre la consola.',
    );
    expect(state).not.toHaveTextContent(/keyring|kept in memory|backend|unavailable/);
  });

  it('clears the field even when saving fails, and says why', async () => {
    installFakeApi({
      'profiles:setSecret': () => fail('internal', 'The secret could not be saved (EACCES)'),
    });
    const user = userEvent.setup();
    const { container } = renderWithClient(
      <SecretPanel profile={remote('prf-staging1')} active={false} />,
    );
    await user.type(screen.getByLabelText('New client secret'), SECRET);
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    expect(
      await screen.findByRole('alert', { name: 'Could not save the secret' }),
    ).toHaveTextContent('EACCES');
    expect(screen.getByLabelText('New client secret')).toHaveValue('');
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('refuses an empty secret at the field without calling main', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<SecretPanel profile={remote('prf-staging1')} active={false} />);
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    expect(await screen.findByText('Enter the client secret')).toBeVisible();
    // Only the header's read of the active profile: nothing that changes anything.
    expect(fake.calls.filter((c) => c.channel !== 'app:info')).toEqual([]);
  });

  it('on the active profile, a secret change drops every cached answer', async () => {
    const fake = installFakeApi({
      'profiles:clearSecret': () => ok({ state: 'not_set' }),
      'app:info': () => ok(appInfo()),
    });
    const user = userEvent.setup();
    const { client } = renderWithClient(
      <SecretPanel profile={remote('prf-staging1', { secret: { state: 'set' } })} active />,
    );
    client.setQueryData(queryKeys.payments.detail('pay-1'), { id: 'pay-1' });
    await user.click(screen.getByRole('button', { name: 'Clear secret' }));

    expect(await screen.findByText('Not set', { selector: 'strong' })).toBeVisible();
    await waitFor(() =>
      expect(client.getQueryData(queryKeys.payments.detail('pay-1'))).toBeUndefined(),
    );
    expect(fake.inputsOf('profiles:clearSecret')).toEqual([
      { id: 'prf-staging1', shownProfile: SHOWN },
    ]);
  });
});
