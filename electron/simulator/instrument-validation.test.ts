import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBody, openSimulator } from './test-support';

// Mid-June 2026: 05/2026 has expired, 06/2026 is still valid.
const NOW = Date.UTC(2026, 5, 15);
let ctx: Awaited<ReturnType<typeof openSimulator>>;
beforeAll(async () => {
  ctx = await openSimulator({ seed: false, now: () => NOW });
});
afterAll(() => ctx.sb.close());

type Case = [string, Record<string, unknown>, string, string];

const createCases: Case[] = [
  ['type missing', cardBody({}, { type: undefined }), 'invalid_instrument_type', 'type'],
  ['type TOKEN', cardBody({}, { type: 'TOKEN' }), 'invalid_instrument_type', 'type'],
  ['card missing', { type: 'CARD' }, 'invalid_field', 'card'],
  [
    'number fails Luhn',
    cardBody({ number: '4111111111111112' }),
    'invalid_card_number',
    'card.number',
  ],
  ['number too short', cardBody({ number: '42424242424' }), 'invalid_card_number', 'card.number'],
  [
    'number too long',
    cardBody({ number: '41111111111111111113' }),
    'invalid_card_number',
    'card.number',
  ],
  [
    'number has letters',
    cardBody({ number: '4111a11111111111' }),
    'invalid_card_number',
    'card.number',
  ],
  [
    'number as a JSON number',
    cardBody({ number: 4111111111111111 }),
    'invalid_card_number',
    'card.number',
  ],
  ['cvv 2 digits', cardBody({ cvv: '12' }), 'invalid_cvv', 'card.cvv'],
  ['cvv 5 digits', cardBody({ cvv: '12345' }), 'invalid_cvv', 'card.cvv'],
  ['cvv missing', cardBody({ cvv: undefined }), 'invalid_cvv', 'card.cvv'],
  [
    'month 0',
    cardBody({ expiration_month: '0' }),
    'invalid_expiration_date',
    'card.expiration_month',
  ],
  [
    'month 13',
    cardBody({ expiration_month: 13 }),
    'invalid_expiration_date',
    'card.expiration_month',
  ],
  [
    'year 3 digits',
    cardBody({ expiration_year: '203' }),
    'invalid_expiration_date',
    'card.expiration_year',
  ],
  [
    'expired last month',
    cardBody({ expiration_month: '05', expiration_year: '2026' }),
    'card_expired',
    'card.expiration_year',
  ],
  [
    'expired last year',
    cardBody({ expiration_month: '12', expiration_year: '25' }),
    'card_expired',
    'card.expiration_year',
  ],
  ['holder blank', cardBody({ holder_name: '   ' }), 'invalid_holder_name', 'card.holder_name'],
  [
    'holder missing',
    cardBody({ holder_name: undefined }),
    'invalid_holder_name',
    'card.holder_name',
  ],
  [
    'holder 65 chars',
    cardBody({ holder_name: 'x'.repeat(65) }),
    'invalid_holder_name',
    'card.holder_name',
  ],
  ['service_code 2 digits', cardBody({ service_code: '20' }), 'invalid_field', 'card.service_code'],
  [
    'service_code top level',
    cardBody({}, { service_code: 'abc' }),
    'invalid_field',
    'service_code',
  ],
  [
    'sequence_number 4 digits',
    cardBody({ sequence_number: '0001' }),
    'invalid_field',
    'card.sequence_number',
  ],
  [
    'sequence_number empty',
    cardBody({}, { sequence_number: '' }),
    'invalid_field',
    'sequence_number',
  ],
  ['id with a slash', cardBody({}, { id: 'ins/../x' }), 'invalid_field', 'id'],
  ['id too long', cardBody({}, { id: 'a'.repeat(129) }), 'invalid_field', 'id'],
  [
    'billing_address a string',
    cardBody({}, { user_data: { billing_address: 'x' } }),
    'invalid_field',
    'user_data.billing_address',
  ],
];

describe('POST /v1/instruments validation', () => {
  it.each(createCases)('rejects %s', async (_, body, code, field) => {
    const reply = await ctx.call('POST', '/v1/instruments', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error_code: code, field, message: expect.any(String) });
  });

  it('accepts the edges: this month, 12 and 19 digits, 4-digit CVV, spaced number', async () => {
    for (const card of [
      { expiration_month: '6', expiration_year: '2026' },
      { number: '424242424242' },
      { number: '4111111111111111110' },
      { number: '4111 1111-1111 1111', cvv: '1234' },
    ]) {
      expect((await ctx.call('POST', '/v1/instruments', cardBody(card))).status).toBe(201);
    }
  });

  it('answers 409 resource_already_exists for a caller-chosen id that exists', async () => {
    const body = cardBody({}, { id: 'ins_Caller-1' });
    const first = await ctx.call('POST', '/v1/instruments', body);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe('ins_Caller-1');
    const again = await ctx.call(
      'POST',
      '/v1/instruments',
      cardBody({ holder_name: 'Other' }, { id: 'ins_Caller-1' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('resource_already_exists');
    expect((await ctx.call('GET', '/v1/instruments/ins_Caller-1')).body.card.holder_name).toBe(
      'Test Holder',
    );
  });
});

describe('PATCH /v1/instruments/:id validation', () => {
  const patchCases: Case[] = [
    ['card.number', { card: { number: '5191872272166422' } }, 'immutable_field', 'card.number'],
    ['card.cvv', { card: { cvv: '999' } }, 'immutable_field', 'card.cvv'],
    ['blank holder', { card: { holder_name: '' } }, 'invalid_holder_name', 'card.holder_name'],
    [
      'month 13',
      { card: { expiration_month: '13' } },
      'invalid_expiration_date',
      'card.expiration_month',
    ],
    [
      'year into the past',
      { card: { expiration_year: '2025' } },
      'card_expired',
      'card.expiration_year',
    ],
    [
      'month of this year gone',
      { card: { expiration_month: '1', expiration_year: '2026' } },
      'card_expired',
      'card.expiration_year',
    ],
    [
      'service_code 4 digits',
      { card: { service_code: '1234' } },
      'invalid_field',
      'card.service_code',
    ],
    ['sequence_number letters', { sequence_number: 'ab' }, 'invalid_field', 'sequence_number'],
    ['status unknown', { status: 'DELETED' }, 'invalid_field', 'status'],
    ['card not an object', { card: 'x' }, 'invalid_field', 'card'],
  ];

  it.each(patchCases)(
    'rejects %s and leaves the instrument unchanged',
    async (_, body, code, field) => {
      const created = await ctx.call(
        'POST',
        '/v1/instruments',
        cardBody({ holder_name: 'Before' }),
      );
      const path = `/v1/instruments/${created.body.id}`;
      const reply = await ctx.call('PATCH', path, { status: 'INACTIVE', ...body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error_code: code, field, message: expect.any(String) });
      expect((await ctx.call('GET', path)).body).toEqual(created.body);
    },
  );
});
