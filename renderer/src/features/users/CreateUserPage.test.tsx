import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { SHOWN, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { CreateUserPage } from './CreateUserPage';
import { written } from './test-fixtures';

const nextYear = String(new Date().getFullYear() + 1);

async function addCardRow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add a new card' }));
  const row = screen.getByRole('group', { name: /new card/ });
  const field = (label: string) => within(row).getByLabelText(label);
  await user.type(field('Cardholder name'), 'Luz Díaz');
  await user.type(field('Card number'), '5200 0000 0000 0007');
  await user.type(field('Expiry month'), '03');
  await user.type(field('Expiry year'), nextYear);
  await user.type(field('CVV'), '999');
  return row;
}

describe('CreateUserPage', () => {
  it('creates a user with an existing instrument and a new card, then opens the user', async () => {
    const fake = installFakeApi({
      'users:create': ({ user_id }) => ok(written(user_id)),
    });
    const user = userEvent.setup();
    renderWithClient(<CreateUserPage suggestedId="usr-new" />);

    expect(screen.getByLabelText('User id')).toHaveValue('usr-new');
    await user.type(screen.getByLabelText('Name (optional)'), 'Luz Díaz');
    await user.type(screen.getByLabelText('E-mail (optional)'), 'luz@example.com');
    await user.type(screen.getByLabelText('Document type (optional)'), 'CC');
    await user.type(screen.getByLabelText('Document number (optional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Add an existing instrument' }));
    await user.type(
      within(screen.getByRole('group', { name: /Instrument 1: existing/ })).getByLabelText(
        'Instrument id',
      ),
      'ins-seed-1',
    );
    await addCardRow(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(window.location.hash).toBe('#/users/usr-new'));
    expect(fake.inputsOf('users:create')).toEqual([
      {
        shownProfile: SHOWN,
        user_id: 'usr-new',
        user: {
          name: 'Luz Díaz',
          email: 'luz@example.com',
          document_type: 'CC',
          document_number: '123',
          phone: undefined,
        },
        cardholder_name: undefined,
        instruments: [
          { kind: 'existing', instrument_id: 'ins-seed-1' },
          {
            kind: 'card',
            card: {
              holder_name: 'Luz Díaz',
              number: '5200000000000007',
              cvv: '999',
              expiration_month: '03',
              expiration_year: nextYear,
              service_code: undefined,
              sequence_number: undefined,
            },
          },
        ],
      },
    ]);
  });

  it('asks for at least one instrument before sending anything', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateUserPage suggestedId="" />);
    await user.type(screen.getByLabelText('User id'), 'usr-x');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Add at least one instrument')).toBeVisible();
    expect(fake.calls.filter((c) => c.channel !== 'app:info')).toEqual([]);
  });

  it('places an API field error on the right card, clears PAN and CVV, keeps the rest', async () => {
    installFakeApi({
      'users:create': () =>
        fail('validation', 'instruments[0].card.number must be a valid card number', {
          status: 400,
          apiCode: 'invalid_field',
          // Main keys them by the input's fields: the API's `instruments[0]` is `instruments.0`.
          fields: { 'instruments.0.card.number': 'Not a card number the issuer knows' },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<CreateUserPage suggestedId="usr-new" />);
    const row = await addCardRow(user);
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    const block = await screen.findByRole('alert', { name: 'Could not create the user' });
    expect(block).toHaveTextContent('invalid_field');
    const pan = within(row).getByLabelText('Card number');
    expect(pan).toHaveValue('');
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveAccessibleDescription(/Not a card number the issuer knows/);
    expect(within(row).getByLabelText('CVV')).toHaveValue('');
    expect(within(row).getByLabelText('Cardholder name')).toHaveValue('Luz Díaz');
    expect(screen.getByLabelText('User id')).toHaveValue('usr-new');
    expect(window.location.hash).not.toBe('#/users/usr-new');
  });

  it('speaks Spanish', async () => {
    installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateUserPage suggestedId="usr-new" />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Nuevo usuario' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID de usuario')).toHaveValue('usr-new');
    await user.click(screen.getByRole('button', { name: 'Agregar una tarjeta nueva' }));
    expect(screen.getByRole('group', { name: /Instrumento \d: tarjeta nueva/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Crear usuario' })).toBeInTheDocument();
  });
});

it('es: offers the passport document type in words, keeping the API’s code as the value', async () => {
  installFakeApi({});
  renderWithClient(<CreateUserPage suggestedId="" />, { language: 'es' });
  const passport = await waitFor(() => {
    const found = document.querySelector('#document-types option[value="PASSPORT"]');
    if (!found) throw new Error('no passport option');
    return found;
  });
  expect(passport).toHaveAttribute('label', 'Pasaporte');
});
