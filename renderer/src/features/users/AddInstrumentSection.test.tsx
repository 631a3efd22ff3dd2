import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../shared/result';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { SHOWN, deferred, installFakeApi, instrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { AddInstrumentSection } from './AddInstrumentSection';
import { written } from './test-fixtures';

const nextYear = String(new Date().getFullYear() + 1);

const CARD_LABELS = {
  en: ['Cardholder name', 'Card number', 'Expiry month', 'Expiry year', 'CVV'],
  es: [
    'Nombre del titular',
    'Número de tarjeta',
    'Mes de vencimiento',
    'Año de vencimiento',
    'CVV',
  ],
} as const;

async function fillCard(
  form: HTMLElement,
  user: ReturnType<typeof userEvent.setup>,
  language: keyof typeof CARD_LABELS = 'en',
) {
  const [holder, number, month, year, cvv] = CARD_LABELS[language];
  const field = (label: string) => within(form).getByLabelText(label);
  await user.type(field(holder), 'Ana Gómez');
  await user.type(field(number), '5191 8722 7216 6422');
  await user.type(field(month), '6');
  await user.type(field(year), nextYear);
  await user.type(field(cvv), '321');
}

describe('AddInstrumentSection', () => {
  it('adds an existing instrument and shows a 400 with status, code and message at the form', async () => {
    let calls = 0;
    const fake = installFakeApi({
      'users:addInstrument': ({ user_id, instrument_id }) => {
        calls += 1;
        return calls === 1
          ? fail('validation', `Instrument ${instrument_id} is already added to user ${user_id}`, {
              status: 400,
              apiCode: 'instrument_already_added',
              fields: { instrument_id: 'Already added' },
            })
          : ok(written(user_id));
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />);
    const form = screen.getByRole('form', { name: 'Add an existing instrument' });

    await user.type(within(form).getByLabelText('Instrument id'), 'ins-debit');
    await user.type(
      within(form).getByLabelText('Cardholder name for this user (optional)'),
      'María',
    );
    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));

    const block = await screen.findByRole('alert', { name: 'Could not add the instrument' });
    expect(block).toHaveTextContent('400');
    expect(block).toHaveTextContent('instrument_already_added');
    expect(block).toHaveTextContent('Instrument ins-debit is already added to user usr-1');
    expect(within(form).getByLabelText('Instrument id')).toHaveAttribute('aria-invalid', 'true');
    // Nothing typed is lost on a refusal.
    expect(within(form).getByLabelText('Instrument id')).toHaveValue('ins-debit');

    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));
    expect(await screen.findByText('Instrument ins-debit was added to usr-1.')).toBeVisible();
    expect(fake.inputsOf('users:addInstrument')).toEqual([
      {
        user_id: 'usr-1',
        instrument_id: 'ins-debit',
        cardholder_name: 'María',
        shownProfile: SHOWN,
      },
      {
        user_id: 'usr-1',
        instrument_id: 'ins-debit',
        cardholder_name: 'María',
        shownProfile: SHOWN,
      },
    ]);
  });

  it('es: puts the API’s refusal at the instrument id in Spanish words, quoting the API', async () => {
    installFakeApi({
      'users:addInstrument': ({ instrument_id }) =>
        fail('not_found', `Instrument ${instrument_id} not found`, {
          status: 404,
          apiCode: 'instrument_not_found',
          fields: { instrument_id: `Instrument ${instrument_id} not found` },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />, { language: 'es' });
    const form = screen.getByRole('form', { name: 'Agregar un instrumento existente' });

    await user.type(within(form).getByLabelText('ID del instrumento'), 'ins-no-existe-77');
    await user.click(within(form).getByRole('button', { name: 'Agregar instrumento' }));

    expect(
      await within(form).findByText('La API no lo aceptó: «Instrument ins-no-existe-77 not found»'),
    ).toBeVisible();
  });

  it('creates a new card, then links it; a double click sends once; PAN and CVV are cleared', async () => {
    const created = deferred<Result<Instrument>>();
    const fake = installFakeApi({
      'instruments:create': () => created.promise,
      'users:addInstrument': ({ user_id }) => ok(written(user_id)),
    });
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />);
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    const form = screen.getByRole('form', { name: 'Add a new card' });
    await fillCard(form, user);

    const submit = within(form).getByRole('button', { name: 'Create and add card' });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(form).getByText('Creating the card…')).toBeInTheDocument();
    created.resolve(ok(instrument('ins-new', { last4: '6422' })));

    expect(
      await screen.findByText('Visa •••• 6422 was created as ins-new and added to usr-1.'),
    ).toBeVisible();
    expect(fake.inputsOf('instruments:create')).toHaveLength(1);
    expect(fake.inputsOf('instruments:create')[0]).toMatchObject({
      number: '5191872272166422',
      cvv: '321',
      holder_name: 'Ana Gómez',
    });
    expect(fake.inputsOf('users:addInstrument')).toEqual([
      {
        user_id: 'usr-1',
        instrument_id: 'ins-new',
        cardholder_name: undefined,
        shownProfile: SHOWN,
      },
    ]);
    expect(fake.calls.filter((c) => c.channel !== 'app:info').map((c) => c.channel)).toEqual([
      'instruments:create',
      'users:addInstrument',
    ]);
    expect(within(form).getByLabelText('Card number')).toHaveValue('');
    expect(within(form).getByLabelText('CVV')).toHaveValue('');
  });

  it('when the link fails after the card was made, retries the link alone', async () => {
    let links = 0;
    const fake = installFakeApi({
      'instruments:create': () => ok(instrument('ins-new', { last4: '6422' })),
      'users:addInstrument': ({ user_id }) => {
        links += 1;
        return links === 1
          ? fail('not_found', 'User usr-1 not found', { status: 404, apiCode: 'user_not_found' })
          : ok(written(user_id));
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />);
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    const form = screen.getByRole('form', { name: 'Add a new card' });
    await fillCard(form, user);
    await user.click(within(form).getByRole('button', { name: 'Create and add card' }));

    const block = await screen.findByRole('alert', {
      name: 'The card was created as ins-new but not added to usr-1',
    });
    expect(block).toHaveTextContent('user_not_found');
    expect(within(form).getByLabelText('Card number')).toHaveValue('');
    expect(within(form).getByLabelText('Cardholder name')).toHaveValue('Ana Gómez');

    await user.click(screen.getByRole('button', { name: 'Try adding ins-new again' }));
    expect(await screen.findByText(/created as ins-new and added to usr-1/)).toBeVisible();
    expect(fake.inputsOf('instruments:create')).toHaveLength(1);
    expect(fake.inputsOf('users:addInstrument')).toHaveLength(2);
  });

  it('es: names the new card with its brand, and says so in Spanish when no id came back', async () => {
    let answer = instrument('ins-new', { last4: '6422', brand: 'MASTERCARD' });
    const fake = installFakeApi({
      'instruments:create': () => ok(answer),
      'users:addInstrument': ({ user_id }) => ok(written(user_id)),
    });
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />, { language: 'es' });
    await user.click(screen.getByRole('radio', { name: 'Una tarjeta nueva' }));
    const form = screen.getByRole('form', { name: 'Agregar una tarjeta nueva' });
    await fillCard(form, user, 'es');
    await user.click(within(form).getByRole('button', { name: 'Crear y agregar la tarjeta' }));
    expect(
      await screen.findByText('Se creó Mastercard •••• 6422 como ins-new y se agregó a usr-1.'),
    ).toBeVisible();

    answer = { ...answer, id: '' };
    await fillCard(form, user, 'es');
    await user.click(within(form).getByRole('button', { name: 'Crear y agregar la tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La tarjeta se creó, pero la respuesta de la API no dijo su ID',
    );
    expect(fake.inputsOf('users:addInstrument')).toHaveLength(1);
  });

  it('refuses a bad card at the field without calling the API', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<AddInstrumentSection userId="usr-1" />);
    await user.click(screen.getByRole('radio', { name: 'A new card' }));
    const form = screen.getByRole('form', { name: 'Add a new card' });
    await fillCard(form, user);
    await user.clear(within(form).getByLabelText('Card number'));
    await user.type(within(form).getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.click(within(form).getByRole('button', { name: 'Create and add card' }));

    expect(await within(form).findByText(/fails its check digit/)).toBeVisible();
    expect(within(form).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Card number')).toHaveValue('4111 1111 1111 1112');
    expect(fake.calls.filter((c) => c.channel !== 'app:info')).toEqual([]);
  });
});
