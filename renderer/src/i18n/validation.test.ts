import { describe, expect, it } from 'vitest';
import { ExtraFields, parseExtraFields } from '../../../shared/schemas/json-object';
import {
  CardNumber,
  InstrumentChanges,
  InstrumentCreateInput,
} from '../../../shared/schemas/instrument';
import { TransactionAuthorizationInput } from '../../../shared/schemas/payment';
import { ClientSecret, ProfileInput } from '../../../shared/schemas/profile';
import { ReversalInput } from '../../../shared/schemas/reversal';
import { TeamConfigureInput } from '../../../shared/schemas/team';
import { UserCreateInput } from '../../../shared/schemas/user';
import { aboveCeilingMessage } from '../../../shared/amount-ceilings';
import { reversalRoom, roomRefusal } from '../../../shared/reversal-room';
import { Payment } from '../../../shared/schemas/payment';
import { authorizationCall } from '../../../shared/operations/authorization';
import { createI18n } from './i18n';
import { translateValidation } from './validation';
import { AmountText } from '../../../shared/schemas/money';
import { CancelOrRefundInput } from '../../../shared/schemas/pos';
import { fieldErrors } from '../../../shared/errors';
import { refuseFields } from '../../../shared/error-words';
import { fieldReason, fieldText, readFieldReason } from '../../../shared/validation-words';
import { errorText } from '../lib/error-text';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

/** Wrong inputs chosen to make the schemas say (nearly) everything they can say. */
function schemaMessages(): string[] {
  const card = {
    holder_name: '',
    number: '4111 1111 1111 1112',
    cvv: '1',
    expiration_month: '13',
    expiration_year: '1',
    service_code: '1',
    sequence_number: '1234',
  };
  const auth = {
    merchant_id: 'bad id!',
    instrument: { kind: 'stored', id: '' },
    amount: '-5',
    currency: 'usd1',
    tip: '1.234',
    type: 'sale',
    initiator: 'x',
    entry_mode: 'x',
    order_type: 'x',
    terminal_id: 'x'.repeat(65),
    use_case: 'SOMETIMES',
    extra: { use_case: 'x', terminal_id: 'x', capture_mode: 'x', currency: 'x', tip: 'x' },
  };
  return [
    ...messagesOf(InstrumentCreateInput.safeParse(card)),
    ...messagesOf(InstrumentCreateInput.safeParse({ ...card, number: 'abc' })),
    ...['411111111111116', '37828224631000', '555555555555444', '601111111111111', '99999999']
      .map((number) => InstrumentCreateInput.safeParse({ ...card, number }))
      .flatMap(messagesOf),
    ...messagesOf(InstrumentCreateInput.safeParse({ holder_name: 'x'.repeat(65) })),
    ...messagesOf(
      InstrumentCreateInput.safeParse({
        ...card,
        holder_name: 'A',
        number: '4111111111111111',
        cvv: '123',
        expiration_month: '1',
        expiration_year: '2020',
      }),
    ),
    ...messagesOf(InstrumentChanges.safeParse({ expiration_month: '3' })),
    ...messagesOf(TransactionAuthorizationInput.safeParse(auth)),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({ ...auth, amount: '0', currency: 'USD' }),
    ),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({
        ...auth,
        amount: 'x',
        currency: 'COP',
        tip: '1.5',
      }),
    ),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({
        ...auth,
        amount: '1',
        currency: 'USD',
        tip: '1.555',
      }),
    ),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({
        ...auth,
        ...Object.fromEntries(
          ['type', 'initiator', 'entry_mode', 'order_type'].map((k) => [k, 'X'.repeat(5000)]),
        ),
      }),
    ),
    ...messagesOf(
      UserCreateInput.safeParse({ user_id: '', user: { email: 'x', phone: 'x' }, instruments: [] }),
    ),
    ...messagesOf(
      ProfileInput.safeParse({ name: '', baseUrl: 'ftp://x', clientId: '', deadlineMs: 1.5 }),
    ),
    ...messagesOf(
      ProfileInput.safeParse({
        name: `${'x'.repeat(61)}\u001b[8m`,
        baseUrl: 'http://example.com',
        clientId: 'x'.repeat(201),
        deadlineMs: 10,
      }),
    ),
    ...messagesOf(
      ProfileInput.safeParse({
        baseUrl: 'https://u:p@x',
        tokenUrl: 'https://x?q',
        clientId: 'a',
        audience: 'x'.repeat(501),
        defaultMerchantId: 'bad id',
        deadlineMs: 200_000,
      }),
    ),
    ...messagesOf(ReversalInput.safeParse({ transaction_id: 'trx-1', type: 'ADJUSTMENT' })),
    ...messagesOf(ReversalInput.safeParse({ transaction_id: '', type: 'WHAT' })),
    ...messagesOf(
      ReversalInput.safeParse({ transaction_id: 'trx-1', type: 'REVERSAL', amount: '5' }),
    ),
    ...messagesOf(
      ProfileInput.safeParse({
        name: 'x',
        baseUrl: 'http://example.com',
        clientId: 'a',
        extraHeaders: { 'Bad Name': 'x', Authorization: 'x', 'X-Long': 'x'.repeat(4097) },
      }),
    ),
    ...messagesOf(
      ProfileInput.safeParse({
        name: 'x',
        baseUrl: 'http://example.com',
        clientId: 'a',
        extraHeaders: { 'X-A': 'a\nb', 'x-a': 'b', 'X-N': 5 },
      }),
    ),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({
        ...auth,
        amount: '10',
        currency: 'USD',
        tip: '15',
      }),
    ),
    ...messagesOf(
      TransactionAuthorizationInput.safeParse({
        ...auth,
        amount: '9999999999999',
        currency: 'USD',
      }),
    ),
    // Main's amount refusals, shown at the field like the schemas' own.
    aboveCeilingMessage('USD'),
    ...mainRoomRefusals(),
    ...messagesOf(ClientSecret.safeParse('a\nb')),
    ...messagesOf(ClientSecret.safeParse('')),
    (parseExtraFields('[1]') as { message: string }).message,
    ...messagesOf(
      ExtraFields.safeParse({
        constructor: 1,
        deep: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown,
      }),
    ),
    ...[
      '',
      'db.example.com',
      'https://x/y',
      'postgres:///t',
      'postgres://h',
      'postgres://h/t',
      `postgres://h/${'x'.repeat(2048)}`,
    ].flatMap((url) => messagesOf(TeamConfigureInput.safeParse({ url }))),
    ...messagesOf(
      TeamConfigureInput.safeParse({
        url: 'postgres://127.0.0.1/t',
        password: 'x'.repeat(1025),
        consoleName: `a\u0007${'x'.repeat(80)}`,
      }),
    ),
  ];
}

/** The editor's JSON typos, each said without the JS engine's English. */
function notJsonMessages(): string[] {
  return ['{"order_id": ', '{"order_id" 1}'].map(notJsonMessage);
}

function notJsonMessage(text: string): string {
  const parsed = parseExtraFields(text);
  return parsed.ok ? '' : parsed.message;
}

/** Main's refusal of additional fields that would replace what the form sets. */
function protectedFieldRefusals(): string[] {
  const refused = authorizationCall('/v1/payments/authorizations', {
    merchant_id: 'mer-1',
    instrument: { kind: 'stored', id: 'ins-1' },
    amount: '1',
    currency: 'USD',
    type: 'SALE',
    extra: {
      merchant_id: 'x',
      instrument: 'x',
      amount: 'x',
      payment_id: 'x',
      terminal: { use_case: 'x' },
    },
  } as Parameters<typeof authorizationCall>[1]);
  return refused.ok ? [] : Object.values(refused.error.fields ?? {});
}

function mainRoomRefusals(): string[] {
  const room = (fields: Record<string, unknown>) =>
    reversalRoom(Payment.parse({ id: 'pay-1', currency: 'USD', ...fields }));
  const done = room({ status: 'REFUNDED' });
  const partly = room({
    status: 'CAPTURED',
    authorized_amount: 120,
    captured_amount: 20,
    refunded_amount: 0,
  });
  return [
    roomRefusal('CAPTURE', 1, done),
    roomRefusal('REFUND', 1, done),
    roomRefusal('CAPTURE', 101, partly),
    roomRefusal('REFUND', 21, partly),
  ].filter((m): m is string => m !== undefined);
}

const AUTH = {
  merchant_id: 'mer-1',
  instrument: { kind: 'stored', id: 'ins-1' },
  amount: '1',
  currency: 'USD',
  type: 'SALE',
};

describe('validation messages', () => {
  it('every message the shared schemas give is a reason with its Spanish, and its English is main’s', () => {
    const messages = [
      ...new Set([...schemaMessages(), ...protectedFieldRefusals(), ...notJsonMessages()]),
    ];
    expect(messages.length).toBeGreaterThan(40);
    expect(protectedFieldRefusals()).toHaveLength(5);
    expect(notJsonMessages().map((m) => fieldText(m))).toEqual([
      'Not valid JSON: it ends before it is complete',
      'Not valid JSON: look near character 13',
    ]);
    // A schema names a reason, never a sentence the page would have to match back.
    expect(messages.filter((m) => readFieldReason(m) === undefined)).toEqual([]);
    const es = createI18n('es').t;
    const en = createI18n('en').t;
    const untranslated = messages.filter((m) => translateValidation(m, es) === fieldText(m));
    expect(untranslated).toEqual([]);
    for (const m of messages) expect(translateValidation(m, en)).toBe(fieldText(m));
    for (const m of messages) expect(translateValidation(m, es)).toBe(fieldText(m, 'es'));
  });

  it('carries the values a reason names into the translation', () => {
    const es = createI18n('es').t;
    const say = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
      translateValidation(messagesOf(result)[0] ?? '', es);
    expect(
      say(TransactionAuthorizationInput.safeParse({ ...AUTH, amount: '1.555', currency: 'USD' })),
    ).toBe('Los montos en USD tienen como máximo 2 decimales');
    expect(say(CardNumber.safeParse('411111111111116'))).toBe(
      'Un número de tarjeta Visa tiene 13, 16 o 19 dígitos',
    );
    expect(say(CardNumber.safeParse('37828224631000'))).toBe(
      'Un número de tarjeta American Express tiene 15 dígitos',
    );
    expect(
      say(
        InstrumentCreateInput.safeParse({
          holder_name: 'A',
          number: '4111111111111111',
          cvv: '123',
          expiration_month: '1',
          expiration_year: '2020',
        }),
      ),
    ).toBe('Esta tarjeta venció a fines de 01/2020');
  });

  it('writes the sums of main’s amount refusals in the reader’s language, not main’s English', () => {
    const es = createI18n('es').t;
    const en = createI18n('en').t;
    const room = reversalRoom(
      Payment.parse({
        id: 'pay-1',
        currency: 'USD',
        status: 'CAPTURED',
        authorized_amount: 2000,
        captured_amount: 1500,
        refunded_amount: 265.44,
      }),
    );
    const left = roomRefusal('REFUND', 1500, room) ?? '';
    expect(translateValidation(left, es)).toBe('Se pueden devolver como máximo USD 1.234,56');
    expect(translateValidation(left, en)).toBe('At most USD 1,234.56 is left to refund');
    const ceiling = aboveCeilingMessage('COP');
    expect(translateValidation(ceiling, es)).toBe(
      'Supera COP 400.000.000: confirme este monto para enviarlo',
    );
    // As main refuses it: its English is the log's message, the page words it from the reason.
    const refused = {
      code: 'validation' as const,
      message: fieldText(left),
      fields: { amount: left },
    };
    expect(refused.message).toBe('At most USD 1,234.56 is left to refund');
    expect(errorText(refused, es)).toBe('Monto: Se pueden devolver como máximo USD 1.234,56');
  });

  it('says the id of cancel-or-refund, an amount and a card number in Spanish by key, and main’s refusal of the same id too', () => {
    const es = createI18n('es').t;
    const fields = (result: { success: boolean; error?: unknown }) =>
      result.success ? {} : fieldErrors(result.error as never);
    const id = fields(CancelOrRefundInput.safeParse({ payment_id: '../x' }));
    expect(id).toEqual({ payment_id: fieldReason('idCharacters') });
    expect(translateValidation(id.payment_id ?? '', es)).toBe(
      'Un ID solo tiene letras, dígitos, "-" y "_"',
    );
    expect(translateValidation(fields(AmountText.safeParse('-5'))['(input)'] ?? '', es)).toBe(
      'El monto debe ser mayor que cero: escríbalo sin el signo menos',
    );
    expect(
      translateValidation(fields(CardNumber.safeParse('4111 1111 1111 1112'))['(input)'] ?? '', es),
    ).toBe('El dígito de control de este número no coincide: revise si hay un error');
    // Main parses with the same schema and answers as dispatch does: the reason in `fields`,
    // its English as the message for the log; the page says it in Spanish from the key.
    const main = refuseFields(id);
    expect(main.error.message).toBe('payment_id: An id has only letters, digits, "-" and "_"');
    expect(errorText(main.error, es)).toBe(
      'ID de pago: Un ID solo tiene letras, dígitos, "-" y "_"',
    );
  });

  it('leaves what main or the API said as written', () => {
    const es = createI18n('es').t;
    expect(translateValidation('holder_name must be 1 to 64 characters', es)).toBe(
      'holder_name must be 1 to 64 characters',
    );
    // Looks like a reason but names none the catalog has: shown as sent, not as a key.
    expect(translateValidation('validation.constructor', es)).toBe('validation.constructor');
  });
});

describe('an API code given as an example', () => {
  it('is said in words beside it, in both languages', async () => {
    const { VALIDATION_WORDS } = await import('../../../shared/validation-words');
    for (const words of [VALIDATION_WORDS.en, VALIDATION_WORDS.es]) {
      // A currency's example (USD) is its ISO code, the same in every language.
      const apiCodes = Object.values(words).filter((m) =>
        /upper-case code|código en mayúsculas/.test(m),
      );
      expect(apiCodes.length).toBeGreaterThanOrEqual(3);
      for (const message of apiCodes) {
        for (const [, , gloss] of message.matchAll(/(?:e\.g\.|p\. ej\.) ([A-Z_]{3,})( \(.+\))?/g)) {
          expect(gloss, message).toBeDefined();
        }
      }
    }
  });
});
