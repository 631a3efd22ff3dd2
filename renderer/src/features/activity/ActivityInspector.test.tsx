import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../shared/result';
import { SHOWN, installFakeApi, type FakeHandlers } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ActivityInspector } from './ActivityInspector';
import { refOf } from './filter-url';
import { activityDetail, activityRow, simulatorProfiles } from './test-fixtures';

const CURL = `curl -X POST 'http://127.0.0.1:4010/v1/payments/authorizations' \\\n  -H "Authorization: Bearer $TOKEN"`;

function setup(handlers: FakeHandlers = {}, language: 'en' | 'es' = 'en') {
  const fake = installFakeApi({
    'activity:get': () => ok(activityDetail()),
    'activity:curl': () => ok({ command: CURL }),
    ...handlers,
  });
  renderWithClient(<ActivityInspector activityRef={refOf('op-inspect0001')} />, { language });
  return fake;
}

const unknownPos = activityDetail({
  row: activityRow({
    operation_id: 'op-inspect0001',
    kind: 'pos:cancelOrRefund',
    outcome: 'unknown',
    attempts: 2,
    http_status: 500,
    amount: undefined,
    targets: { payment_id: 'pay-seed-pos-drill-authorized' },
    error: {
      code: 'outcome_unknown',
      message: 'Cancel-or-refund: the API answered HTTP 500.',
      status: 500,
      apiCode: 'internal_error',
    },
  }),
  response: undefined,
  attempts: [
    {
      attempt: 1,
      at: '2025-12-12T10:00:05.000Z',
      latency_ms: 12,
      result: 'answered',
      http_status: 500,
    },
    {
      attempt: 2,
      at: '2025-12-12T10:00:05.300Z',
      latency_ms: 9,
      result: 'timeout',
      detail: 'No answer within 15000 ms',
    },
  ],
  links: { payment_id: 'pay-seed-pos-drill-authorized', user_id: 'usr-seed-maria' },
});

describe('Activity inspector', () => {
  it('offers no cURL for a change of the console’s own settings, which was no API call', async () => {
    setup({
      'activity:get': () =>
        ok(
          activityDetail({
            row: activityRow({
              operation_id: 'op-inspect0001',
              kind: 'identity:setProvider',
              targets: {},
              response: undefined,
              amount: undefined,
            }),
          }),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect((await screen.findAllByText(/sign-in provider/i)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /cURL/ })).toBeNull();
  });

  it('shows the facts, every attempt, headers, bodies and links to what it touched', async () => {
    const fake = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Operation op-inspect0001' }),
    ).toBeInTheDocument();
    expect(fake.inputsOf('activity:get')).toEqual([{ operation_id: 'op-inspect0001' }]);

    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(facts).toHaveTextContent('OperationPayment authorization');
    expect(facts).not.toHaveTextContent('(AUTHORIZATION)');
    expect(within(facts).getByText('Payment authorization')).toHaveAttribute(
      'title',
      'AUTHORIZATION',
    );
    expect(facts).toHaveTextContent('Idempotency key6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10');
    expect(facts).toHaveTextContent('Operatorqa');
    expect(facts).toHaveTextContent('App version0.1.0');

    const attempts = screen.getByRole('table', { name: 'Attempts (1)' });
    expect(within(attempts).getAllByRole('row')[1]).toHaveTextContent(
      // The time between is local, so it depends on the machine's zone.
      /^1\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]MAnswered20130 ms$/,
    );

    const request = screen.getByRole('table', { name: 'Request headers' });
    expect(within(request).getByRole('rowheader', { name: 'authorization' })).toBeInTheDocument();
    expect(within(request).getByRole('row', { name: /authorization/ })).toHaveTextContent(
      '[REDACTED]',
    );
    expect(screen.getByRole('table', { name: 'Response headers' })).toHaveTextContent('req-77');
    expect(screen.getByText('POST http://127.0.0.1:4010/v1/payments/authorizations')).toBeVisible();
    expect(screen.getByLabelText('Request body')).toHaveTextContent('"merchant_id": "mer-1"');
    expect(screen.getByLabelText('Response body')).toHaveTextContent('"response_code": "00"');

    const links = screen.getByRole('region', { name: 'What it touched' });
    expect(within(links).getByRole('link', { name: 'Payment pay-1' })).toHaveAttribute(
      'href',
      '#/payments/pay-1',
    );
    expect(
      within(links).getByRole('link', { name: 'Activity for transaction trx-1' }),
    ).toHaveAttribute('href', '#/activity?search=trx-1');
    expect(within(links).getByRole('link', { name: 'Instrument ins-1' })).toHaveAttribute(
      'href',
      '#/instruments/ins-1',
    );
    expect(
      screen.queryByRole('link', { name: 'Retry or resolve it in Unknown outcomes' }),
    ).toBeNull();
  });

  it('says in Spanish the amount a cancel-or-refund cancelled, not a dash', async () => {
    const row = activityRow({
      operation_id: 'op-inspect0001',
      kind: 'pos:cancelOrRefund',
      targets: { payment_id: 'pay-30' },
      response: { action: 'CANCELLED', amount: 30, payment: { id: 'pay-30', currency: 'USD' } },
      amount: undefined,
    });
    setup({ 'activity:get': () => ok(activityDetail({ row })) }, 'es');
    const facts = await screen.findByRole('region', { name: 'Datos' });
    expect(facts).toHaveTextContent('MontoUSD 30,00');
    expect(facts).not.toHaveTextContent('Monto—');
  });

  it('keeps an issuer decline’s network code in the facts, in Spanish, the description as the API’s', async () => {
    const row = activityRow({
      operation_id: 'op-declined51',
      outcome: 'declined',
      status: 'DECLINED',
      response_code: '51',
      response_code_description: 'Insufficient funds',
    });
    setup({ 'activity:get': () => ok(activityDetail({ row })) }, 'es');
    const facts = await screen.findByRole('region', { name: 'Datos' });
    expect(facts).toHaveTextContent('Código de respuesta51 — la API: “Insufficient funds”');
  });

  it('has no response code fact where the answer had none', async () => {
    setup({ 'activity:get': () => ok(activityDetail({ row: activityRow({}) })) });
    const facts = await screen.findByRole('region', { name: 'Facts' });
    expect(facts).not.toHaveTextContent('Response code');
  });

  it('names the operator as the provider said, or says a local one was not verified, in Spanish', async () => {
    setup(
      {
        'activity:get': () =>
          ok(
            activityDetail({
              row: activityRow({
                operation_id: 'op-inspect0001',
                operator: 'Ana Store <ana@shop.example> (ana at https://id.example.com)',
                operator_identity: {
                  kind: 'verified',
                  issuer: 'https://id.example.com',
                  subject: 'ana',
                  name: 'Ana Store',
                  email: 'ana@shop.example',
                },
              }),
            }),
          ),
      },
      'es',
    );
    expect(
      await screen.findByText(
        'Ana Store <ana@shop.example>, verificado como ana en https://id.example.com',
      ),
    ).toBeVisible();
  });

  it('says a local operator was not verified, whatever the line the record kept', async () => {
    setup(
      {
        'activity:get': () =>
          ok(
            activityDetail({
              row: activityRow({
                operation_id: 'op-inspect0001',
                operator: 'maria',
                operator_identity: { kind: 'local', name: 'maria' },
              }),
            }),
          ),
      },
      'es',
    );
    expect(await screen.findByText('maria (local, sin verificar)')).toBeVisible();
  });

  it('says a profile removed from Settings is removed, as the filter does', async () => {
    const row = activityRow({
      operation_id: 'op-inspect0001',
      profile: { id: 'prf-gone', name: 'Old QA store', production: true },
    });
    setup(
      {
        'activity:get': () => ok(activityDetail({ row })),
        'profiles:list': () => simulatorProfiles(),
      },
      'es',
    );
    const facts = await screen.findByRole('region', { name: 'Datos' });
    await waitFor(() => expect(facts).toHaveTextContent('Old QA store (eliminado) PRODUCCIÓN'));
  });

  it('an unknown outcome shows its error, both attempts, and the way to Unknown outcomes', async () => {
    setup({ 'activity:get': () => ok(unknownPos) });
    expect(
      await screen.findByRole('link', { name: 'Retry or resolve it in Unknown outcomes' }),
    ).toHaveAttribute('href', '#/unknown-outcomes');
    const facts = screen.getByRole('region', { name: 'Facts' });
    expect(facts).toHaveTextContent('API error codeinternal_error');
    expect(facts).toHaveTextContent(
      'Error message' + 'The API answered: “Cancel-or-refund: the API answered HTTP 500.”',
    );
    const rows = within(screen.getByRole('table', { name: 'Attempts (2)' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Timed out');
    expect(rows[2]).toHaveTextContent('No answer within 15000 ms');
    expect(screen.getByText('No response was recorded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User usr-seed-maria' })).toHaveAttribute(
      'href',
      '#/users/usr-seed-maria',
    );
  });

  it('shows why replay is not offered, with no button', async () => {
    setup({
      'activity:get': () =>
        ok(
          activityDetail({
            replayable: false,
            replay_refusal: 'This request carried card data, which the console never keeps.',
          }),
        ),
    });
    expect(await screen.findByText(/carried card data/)).toHaveTextContent(
      'Replay as new is not available: This request carried card data',
    );
    expect(screen.queryByRole('button', { name: 'Replay as new' })).toBeNull();
  });

  it('replays only after a confirmation that warns about money, then links the new operation', async () => {
    const fake = setup({
      'activity:replay': () =>
        ok({
          ...activityRow({ operation_id: 'op-replayed001' }),
          kind: 'payments:authorize' as const,
          idempotency_key: '0b0a5d2c-1f1e-4b8a-9a53-2f1d7c6e9a11',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replay as new' }));
    let dialog = screen.getByRole('dialog', { name: 'Replay as a new operation?' });
    expect(dialog).toHaveTextContent('NEW operation, with a new idempotency key');
    expect(dialog).toHaveTextContent('it may move money again');
    expect(dialog).toHaveTextContent('USD 12.00');
    // A replayed authorization makes a new payment: the old one is no target of it.
    expect(dialog).toHaveTextContent('The request names');
    expect(dialog).toHaveTextContent('mer-1, ins-1');
    expect(dialog).not.toHaveTextContent('pay-1');
    expect(dialog).not.toHaveTextContent('trx-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('activity:replay')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replay as new' }));
    dialog = screen.getByRole('dialog', { name: 'Replay as a new operation?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send as new operation' }));

    expect(await screen.findByRole('link', { name: 'op-replayed001' })).toHaveAttribute(
      'href',
      '#/activity/op-replayed001',
    );
    expect(screen.getByText(/Replayed as a new operation/)).toHaveTextContent(
      '0b0a5d2c-1f1e-4b8a-9a53-2f1d7c6e9a11',
    );
    expect(fake.inputsOf('activity:replay')).toEqual([
      { operation_id: 'op-inspect0001', shownProfile: SHOWN },
    ]);
  });

  it('asks the second look above the ceiling, and sends the yes with the replay', async () => {
    const fake = setup({
      'activity:get': () =>
        ok(activityDetail({ row: activityRow({ amount: { value: 150000, currency: 'USD' } }) })),
      'activity:replay': () =>
        ok({
          ...activityRow({ operation_id: 'op-replayed003' }),
          kind: 'payments:authorize' as const,
          idempotency_key: '0b0a5d2c-1f1e-4b8a-9a53-2f1d7c6e9a13',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replay as new' }));
    await user.click(screen.getByRole('button', { name: 'Send as new operation' }));
    const look = await screen.findByRole('dialog', { name: /Is this amount right/ });
    await user.click(within(look).getByRole('button', { name: 'Change the amount' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.inputsOf('activity:replay')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Replay as new' }));
    await user.click(screen.getByRole('button', { name: 'Send as new operation' }));
    const again = await screen.findByRole('dialog', { name: /Is this amount right/ });
    await user.click(within(again).getByRole('button', { name: /Yes, send USD 150,000.00/ }));
    expect(await screen.findByRole('link', { name: 'op-replayed003' })).toBeInTheDocument();
    expect(fake.inputsOf('activity:replay')).toEqual([
      { operation_id: 'op-inspect0001', above_ceiling_confirmed: true, shownProfile: SHOWN },
    ]);
  });

  it('two confirm clicks in one moment send one replay, before any render can disable the button', async () => {
    const fake = setup({
      'activity:replay': () =>
        ok({
          ...activityRow({ operation_id: 'op-replayed002' }),
          kind: 'payments:authorize' as const,
          idempotency_key: '0b0a5d2c-1f1e-4b8a-9a53-2f1d7c6e9a12',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replay as new' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', {
      name: 'Send as new operation',
    });
    // Two native clicks in the same task, as a bouncing mouse or a slow renderer gives them.
    confirm.click();
    confirm.click();
    expect(await screen.findByRole('link', { name: 'op-replayed002' })).toBeInTheDocument();
    expect(fake.inputsOf('activity:replay')).toHaveLength(1);
  });

  it('shows a refused replay with status, code and message', async () => {
    setup({
      'activity:replay': () =>
        fail('conflict', 'This operation was made on “Live EU”: switch to it to replay it.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replay as new' }));
    await user.click(screen.getByRole('button', { name: 'Send as new operation' }));
    const alert = await screen.findByRole('alert', { name: 'Could not replay.' });
    expect(alert).toHaveTextContent('conflict');
    expect(alert).toHaveTextContent('switch to it to replay it');
  });

  it('says in Spanish why a replay was refused, naming the profile to switch to', async () => {
    setup(
      {
        'activity:replay': () =>
          fail('conflict', 'This operation was made on “Live EU”: switch to it to replay it.', {
            reason: 'replay_other_profile',
            params: { profile: 'Live EU' },
          }),
      },
      'es',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Repetir como nueva' }));
    await user.click(screen.getByRole('button', { name: 'Enviar como operación nueva' }));
    const alert = await screen.findByRole('alert', { name: 'No se pudo repetir.' });
    expect(alert).toHaveTextContent(
      'Esta operación se hizo en “Live EU”: cámbiese a ese perfil para repetirla.',
    );
    expect(alert).not.toHaveTextContent('switch to it');
  });

  it('says in Spanish why replay is not offered, from main’s reason', async () => {
    setup(
      {
        'activity:get': () =>
          ok(
            activityDetail({
              replayable: false,
              replay_refusal: 'This operation was made on the console “Harbour”: replay it there.',
              replay_refusal_reason: 'replay_other_console',
              replay_refusal_params: { console: 'Harbour' },
            }),
          ),
      },
      'es',
    );
    const why = (await screen.findByText(/Repetir como nueva no está disponible/)).closest('p');
    expect(why).toHaveTextContent(
      'Repetir como nueva no está disponible. Esta operación se hizo en la consola “Harbour”: repítala allí',
    );
    expect(screen.queryByRole('button', { name: 'Repetir como nueva' })).toBeNull();
  });

  it('copies the cURL command to the clipboard and says so', async () => {
    const fake = setup();
    const user = userEvent.setup();
    // user-event installs its own clipboard in setup(); this one replaces it afterwards.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy as cURL' }));

    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CURL);
    expect(fake.inputsOf('activity:curl')).toEqual([{ operation_id: 'op-inspect0001' }]);
    expect(screen.queryByLabelText('cURL command')).toBeNull();
  });

  it('shows the command to select by hand when the clipboard is refused', async () => {
    setup();
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy as cURL' }));

    expect(await screen.findByLabelText('cURL command')).toHaveTextContent('Bearer $TOKEN');
    expect(screen.getByText(/The clipboard was refused/)).toBeInTheDocument();
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('says so when the operation is not in the journal', async () => {
    setup({
      'activity:get': () => fail('not_found', 'No operation op-inspect0001 in the journal'),
    });
    const alert = await screen.findByRole('alert', { name: 'Could not load this operation.' });
    expect(alert).toHaveTextContent('Not found');
    expect(screen.getByRole('link', { name: 'Back to activity' })).toHaveAttribute(
      'href',
      '#/activity',
    );
  });

  it.each([
    [
      'en' as const,
      'Attempts (3)',
      'The profile’s credentials were not accepted',
      'The profile’s deadline passed',
      'The connection was cut before an answer',
    ],
    [
      'es' as const,
      'Intentos (3)',
      'No se aceptaron las credenciales del perfil',
      'Pasó el plazo del perfil',
      'La conexión se cortó antes de la respuesta',
    ],
  ])(
    'says the console’s own codes of each attempt in words, the code on hover (%s)',
    async (language, table, refused, deadline, reset) => {
      installFakeApi({
        'activity:get': () =>
          ok(
            activityDetail({
              row: activityRow({ operation_id: 'op-inspect0001', outcome: 'failed', attempts: 3 }),
              attempts: [
                {
                  attempt: 1,
                  at: '2025-12-12T10:00:05.000Z',
                  latency_ms: 0,
                  result: 'not_sent',
                  detail: 'unauthorized',
                },
                {
                  attempt: 2,
                  at: '2025-12-12T10:00:06.000Z',
                  latency_ms: 9,
                  result: 'timeout',
                  detail: 'deadline',
                },
                {
                  attempt: 3,
                  at: '2025-12-12T10:00:07.000Z',
                  latency_ms: 4,
                  result: 'network',
                  detail: 'ECONNRESET',
                },
              ],
            }),
          ),
      });
      renderWithClient(<ActivityInspector activityRef={refOf('op-inspect0001')} />, { language });
      const rows = within(await screen.findByRole('table', { name: table })).getAllByRole('row');
      expect(within(rows[1]!).getByText(refused)).toHaveAttribute('title', 'unauthorized');
      expect(within(rows[2]!).getByText(deadline)).toHaveAttribute('title', 'deadline');
      expect(rows[1]).not.toHaveTextContent(/unauthorized/);
      expect(within(rows[3]!).getByText(reset)).toHaveAttribute('title', 'ECONNRESET');
    },
  );

  it.each([
    [
      'es',
      'Intentos (2)',
      'Respuesta sin leer: 5.000.000 bytes, más que el límite de 4.194.304',
      'Respuesta sin leer: anidada en más de 64 niveles (900 bytes)',
    ],
    [
      'en',
      'Attempts (2)',
      'Answer not read: 5,000,000 bytes, over the limit of 4,194,304',
      'Answer not read: nested over 64 levels deep (900 bytes)',
    ],
  ] as const)(
    'says an answer not read for its size or depth in words, main’s note on hover (%s)',
    async (language, table, tooLarge, tooDeep) => {
      const large = 'answer over 4194304 bytes (5000000 bytes seen); not kept';
      const deep = 'answer nested over 64 levels deep (900 bytes); not kept';
      installFakeApi({
        'activity:get': () =>
          ok(
            activityDetail({
              row: activityRow({ operation_id: 'op-inspect0001', outcome: 'unknown', attempts: 2 }),
              attempts: [
                {
                  attempt: 1,
                  at: '2025-12-12T10:00:05.000Z',
                  latency_ms: 5,
                  result: 'answered',
                  http_status: 200,
                  detail: large,
                  unread: { problem: 'too_large', bytes: 5_000_000, limit: 4_194_304 },
                },
                {
                  attempt: 2,
                  at: '2025-12-12T10:00:06.000Z',
                  latency_ms: 5,
                  result: 'answered',
                  http_status: 200,
                  detail: deep,
                  unread: { problem: 'too_deep', bytes: 900, limit: 64 },
                },
              ],
            }),
          ),
      });
      renderWithClient(<ActivityInspector activityRef={refOf('op-inspect0001')} />, { language });
      const rows = within(await screen.findByRole('table', { name: table })).getAllByRole('row');
      expect(within(rows[1]!).getByText(tooLarge)).toHaveAttribute('title', large);
      expect(within(rows[2]!).getByText(tooDeep)).toHaveAttribute('title', deep);
      expect(rows[1]).not.toHaveTextContent(/not kept/);
    },
  );

  it('says the redaction marker of a header in Spanish, and why on hover', async () => {
    installFakeApi({ 'activity:get': () => ok(activityDetail()) });
    renderWithClient(<ActivityInspector activityRef={refOf('op-inspect0001')} />, {
      language: 'es',
    });
    const request = await screen.findByRole('table', { name: 'Encabezados de la solicitud' });
    const row = within(request).getByRole('row', { name: /authorization/ });
    expect(row).not.toHaveTextContent('REDACTED');
    expect(within(row).getByText('[oculto]')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Oculto por la consola/),
    );
  });

  it('speaks Spanish throughout: exchange, copy, replay and a cut connection in plain words', async () => {
    installFakeApi({
      'activity:get': () =>
        ok(
          activityDetail({
            row: activityRow({
              operation_id: 'op-inspect0001',
              outcome: 'unknown',
              error: {
                code: 'outcome_unknown',
                reason: 'cut',
                detail: 'UND_ERR_SOCKET',
                message:
                  'Authorizing a payment: The connection to the API was cut before it answered.',
              },
            }),
          }),
        ),
    });
    renderWithClient(<ActivityInspector activityRef={refOf('op-inspect0001')} />, {
      language: 'es',
    });
    const facts = await screen.findByRole('region', { name: 'Datos' });
    expect(facts).toHaveTextContent('Tipo de errorNo hubo una respuesta confiable');
    expect(facts).toHaveTextContent('La conexión con la API se cortó antes de que respondiera.');
    expect(facts).not.toHaveTextContent(/UND_ERR|outcome_unknown/);
    expect(screen.getByRole('heading', { name: 'Solicitud' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Respuesta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar como cURL' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repetir como nueva' })).toBeInTheDocument();
  });
});
