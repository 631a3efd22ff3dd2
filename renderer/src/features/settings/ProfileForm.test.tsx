import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { SHOWN, installFakeApi, teamStatus } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ProfileForm } from './ProfileForm';
import { remote } from './test-fixtures';

const form = () => screen.getByRole('form', { name: /profile/ });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

describe('ProfileForm', () => {
  it('says the default token URL in the chosen language until a base URL is typed', async () => {
    installFakeApi({ 'profiles:list': () => ok({ profiles: [], activeId: 'simulator' }) });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm active={false} />, { language: 'es' });
    const token = within(screen.getByRole('form')).getByLabelText('URL del token (opcional)', {
      exact: true,
    });
    expect(token).toHaveAttribute('placeholder', '{URL base}/oauth/token');
    await user.type(
      within(screen.getByRole('form')).getByLabelText('URL base', { exact: true }),
      'https://api.acme.example',
    );
    expect(token).toHaveAttribute('placeholder', 'https://api.acme.example/oauth/token');
  });

  it('creates a profile with extra headers; production turns the permissions off by default', async () => {
    const fake = installFakeApi({
      'profiles:create': (input) => ok(remote('prf-created1', { name: input.name })),
      'profiles:list': () => ok({ profiles: [], activeId: 'simulator' }),
    });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm active={false} />);

    await user.type(field('Name'), 'Acme live');
    await user.type(field('Base URL'), 'https://api.acme.example/');
    expect(field('Token URL (optional)')).toHaveAttribute(
      'placeholder',
      'https://api.acme.example/oauth/token',
    );
    await user.type(field('Client id'), 'acme-1');
    await user.click(within(form()).getByRole('button', { name: 'Add header' }));
    await user.type(field('Header 1 name'), 'Client-Id');
    await user.type(field('Header 1 value'), 'acme-1');
    expect(field('Allow raw card numbers')).toBeChecked();
    await user.click(field('Production'));
    expect(field('Allow raw card numbers')).not.toBeChecked();
    expect(field('Allow additional JSON fields')).not.toBeChecked();
    expect(field('Production')).toHaveAccessibleDescription(/moves real money/);
    // Nothing is assumed of a new API: it resends nothing on its own until someone knows better.
    expect(field('Idempotency-Key')).toHaveValue('not_known');
    expect(field('Idempotency-Key')).toHaveAccessibleDescription(/documents no Idempotency-Key/);
    await user.click(within(form()).getByRole('button', { name: 'Create profile' }));

    await waitFor(() => expect(window.location.hash).toBe('#/settings/prf-created1'));
    expect(fake.inputsOf('profiles:create')).toEqual([
      {
        name: 'Acme live',
        baseUrl: 'https://api.acme.example',
        tokenUrl: undefined,
        clientId: 'acme-1',
        audience: undefined,
        extraHeaders: { 'Client-Id': 'acme-1' },
        defaultMerchantId: undefined,
        deadlineMs: 15000,
        production: true,
        idempotencyKey: 'not_known',
        // Equal to the production default: sent as absent so they keep following it.
        allowRawCards: undefined,
        allowExtraFields: undefined,
        shownProfile: SHOWN,
      },
    ]);
  });

  it('saves a refund threshold for four-eyes approvals, and says they are off without a team store', async () => {
    const fake = installFakeApi({
      'profiles:create': (input) => ok(remote('prf-created2', { name: input.name })),
      'profiles:list': () => ok({ profiles: [], activeId: 'simulator' }),
      'team:status': () => ok(teamStatus({ configured: false })),
    });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm active={false} />);
    expect(await within(form()).findByText(/Approvals are off: this console has no team store/));
    await user.type(field('Name'), 'Acme live');
    await user.type(field('Base URL'), 'https://api.acme.example');
    await user.type(field('Client id'), 'acme-1');
    await user.type(field('Any refund above'), 'lots');
    await user.click(within(form()).getByRole('button', { name: 'Create profile' }));
    expect(field('Any refund above')).toHaveAccessibleDescription(/.+/);
    expect(fake.inputsOf('profiles:create')).toEqual([]);

    await user.clear(field('Any refund above'));
    await user.type(field('Any refund above'), '1000');
    await user.click(within(form()).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(fake.inputsOf('profiles:create')).toHaveLength(1));
    expect(fake.inputsOf('profiles:create')[0]).toMatchObject({
      approval: { refundAbove: 1000, expiryMinutes: 30 },
    });
  });

  it('refuses plain http to a remote host and a repeated header at the field, sending nothing', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<ProfileForm active={false} />);
    await user.type(field('Name'), 'Bad');
    await user.type(field('Base URL'), 'http://api.acme.example');
    await user.type(field('Client id'), 'c');
    for (const n of [1, 2]) {
      await user.click(within(form()).getByRole('button', { name: 'Add header' }));
      await user.type(field(`Header ${n} name`), 'X-Trace');
      await user.type(field(`Header ${n} value`), 'on');
    }
    await user.click(within(form()).getByRole('button', { name: 'Create profile' }));

    expect(await within(form()).findByText(/Use https:\/\//)).toBeVisible();
    expect(field('Base URL')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Header 2 name')).toHaveAccessibleDescription(/"X-Trace" is given twice/);
    expect(field('Base URL')).toHaveValue('http://api.acme.example');
    // Only reads (the active profile, whether approvals can be asked): nothing that changes anything.
    const reads = ['app:info', 'team:status'];
    expect(fake.calls.filter((c) => !reads.includes(c.channel))).toEqual([]);
  });

  it('edits a profile: fields start from it, the secret is not among them, API errors show', async () => {
    const profile = remote('prf-staging1', {
      extraHeaders: { 'Client-Id': 'abc' },
      defaultMerchantId: 'mer-1',
    });
    const fake = installFakeApi({
      'profiles:update': () =>
        fail('validation', 'name: A profile named "Staging" exists', {
          fields: { name: 'A profile named "Staging" exists' },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm profile={profile} active={false} />);
    expect(field('Name')).toHaveValue('Staging');
    // The default token URL is shown empty so it keeps following the base URL.
    expect(field('Token URL (optional)')).toHaveValue('');
    expect(field('Header 1 value')).toHaveValue('abc');
    expect(within(form()).queryByLabelText(/secret/i)).toBeNull();
    expect(field('Idempotency-Key')).toHaveValue('not_known');
    await user.selectOptions(field('Idempotency-Key'), 'honoured');

    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert', { name: 'Could not save the profile' })).toBeVisible();
    expect(field('Name')).toHaveAccessibleDescription('A profile named "Staging" exists');
    expect(fake.inputsOf('profiles:update')).toEqual([
      expect.objectContaining({
        id: 'prf-staging1',
        changes: expect.objectContaining({
          extraHeaders: { 'Client-Id': 'abc' },
          defaultMerchantId: 'mer-1',
          allowRawCards: undefined,
          idempotencyKey: 'honoured',
        }),
      }),
    ]);
  });

  it('weakening a production profile waits for the code main printed, then saves', async () => {
    const profile = remote('prf-live0001', {
      name: 'Live',
      production: true,
      allowRawCards: false,
    });
    const prompt = {
      summary: {
        operation: 'Weaken a production profile',
        profile: 'Live',
        base_url: profile.baseUrl,
        target: 'profile Live',
        changes: ['Production off', 'Allow raw card numbers', 'Allow additional JSON fields'],
      },
      expires_at: '2025-12-12T10:02:00.000Z',
      tries_left: 3,
    };
    const fake = installFakeApi({
      'profiles:update': (input) =>
        input.confirmation === '551177'
          ? ok(remote('prf-live0001', { name: 'Live', production: false }))
          : fail('forbidden', 'Type the code printed in the terminal', {
              apiCode: 'confirmation_required',
              confirmation: prompt,
            }),
      'profiles:list': () => ok({ profiles: [], activeId: 'simulator' }),
    });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm profile={profile} active={false} />);
    await user.click(field('Production'));
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm on profile “Live”' });
    expect(dialog).toHaveTextContent(
      'Weaken a production profile: Production off, Allow raw card numbers, Allow additional JSON fields?',
    );
    expect(screen.queryByRole('alert', { name: 'Could not save the profile' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Code printed in the terminal'), '551177');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(window.location.hash).toBe('#/settings'));
    expect(fake.inputsOf('profiles:update')).toEqual([
      expect.not.objectContaining({ confirmation: expect.anything() }),
      expect.objectContaining({
        id: 'prf-live0001',
        changes: expect.objectContaining({ production: false }),
        confirmation: '551177',
      }),
    ]);
  });

  it('a change declined in main’s own dialog leaves the form as it was, with no error', async () => {
    window.location.hash = '#/settings/prf-live0001';
    const profile = remote('prf-live0001', { name: 'Live', production: true });
    const fake = installFakeApi({
      'profiles:update': () =>
        fail('forbidden', 'Not confirmed: nothing was sent.', { apiCode: 'confirmation_declined' }),
    });
    const user = userEvent.setup();
    renderWithClient(<ProfileForm profile={profile} active={false} />);
    await user.click(field('Production'));
    await user.click(within(form()).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fake.inputsOf('profiles:update')).toHaveLength(1));
    await waitFor(() =>
      expect(within(form()).getByRole('button', { name: 'Save profile' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Production')).not.toBeChecked();
    expect(window.location.hash).toBe('#/settings/prf-live0001');
  });
});
