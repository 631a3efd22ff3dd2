import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, type Result } from '../../../../shared/result';
import type { OperationReport } from '../../../../shared/schemas/operation';
import type { Profile } from '../../../../shared/schemas/profile';
import {
  appInfo,
  deferred,
  installFakeApi,
  instrument,
  page,
  type FakeHandlers,
} from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { profiles, report } from '../money/testing';
import { AuthorizationPage } from './AuthorizationPage';
import { refuseFields } from '../../../../shared/error-words';
import { fieldReason } from '../../../../shared/validation-words';

const approved = () =>
  report({
    response: {
      payment_id: 'pay-9',
      response_code: '00',
      response_code_description: 'Approved',
      transaction: { id: 'trx-9', type: 'AUTHORIZATION', status: 'APPROVED' },
      payment: { id: 'pay-9', capture: { mode: 'MANUAL' } },
    },
    targets: { merchant_id: 'mer-1', instrument_id: 'ins-visa', payment_id: undefined },
    amount: { value: 25.5, currency: 'USD' },
  });

function setup(handlers: FakeHandlers = {}, profile: Partial<Profile> = {}) {
  return installFakeApi({
    'app:info': () => ok(appInfo()),
    'profiles:list': () => profiles(profile),
    'instruments:list': () =>
      page([instrument('ins-visa', { last4: '1111' }), instrument('ins-mc', { last4: '4444' })]),
    'payments:authorize': () => ok(approved()),
    'outcomes:unresolved': () => ok([]),
    ...handlers,
  });
}

async function fillStored(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Merchant id'), 'mer-1');
  await screen.findByRole('option', { name: /ins-visa/ });
  await user.selectOptions(screen.getByLabelText('Instrument'), 'ins-visa');
  await user.type(screen.getByLabelText('Amount'), '25.50');
}

const submit = (name = 'Authorize payment') => screen.getByRole('button', { name });

describe('AuthorizationPage', () => {
  it('marks an approval as stale once the amount is changed, even to something invalid', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.click(submit());
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(result).not.toHaveTextContent('The form has changed since this was sent');

    await user.type(screen.getByLabelText('Amount'), 'x');
    expect(result).toHaveTextContent('The form has changed since this was sent');
  });

  it('shows as the raw request the body main sent, not the form’s input', async () => {
    const wire = {
      merchant_id: 'mer-1',
      instrument: { id: 'ins-visa' },
      amount: { value: 25.5, currency: 'USD' },
      type: 'SALE',
    };
    setup({ 'payments:authorize': () => ok({ ...approved(), request: wire }) });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.click(submit());

    const raw = await screen.findByLabelText('Request (raw JSON)');
    expect(JSON.parse(raw.textContent ?? '')).toEqual(wire);
    expect(raw).not.toHaveTextContent('"kind"');
  });

  it('sends a trace number checked as terminals print it, and names it in the result with its search', async () => {
    const fake = setup({
      'payments:authorize': (input) =>
        ok({
          ...approved(),
          request: {
            merchant_id: 'mer-1',
            external_client_trace_id: input.external_client_trace_id,
          },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />, { language: 'es' });
    await user.type(await screen.findByLabelText('ID de comercio'), 'mer-1');
    await screen.findByRole('option', { name: /ins-visa/ });
    await user.selectOptions(screen.getByLabelText('Instrumento'), 'ins-visa');
    await user.type(screen.getByLabelText('Monto'), '25,50');
    const trace = screen.getByLabelText('Número de traza (opcional)');
    await user.type(trace, '12ab!');
    await user.click(screen.getByRole('button', { name: 'Autorizar pago' }));
    expect(
      await screen.findByText(
        'Un número de traza tiene hasta 64 letras y dígitos, al menos un dígito, con - _ . / : # entre ellos',
      ),
    ).toBeInTheDocument();
    expect(trace).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('payments:authorize')).toEqual([]);

    await user.clear(trace);
    await user.type(trace, 'POS7-000481');
    await user.click(screen.getByRole('button', { name: 'Autorizar pago' }));
    const result = await screen.findByRole('region', { name: 'Resultado' });
    expect(fake.inputsOf('payments:authorize')[0]).toMatchObject({
      external_client_trace_id: 'POS7-000481',
    });
    expect(result).toHaveTextContent('Enviado con el número de traza POS7-000481');
    expect(
      within(result).getByRole('link', { name: 'Buscarlo por su número de traza' }),
    ).toHaveAttribute('href', '#/payments/find?q=POS7-000481');
  });

  it('asks to choose an instrument in the picker, not to "Enter an id"', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await user.type(await screen.findByLabelText('Merchant id'), 'mer-1');
    await screen.findByRole('option', { name: /ins-visa/ });
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.click(submit());

    const picker = screen.getByLabelText('Instrument');
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription('Choose one of the stored instruments'),
    );
    expect(screen.queryByText('Enter an id')).toBeNull();
    expect(fake.inputsOf('payments:authorize')).toEqual([]);
  });

  it.each([
    ['Not sent', undefined],
    ['ATTENDED', 'ATTENDED'],
    ['UNATTENDED', 'UNATTENDED'],
  ])('the Use case choice "%s" sends use_case %s', async (choice, sent) => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.selectOptions(screen.getByLabelText('Use case'), choice);
    await user.click(submit());

    await screen.findByText('Approved');
    const [input] = fake.inputsOf('payments:authorize') as Array<Record<string, unknown>>;
    expect(input).toMatchObject({
      merchant_id: 'mer-1',
      instrument: { kind: 'stored', id: 'ins-visa' },
      amount: '25.50',
      currency: 'USD',
      type: 'SALE',
      capture_mode: 'MANUAL',
    });
    expect(input?.use_case).toBe(sent);
  });

  it('refuses non-JSON and arrays in the additional fields at the field, sending nothing', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    const editor = screen.getByLabelText('Additional fields (JSON)');

    await user.click(editor);
    await user.paste('{"order_id": ');
    await user.tab();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(/Not valid JSON/);

    await user.clear(editor);
    await user.paste('[1, 2]');
    await user.click(submit());
    expect(await screen.findByText(/must be a JSON object/)).toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription(/must be a JSON object/);
    expect(editor).toHaveFocus();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
  });

  it("shows main's terminal.use_case refusal of the merged body at the editor", async () => {
    const message = 'use_case is ATTENDED, UNATTENDED or left out';
    const fake = setup({
      'payments:authorize': () =>
        fail('validation', `terminal.use_case: ${message}`, {
          fields: { 'terminal.use_case': message },
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    const editor = screen.getByLabelText('Additional fields (JSON)');
    await user.click(editor);
    await user.paste('{"terminal": {"use_case": "SOMETIMES"}}');
    await user.click(submit());

    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(new RegExp(`terminal.use_case: ${message}`)),
    );
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(fake.inputsOf('payments:authorize')).toEqual([
      expect.objectContaining({ extra: { terminal: { use_case: 'SOMETIMES' } } }),
    ]);
    // The block says what main answered; the text typed is still there to fix.
    const block = screen.getByRole('alert', { name: 'Nothing was sent' });
    expect(block).toHaveTextContent('Refused as written');
    // One truthful thing: the API was never asked, so there is no "HTTP status: No answer".
    expect(block).not.toHaveTextContent('HTTP status');
    expect(block).not.toHaveTextContent('No answer');
    expect(editor).toHaveValue('{"terminal": {"use_case": "SOMETIMES"}}');
  });

  it('sends one authorization on a double click and shows the busy state meanwhile', async () => {
    const answer = deferred<Result<OperationReport>>();
    const fake = setup({ 'payments:authorize': () => answer.promise });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.dblClick(submit());

    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByText('Authorizing the payment…')).toBeInTheDocument();
    answer.resolve(ok(approved()));
    await screen.findByText('Approved');
    await user.click(submit());
    await waitFor(() => expect(fake.inputsOf('payments:authorize')).toHaveLength(2));
  });

  it('shows a decline with its response code, its payment link and no next moves', async () => {
    setup({
      'payments:authorize': () =>
        ok(
          report({
            outcome: 'declined',
            response: {
              payment_id: 'pay-d',
              response_code: '51',
              response_code_description: 'Insufficient funds',
              transaction: { id: 'trx-d', status: 'DECLINED' },
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.click(submit());

    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Declined')).toBeInTheDocument();
    expect(within(result).getByText(/^Response code/)).toHaveTextContent(
      'Response code 51 — the API: “Insufficient funds”',
    );
    expect(within(result).getByRole('link', { name: 'pay-d' })).toHaveAttribute(
      'href',
      '#/payments/pay-d',
    );
    expect(within(result).queryByRole('navigation', { name: 'Next moves' })).toBeNull();
  });

  it('offers capture and cancel, pre-filled, after an approval', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.click(submit());
    const next = await screen.findByRole('navigation', { name: 'Next moves' });
    expect(within(next).getByRole('link', { name: 'Capture' })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-9&type=CAPTURE',
    );
    expect(within(next).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-9&type=CANCELLATION',
    );
  });

  it('offers a refund instead once automatic capture took the money', async () => {
    const manual = approved();
    const automatic = report({
      ...manual,
      response: {
        ...(manual.response as object),
        payment: { id: 'pay-9', capture: { mode: 'AUTOMATIC' } },
      },
    });
    const fake = setup({ 'payments:authorize': () => ok(automatic) });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.selectOptions(screen.getByLabelText('Capture mode'), 'AUTOMATIC');
    await user.click(submit());
    const next = await screen.findByRole('navigation', { name: 'Next moves' });
    expect(within(next).getByRole('link', { name: 'Refund' })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-9&type=REFUND',
    );
    expect(within(next).queryByRole('link', { name: 'Capture' })).toBeNull();
    expect(fake.inputsOf('payments:authorize')[0]).toMatchObject({ capture_mode: 'AUTOMATIC' });
  });

  it('says an automatic capture the API settles later is in progress and offers no refund until it settles', async () => {
    const manual = approved();
    // The reference dialect's answer: AUTHORIZED, its capture PENDING until the estimated date.
    const settlingLater = report({
      ...manual,
      response: {
        ...(manual.response as object),
        payment: {
          id: 'pay-9',
          status: 'AUTHORIZED',
          capture: {
            mode: 'AUTOMATIC',
            estimated_date: 1767225600,
            estimated_date_reason: 'AUTOMATIC_REQUEST',
          },
          transactions: [
            { id: 'trx-9', type: 'AUTHORIZATION', status: 'APPROVED', amount: 25.5 },
            { id: 'trx-10', type: 'CAPTURE', status: 'PENDING', amount: 25.5 },
          ],
        },
      },
    });
    setup({ 'payments:authorize': () => ok(settlingLater) });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.selectOptions(screen.getByLabelText('Capture mode'), 'AUTOMATIC');
    await user.click(submit());
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Approved, capture in progress')).toBeInTheDocument();
    expect(result).toHaveTextContent('nothing can be refunded until the capture settles');
    const next = within(result).getByRole('navigation', { name: 'Next moves' });
    expect(within(next).queryByRole('link', { name: 'Refund' })).toBeNull();
    expect(within(next).queryByRole('link', { name: 'Capture' })).toBeNull();
    expect(within(next).getByRole('link', { name: 'Open the payment' })).toHaveAttribute(
      'href',
      '#/payments/pay-9',
    );
  });

  it('says AUTOMATIC captures at once only on the friendly simulator; elsewhere the capture settles later', async () => {
    for (const [changes, hint] of [
      [{ simulatorDialect: 'friendly' }, 'AUTOMATIC captures at once on this simulator'],
      [{ simulatorDialect: 'reference' }, /settles later, refund once Captured/],
      [{ kind: 'remote', baseUrl: 'https://sandbox.example.com' }, /settles later/],
    ] as const) {
      setup({}, changes as Partial<Profile>);
      const { unmount } = renderWithClient(<AuthorizationPage mode="payment" />);
      const field = await screen.findByLabelText('Capture mode');
      await waitFor(() => expect(field).toHaveAccessibleDescription(hint));
      unmount();
    }
  });

  it('clears card number and CVV once main has seen them, keeping the rest', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await user.type(await screen.findByLabelText('Merchant id'), 'mer-1');
    await user.click(screen.getByLabelText('Type a card'));
    await user.type(screen.getByLabelText('Cardholder name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry month'), '12');
    await user.type(screen.getByLabelText('Expiry year'), '2030');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(submit());

    await screen.findByText('Approved');
    expect(fake.inputsOf('payments:authorize')[0]).toMatchObject({
      instrument: { kind: 'card', card: { number: '4111111111111111', cvv: '123' } },
    });
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Jane Doe');
    expect(document.body.textContent).not.toContain('4111111111111111');
  });

  it('hides typed cards and the JSON editor when the profile does not allow them, and fills its merchant', async () => {
    setup({}, { allowRawCards: false, allowExtraFields: false, defaultMerchantId: 'mer-77' });
    renderWithClient(<AuthorizationPage mode="payment" />);
    expect(await screen.findByLabelText('Merchant id')).toHaveValue('mer-77');
    expect(screen.queryByLabelText('Type a card')).toBeNull();
    expect(screen.queryByLabelText('Additional fields (JSON)')).toBeNull();
    expect(screen.getByText(/Additional JSON fields are off/)).toBeInTheDocument();
  });

  it('refuses a top-level use_case in the additional fields at the editor, sending nothing', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    const editor = screen.getByLabelText('Additional fields (JSON)');
    await user.click(editor);
    await user.paste('{"use_case":"sometimes"}');
    await user.click(submit());

    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(/use_case belongs to the terminal/),
    );
    expect(editor).toHaveFocus();
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
  });

  it('says a negative amount must be more than zero', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await user.type(await screen.findByLabelText('Amount'), '-5');
    await user.click(submit());
    expect(await screen.findByText(/must be more than zero: leave out the minus/)).toBeVisible();
  });

  it('speaks Spanish, the API’s own codes too, each with its code on hover', async () => {
    setup({
      'instruments:list': () =>
        page([
          instrument('ins-visa', { last4: '1111' }),
          instrument('ins-old', { last4: '4444' }, { status: 'INACTIVE' }),
        ]),
    });
    renderWithClient(<AuthorizationPage mode="payment" />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Autorizar un pago' })).toBeInTheDocument();
    expect(await screen.findByLabelText('ID de comercio')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto')).toHaveAccessibleDescription(
      /con coma decimal, p\. ej\. 25,50 o 1\.234,56: el punto solo separa los miles/,
    );
    expect(await screen.findByRole('option', { name: /Visa •••• 1111 — ins-visa/ })).toBeVisible();
    const old = screen.getByRole('option', { name: /ins-old/ });
    expect(old).toHaveTextContent(/\(inactivo\)$/);
    expect(old).toHaveAttribute('title', 'INACTIVE');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('title')]);
    expect(options('Caso de uso')).toEqual([
      ['No se envía', null],
      ['atendido', 'ATTENDED'],
      ['desatendido', 'UNATTENDED'],
    ]);
    expect(options('Tipo')).toEqual([
      ['venta', 'SALE'],
      ['preautorización', 'PREAUTHORIZATION'],
    ]);
    expect(options('Modo de cobro')).toEqual([
      ['manual', 'MANUAL'],
      ['automático', 'AUTOMATIC'],
    ]);
    expect(options('Iniciador').slice(1)).toEqual([
      ['cliente', 'CUSTOMER'],
      ['comercio', 'MERCHANT'],
    ]);
    expect(screen.getByLabelText('Modo de cobro')).toHaveAccessibleDescription(
      'El modo automático cobra de inmediato en este simulador',
    );
    expect(screen.getByRole('button', { name: 'Autorizar pago' })).toBeInTheDocument();
  });

  it('takes amounts as Spanish writes them and sends the API’s text; a point typed as decimals is asked about', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />, { language: 'es' });
    await user.type(await screen.findByLabelText('ID de comercio'), 'mer-1');
    await screen.findByRole('option', { name: /ins-visa/ });
    await user.selectOptions(screen.getByLabelText('Instrumento'), 'ins-visa');
    const amount = screen.getByLabelText('Monto');
    await user.type(amount, '12.50');
    await user.type(screen.getByLabelText('Propina (opcional)'), '2,5');
    await user.click(submit('Autorizar pago'));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Los decimales van después de una coma, y el punto solo separa los miles: ¿quiso decir 12,50\?/,
      ),
    );
    expect(fake.inputsOf('payments:authorize')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1.234,56');
    await user.click(submit('Autorizar pago'));
    await screen.findByText('Aprobado');
    expect(fake.inputsOf('payments:authorize')).toMatchObject([
      { amount: '1234.56', tip: '2.5', currency: 'USD' },
    ]);
  });

  it('says in Spanish why main refused additional fields that replace the amount, and what JSON lacks', async () => {
    // Main's answer: the field's reason, with its English as the message for the log.
    setup({
      'payments:authorize': () => refuseFields({ amount: fieldReason('extraAmount') }),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />, { language: 'es' });
    await user.type(await screen.findByLabelText('ID de comercio'), 'mer-1');
    await screen.findByRole('option', { name: /ins-visa/ });
    await user.selectOptions(screen.getByLabelText('Instrumento'), 'ins-visa');
    await user.type(screen.getByLabelText('Monto'), '25,50');
    const editor = screen.getByLabelText('Campos adicionales (JSON)');
    await user.click(editor);
    await user.paste('{"amount": ');
    await user.tab();
    expect(editor).toHaveAccessibleDescription(
      /No es un JSON válido: termina antes de estar completo/,
    );
    expect(editor).not.toHaveAccessibleDescription(/Unexpected|JSON input|Expected/);

    await user.clear(editor);
    await user.paste('{"amount": 1}');
    await user.click(submit('Autorizar pago'));
    // The message names the field in words: no raw path in front of it.
    const spanish =
      'Los campos adicionales no pueden reemplazar el monto: indique monto, moneda y propina en el formulario';
    await waitFor(() =>
      expect(editor).toHaveAccessibleDescription(
        /Los campos adicionales no pueden reemplazar el monto: indique monto/,
      ),
    );
    expect(editor).not.toHaveAccessibleDescription(/amount: /);
    const block = screen.getByRole('alert', { name: 'No se envió nada' });
    expect(block).toHaveTextContent(spanish);
    expect(block).not.toHaveTextContent('amount:');
    expect(block).not.toHaveTextContent(/Additional fields|replace/);
  });

  it('refuses a tip above the amount at the Tip field, sending nothing', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.type(screen.getByLabelText('Tip (optional)'), '15');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Tip (optional)')).toHaveAccessibleDescription(
        /The tip is part of the amount, so it cannot be more than the amount/,
      ),
    );
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);
  });

  it('shows an API 400 that names the tip at the Tip field', async () => {
    const message = 'amount.tip.value cannot exceed amount.value';
    setup({
      'payments:authorize': () =>
        ok(
          report({
            outcome: 'failed',
            http_status: 400,
            error: { code: 'validation', message, status: 400, fields: { tip: message } },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.type(screen.getByLabelText('Tip (optional)'), '5');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Tip (optional)')).toHaveAccessibleDescription(
        /The API did not accept it: “amount\.tip\.value cannot exceed amount\.value”/,
      ),
    );
  });

  it('quotes an API refusal of the instrument at its field as the API’s, in Spanish', async () => {
    const message = 'Instrument ins-visa is INACTIVE';
    setup({
      'payments:authorize': () =>
        ok(
          report({
            outcome: 'failed',
            http_status: 422,
            error: {
              code: 'validation',
              message,
              status: 422,
              apiCode: 'instrument_inactive',
              fields: { 'instrument.id': message },
            },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />, { language: 'es' });
    await user.type(await screen.findByLabelText('ID de comercio'), 'mer-1');
    await screen.findByRole('option', { name: /ins-visa/ });
    await user.selectOptions(screen.getByLabelText('Instrumento'), 'ins-visa');
    await user.type(screen.getByLabelText('Monto'), '25,50');
    await user.click(screen.getByRole('button', { name: 'Autorizar pago' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Instrumento')).toHaveAccessibleDescription(
        'La API no lo aceptó: «Instrument ins-visa is INACTIVE»',
      ),
    );
  });

  it('says an amount of 13 digits is too long, naming the limit', async () => {
    setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '9999999999999');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
        /An amount has at most 12 digits before the decimal point/,
      ),
    );
  });

  it('asks for a second look above the currency’s ceiling, and sends only after “yes”', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1000000000');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Is this amount right?' });
    expect(dialog).toHaveTextContent('You are about to send USD 1,000,000,000.00.');
    expect(dialog).toHaveTextContent('That is above USD 100,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Change the amount' }));
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
    expect(fake.inputsOf('payments:authorize')).toHaveLength(0);

    await user.click(submit());
    const again = await screen.findByRole('dialog', { name: 'Is this amount right?' });
    await user.click(within(again).getByRole('button', { name: 'Yes, send USD 1,000,000,000.00' }));
    await waitFor(() =>
      expect(fake.inputsOf('payments:authorize')).toEqual([
        expect.objectContaining({ amount: '1000000000', above_ceiling_confirmed: true }),
      ]),
    );
  });

  it('sends an everyday amount without a second look or a confirmation flag', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);
    await user.click(submit());
    await screen.findByText('Approved');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('payments:authorize')[0]).not.toHaveProperty('above_ceiling_confirmed');
  });

  it('keeps what was typed when another window activates another profile, and says so', async () => {
    let active: 'sim' | 'acme' = 'sim';
    const fake = setup({
      'app:info': () =>
        ok(appInfo(active === 'sim' ? {} : { id: 'acme', name: 'Acme test', revision: 3 })),
      'profiles:list': () =>
        profiles(active === 'sim' ? {} : { id: 'acme', name: 'Acme test', revision: 3 }),
    });
    const user = userEvent.setup();
    const { client } = renderWithClient(<AuthorizationPage mode="payment" />);
    await fillStored(user);

    active = 'acme';
    // As main's push does: every query is reset and read again from the new profile.
    await client.resetQueries();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Acme test');
    expect(screen.getByLabelText('Merchant id')).toHaveValue('mer-1');
    expect(screen.getByLabelText('Instrument')).toHaveValue('ins-visa');
    expect(screen.getByLabelText('Amount')).toHaveValue('25.50');

    await user.click(within(notice).getByRole('button', { name: 'Use “Acme test” for this form' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText('Amount')).toHaveValue('25.50');
    await user.click(submit());
    await screen.findByRole('region', { name: 'Result' });
    expect(fake.inputsOf('payments:authorize')[0]).toMatchObject({
      amount: '25.50',
      shownProfile: { id: 'acme', revision: 3 },
    });
  });

  it.each([
    {
      language: 'en',
      json: '{"merchant_id":"x"}',
      reason: 'extraMerchantId',
      field: 'merchant_id',
      labels: ['Merchant id', 'Instrument', 'Amount', 'Additional fields (JSON)'],
      amount: '25.50',
      submit: 'Authorize payment',
      refusal: /may not replace merchant_id/,
    },
    {
      language: 'es',
      json: '{"amount":5}',
      reason: 'extraAmount',
      field: 'amount',
      labels: ['ID de comercio', 'Instrumento', 'Monto', 'Campos adicionales (JSON)'],
      amount: '25,50',
      submit: 'Autorizar pago',
      refusal: /no pueden reemplazar el monto/,
    },
  ] as const)(
    '($language) sends on the first click after the refused JSON is cleared, once for a double click',
    async ({ language, json, reason, field, labels, amount, submit: name, refusal }) => {
      let calls = 0;
      const answer = deferred<Result<OperationReport>>();
      const fake = setup({
        'payments:authorize': () =>
          ++calls === 1 ? refuseFields({ [field]: fieldReason(reason) }) : answer.promise,
      });
      const user = userEvent.setup();
      renderWithClient(<AuthorizationPage mode="payment" />, { language });
      const [merchant, instrumentLabel, amountLabel, editorLabel] = labels;
      await user.type(await screen.findByLabelText(merchant), 'mer-1');
      await screen.findByRole('option', { name: /ins-visa/ });
      await user.selectOptions(screen.getByLabelText(instrumentLabel), 'ins-visa');
      await user.type(screen.getByLabelText(amountLabel), amount);
      const editor = screen.getByLabelText(editorLabel);
      await user.click(editor);
      await user.paste(json);
      await user.click(submit(name));
      await waitFor(() => expect(editor).toHaveAccessibleDescription(refusal));

      // Cleared, the refusal goes while the editor still has focus: the button does not move
      // when the pointer presses it (leaving the editor), so the press and release meet on it.
      await user.clear(editor);
      expect(editor).toHaveFocus();
      expect(editor).not.toHaveAccessibleDescription(refusal);
      expect(editor).not.toHaveAttribute('aria-invalid');

      await user.dblClick(submit(name));
      await waitFor(() => expect(fake.inputsOf('payments:authorize')).toHaveLength(2));
      expect(fake.inputsOf('payments:authorize')[1]).toEqual(
        expect.not.objectContaining({ extra: expect.anything() }),
      );
      answer.resolve(ok(approved()));
      expect(
        await screen.findByRole('region', { name: language === 'es' ? 'Resultado' : 'Result' }),
      ).toBeInTheDocument();
      expect(fake.inputsOf('payments:authorize')).toHaveLength(2);
    },
  );
});
