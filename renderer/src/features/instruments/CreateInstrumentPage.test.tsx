import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../shared/result';
import { Instrument } from '../../../../shared/schemas/instrument';
import { SHOWN, deferred, installFakeApi, instrument } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { CreateInstrumentPage } from './CreateInstrumentPage';

const nextYear = String(new Date().getFullYear() + 1);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
  await user.type(screen.getByLabelText('Expiry month'), '3');
  await user.type(screen.getByLabelText('Expiry year'), nextYear);
  await user.type(screen.getByLabelText('CVV'), '123');
}

describe('CreateInstrumentPage', () => {
  beforeEach(() => {
    window.location.hash = '#/instruments/new';
  });

  it('shows the check digit error at the card number on blur, without calling the API', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);

    const pan = screen.getByLabelText('Card number');
    await user.type(pan, '4111 1111 1111 1112');
    await user.tab();

    const message = await screen.findByText(
      'This card number fails its check digit: look for a typo',
    );
    expect(pan).toHaveAttribute('aria-invalid', 'true');
    expect(pan.getAttribute('aria-describedby')).toContain(message.id);

    await user.click(screen.getByRole('button', { name: 'Create instrument' }));
    expect(await screen.findByText('Enter the cardholder name')).toBeInTheDocument();
    expect(fake.inputsOf('instruments:create')).toHaveLength(0);
  });

  it('refuses an expired date without calling the API', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);

    await fillValid(user);
    await user.clear(screen.getByLabelText('Expiry month'));
    await user.type(screen.getByLabelText('Expiry month'), '1');
    await user.clear(screen.getByLabelText('Expiry year'));
    await user.type(screen.getByLabelText('Expiry year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Create instrument' }));

    expect(await screen.findByText('This card expired at the end of 01/2020')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry year')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('instruments:create')).toHaveLength(0);
    // Client-side refusals keep the PAN: nothing has been sent yet.
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
  });

  it('sends once on a double click, then clears PAN and CVV and opens the new instrument', async () => {
    const answer = deferred<Result<Instrument>>();
    const fake = installFakeApi({ 'instruments:create': () => answer.promise });
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);

    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Create instrument' });
    await user.dblClick(submit);

    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByText('Creating the instrument…')).toBeInTheDocument();
    answer.resolve(ok(instrument('ins-new')));

    await waitFor(() => expect(window.location.hash).toBe('#/instruments/ins-new'));
    expect(fake.inputsOf('instruments:create')).toEqual([
      {
        shownProfile: SHOWN,
        holder_name: 'Jane Doe',
        number: '4111111111111111',
        cvv: '123',
        expiration_month: '03',
        expiration_year: nextYear,
        service_code: undefined,
        sequence_number: undefined,
      },
    ]);
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
  });

  it('takes a 201 that does not name the new instrument as a success, and opens the list', async () => {
    installFakeApi({ 'instruments:create': () => ok(Instrument.parse({})) });
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create instrument' }));
    await waitFor(() => expect(window.location.hash).toBe('#/instruments'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows status, error_code and message of an API error and keeps the holder name', async () => {
    const fake = installFakeApi({
      'instruments:create': () =>
        fail('validation', 'The issuer refused this card', {
          status: 422,
          apiCode: 'invalid_card',
          // Main keys them by the input's fields: the API's `card.number` is `number`.
          fields: { number: 'Card number not accepted', 'rail.id': 'Unknown rail' },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create instrument' }));

    const block = await screen.findByRole('alert', { name: 'Could not create the instrument' });
    expect(within(block).getByText('422')).toBeInTheDocument();
    expect(within(block).getByText('invalid_card')).toBeInTheDocument();
    expect(
      within(block).getByText('The API answered: “The issuer refused this card”'),
    ).toBeInTheDocument();
    expect(block).toHaveTextContent('rail.id: The API did not accept it: “Unknown rail”');

    expect(fake.inputsOf('instruments:create')).toHaveLength(1);
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Jane Doe');
    expect(screen.getByLabelText('Expiry month')).toHaveValue('3');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(
      screen.getByText('The API did not accept it: “Card number not accepted”'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(window.location.hash).toBe('#/instruments/new');
  });

  it('says month 13 is not a month, and not that the card expired', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />);
    await fillValid(user);
    await user.clear(screen.getByLabelText('Expiry month'));
    await user.type(screen.getByLabelText('Expiry month'), '13');
    await user.clear(screen.getByLabelText('Expiry year'));
    await user.type(screen.getByLabelText('Expiry year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Create instrument' }));

    expect(await screen.findByText('Month is 1 to 12')).toBeInTheDocument();
    expect(screen.queryByText(/expired/)).toBeNull();
    expect(fake.inputsOf('instruments:create')).toHaveLength(0);
  });

  it('speaks Spanish', async () => {
    installFakeApi({});
    renderWithClient(<CreateInstrumentPage />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Nuevo instrumento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del titular')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de servicio (opcional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear instrumento' })).toBeInTheDocument();
  });

  it('says what is wrong in Spanish, naming every invalid field at once', async () => {
    const fake = installFakeApi({});
    const user = userEvent.setup();
    renderWithClient(<CreateInstrumentPage />, { language: 'es' });
    await user.type(screen.getByLabelText('Mes de vencimiento'), '13');
    await user.click(screen.getByRole('button', { name: 'Crear instrumento' }));

    expect(await screen.findByText('Escriba el nombre del titular')).toBeInTheDocument();
    expect(screen.getByText('Escriba el número de tarjeta')).toBeInTheDocument();
    expect(screen.getByText('El mes va de 1 a 12')).toBeInTheDocument();
    expect(screen.getByText('El año es AA o AAAA')).toBeInTheDocument();
    expect(fake.inputsOf('instruments:create')).toHaveLength(0);
  });
});
