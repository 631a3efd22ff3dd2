import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { UserView } from '../../../../shared/schemas/user';
import { SHOWN, installFakeApi, referenceInstrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { linked, userView, written } from './test-fixtures';
import { UserDetailPage } from './UserDetailPage';

const active = [linked('ins-visa', '1111', 'ACTIVE', 'María'), linked('ins-debit', '0007')];
const inactive = linked('ins-old', '4242', 'INACTIVE');

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('UserDetailPage', () => {
  it('offers no Remove and no adding to roles that may only read', async () => {
    installFakeApi({
      'users:get': ({ user_id }) => ok(userView(user_id, active)),
      'roles:permissions': () =>
        ok({
          operator: { kind: 'local', name: 'sol' },
          roles: ['supervisor'],
          allowed: ['users:get', 'instruments:get', 'instruments:list'],
        }),
    });
    renderWithClient(<UserDetailPage id="usr-1" />);
    await screen.findByText('Mastercard •••• 0007', { exact: false });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Add an instrument' })).toBeNull();
  });

  it('shows the user and only active instruments until "Show inactive" is ticked', async () => {
    const fake = installFakeApi({
      'users:get': ({ user_id, show_inactive }) =>
        ok(userView(user_id, show_inactive ? [...active, inactive] : active)),
    });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);

    expect(await screen.findByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('CC 52345678')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('ins-visa');
    expect(rows()[0]).toHaveTextContent('Mastercard •••• 1111');
    expect(rows()[0]).toHaveTextContent('María');
    expect(screen.queryByText('INACTIVE')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show inactive instruments' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const old = rows()[2]!;
    expect(old).toHaveTextContent('ins-old');
    expect(within(old).getByText('INACTIVE')).toBeInTheDocument();
    // History is not removable: only active links offer "Remove".
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    expect(fake.inputsOf('users:get')).toEqual([
      { user_id: 'usr-1', show_inactive: false },
      { user_id: 'usr-1', show_inactive: true },
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Show inactive instruments' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('hides inactive links while unticked even if the API sends them anyway', async () => {
    installFakeApi({ 'users:get': ({ user_id }) => ok(userView(user_id, [...active, inactive])) });
    renderWithClient(<UserDetailPage id="usr-1" />);
    await screen.findByText('maria@example.com');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('ins-old')).not.toBeInTheDocument();
  });

  it('says when nobody has that id and offers to create the user', async () => {
    installFakeApi({
      'users:get': () =>
        fail('not_found', 'User usr-ghost not found', { status: 404, apiCode: 'user_not_found' }),
    });
    renderWithClient(<UserDetailPage id="usr-ghost" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No user with id usr-ghost (HTTP 404, error code user_not_found)',
    );
    expect(screen.getByRole('link', { name: 'Create user usr-ghost' })).toHaveAttribute(
      'href',
      '#/users/new/usr-ghost',
    );
  });

  it('removes a card behind a dialog naming user and last four, sending force_delete as chosen', async () => {
    let attempts = 0;
    const fake = installFakeApi({
      'users:get': ({ user_id }) => ok(userView(user_id, active)),
      'users:removeInstrument': (input) => {
        attempts += 1;
        if (attempts === 1) {
          return fail('conflict', 'Instrument ins-debit has authorized payments', {
            status: 409,
            apiCode: 'instrument_has_open_payments',
          });
        }
        return ok({ ...input, force_delete: input.force_delete ?? false });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);

    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 0007' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mastercard •••• 0007 from usr-1?' });
    const force = within(dialog).getByRole('checkbox', { name: 'Force delete' });
    expect(force).not.toBeChecked();
    expect(force).toHaveAccessibleDescription(/kept in the user’s history/);

    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    const refusal = await within(dialog).findByRole('alert', { name: 'Could not remove the card' });
    expect(refusal).toHaveTextContent('409');
    expect(refusal).toHaveTextContent('instrument_has_open_payments');
    expect(refusal).toHaveTextContent('Instrument ins-debit has authorized payments');
    expect(dialog).toHaveTextContent(/tick Force delete to remove the link anyway/);

    await user.click(force);
    await user.click(within(dialog).getByRole('button', { name: 'Force delete card' }));
    expect(
      await screen.findByText('Mastercard •••• 0007 was removed from usr-1 outright.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.inputsOf('users:removeInstrument')).toEqual([
      { user_id: 'usr-1', instrument_id: 'ins-debit', force_delete: false, shownProfile: SHOWN },
      { user_id: 'usr-1', instrument_id: 'ins-debit', force_delete: true, shownProfile: SHOWN },
    ]);
    // The user is read again, so the table shows what the API now holds.
    await waitFor(() => expect(fake.inputsOf('users:get').length).toBeGreaterThan(1));
  });

  it('takes back "was added" once that instrument is removed again', async () => {
    installFakeApi({
      'users:get': ({ user_id }) => ok(userView(user_id, active)),
      'users:addInstrument': ({ user_id }) => ok(written(user_id)),
      'users:removeInstrument': (input) => ok({ ...input, force_delete: true }),
    });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);

    await user.type(await screen.findByLabelText('Instrument id'), 'ins-debit');
    await user.click(screen.getByRole('button', { name: 'Add instrument' }));
    expect(await screen.findByText('Instrument ins-debit was added to usr-1.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 0007' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Force delete' }));
    await user.click(within(dialog).getByRole('button', { name: 'Force delete card' }));
    await screen.findByText(/was removed from usr-1/);
    expect(screen.queryByText('Instrument ins-debit was added to usr-1.')).toBeNull();
  });

  it('cancelling the dialog sends nothing', async () => {
    const fake = installFakeApi({ 'users:get': ({ user_id }) => ok(userView(user_id, active)) });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 1111' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.inputsOf('users:removeInstrument')).toEqual([]);
  });
});

describe('UserDetailPage names a card with the one mask', () => {
  const amex = {
    ...linked('ins-amex', '0005'),
    card: { ...linked('ins-amex', '0005').card, bin_data: { card_brand: 'AMEX' } },
  };
  const unbranded = { ...linked('ins-plain', '4242'), card: { last_four_digits: '4242' } };

  it.each([
    [
      'en' as const,
      'Remove',
      'Remove Amex •••• 0005 from usr-1?',
      'Remove card',
      'Amex •••• 0005 was removed from usr-1; its link is kept as INACTIVE.',
    ],
    [
      'es' as const,
      'Quitar',
      '¿Quitar Amex •••• 0005 de usr-1?',
      'Quitar tarjeta',
      'Se quitó Amex •••• 0005 de usr-1; su vínculo se conserva como inactivo.',
    ],
  ])(
    '%s: the brand in the button, the dialog and the message',
    async (language, remove, title, confirm, done) => {
      installFakeApi({
        'users:get': ({ user_id }) => ok(userView(user_id, [amex, unbranded])),
        'users:removeInstrument': (input) => ok({ ...input, force_delete: false }),
      });
      const user = userEvent.setup();
      renderWithClient(<UserDetailPage id="usr-1" />, { language });

      await user.click(await screen.findByRole('button', { name: `${remove} Amex •••• 0005` }));
      const dialog = screen.getByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await screen.findByText(done)).toBeVisible();
    },
  );

  it('says "Card" only when the API named no brand', async () => {
    installFakeApi({ 'users:get': ({ user_id }) => ok(userView(user_id, [amex, unbranded])) });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Card •••• 4242' }));
    expect(screen.getByRole('dialog', { name: 'Remove Card •••• 4242 from usr-1?' })).toBeVisible();
  });
});

describe('UserDetailPage on a reference-shaped answer', () => {
  it('reads epoch seconds, "" as absent and a misfit billing field without failing', async () => {
    const sent = {
      user: { id: 'usr-ana', name: 'Ana Gómez', email: '', created_at: 1762134994 },
      data: [
        {
          ...referenceInstrument,
          user_instrument: { status: 'ACTIVE', added_at: 1762134994, removed_at: '' },
        },
      ],
    };
    installFakeApi({ 'users:get': () => ok(UserView.parse(sent)) });
    renderWithClient(<UserDetailPage id="usr-ana" />);

    expect(await screen.findByText('Ana Gómez', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('E-mail', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '—',
    );
    const [row] = rows();
    expect(row).toHaveTextContent('ins-d43pf7liu5l7ham9iu1g');
    expect(row).toHaveTextContent('Mastercard •••• 6422');
    expect(row!.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(1762134994 * 1000).toISOString(),
    );
    expect(screen.queryByText('unexpected shape')).not.toBeInTheDocument();
  });

  it('on a production profile a forced delete waits for the code main printed, sent with the same removal', async () => {
    const prompt = {
      summary: {
        operation: 'Remove an instrument from a user',
        profile: 'Acquirer (production)',
        base_url: 'https://api.acquirer.example',
        target: 'user usr-1, instrument ins-debit, force delete',
      },
      expires_at: '2025-12-12T10:02:00.000Z',
      tries_left: 3,
    };
    const fake = installFakeApi({
      'users:get': ({ user_id }) => ok(userView(user_id, active)),
      'users:removeInstrument': (input) =>
        input.confirmation === '482913'
          ? ok({ user_id: input.user_id, instrument_id: input.instrument_id, force_delete: true })
          : fail('forbidden', 'Type the code printed in the terminal where the console runs', {
              apiCode: 'confirmation_required',
              confirmation: prompt,
            }),
    });
    const user = userEvent.setup();
    renderWithClient(<UserDetailPage id="usr-1" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Mastercard •••• 0007' }));
    const removal = screen.getByRole('dialog', { name: 'Remove Mastercard •••• 0007 from usr-1?' });
    await user.click(within(removal).getByRole('checkbox', { name: 'Force delete' }));
    await user.click(within(removal).getByRole('button', { name: 'Force delete card' }));

    const asked = await screen.findByRole('dialog', {
      name: 'Confirm on profile “Acquirer (production)”',
    });
    expect(within(asked).getByText('user usr-1, instrument ins-debit, force delete')).toBeVisible();
    await user.type(within(asked).getByLabelText('Code printed in the terminal'), '482913');
    await user.click(within(asked).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Mastercard •••• 0007 was removed from usr-1 outright.'),
    ).toBeVisible();
    expect(fake.inputsOf('users:removeInstrument')).toEqual([
      { user_id: 'usr-1', instrument_id: 'ins-debit', force_delete: true, shownProfile: SHOWN },
      {
        user_id: 'usr-1',
        instrument_id: 'ins-debit',
        force_delete: true,
        confirmation: '482913',
        shownProfile: SHOWN,
      },
    ]);
  });
});
