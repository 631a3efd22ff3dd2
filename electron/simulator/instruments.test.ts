import { afterEach, describe, expect, it } from 'vitest';
import { cardBody, openSimulator, VISA } from './test-support';

const T0 = Date.UTC(2026, 5, 15, 10, 0, 0);
let clock = T0;
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
  clock = T0;
});

async function open() {
  const ctx = await openSimulator({ seed: false, clientId: 'console', now: () => clock });
  close = () => ctx.sb.close();
  return ctx;
}

describe('instrument lifecycle', () => {
  it('creates, reads, lists and patches an instrument', async () => {
    const { call } = await open();
    const created = await call('POST', '/v1/instruments', {
      ...cardBody({ expiration_month: 3, expiration_year: '31', service_code: '201' }),
      sequence_number: '01',
      user_data: { billing_address: { city: 'Bogotá', country: 'CO' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^ins-[0-9a-f]{24}$/),
      type: 'CARD',
      status: 'ACTIVE',
      validation: { status: 'VALIDATED' },
      client_id: 'console',
      organization_id: 'org-sandbox',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0).toISOString(),
      user_data: { billing_address: { city: 'Bogotá', country: 'CO' } },
      card: {
        last_four_digits: '1111',
        issuer_identification_number: '411111',
        holder_name: 'Test Holder',
        expiration_month: '03',
        expiration_year: '2031',
        service_code: '201',
        sequence_number: '01',
        bin_data: { card_brand: 'VISA', card_type: 'CREDIT' },
      },
      rail: { id: 'rail-sandbox', product: 'VISA' },
      service_code: '201',
      sequence_number: '01',
    });
    const id = created.body.id;

    const read = await call('GET', `/v1/instruments/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect((await call('GET', '/v1/instruments')).body.data).toEqual([created.body]);

    clock = T0 + 5_000;
    const patched = await call('PATCH', `/v1/instruments/${id}`, {
      card: { holder_name: '  New Name ', expiration_year: 2032, sequence_number: null },
      service_code: '101',
      status: 'INACTIVE',
      user_data: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      status: 'INACTIVE',
      created_at: new Date(T0).toISOString(),
      updated_at: new Date(T0 + 5_000).toISOString(),
      user_data: { billing_address: null },
      card: { holder_name: 'New Name', expiration_month: '03', expiration_year: '2032' },
      service_code: '101',
      sequence_number: null,
    });
    expect(patched.body.fingerprint).toBe(created.body.fingerprint);
    expect((await call('GET', `/v1/instruments/${id}`)).body).toEqual(patched.body);
  });

  it('derives brand and type from the BIN', async () => {
    const { call } = await open();
    const brandOf = async (number: string, cvv = '123') => {
      const { body } = await call('POST', '/v1/instruments', cardBody({ number, cvv }));
      return [body.card.bin_data.card_brand, body.card.bin_data.card_type, body.rail.product];
    };
    expect(await brandOf('5200 0000 0000 0007')).toEqual(['MASTERCARD', 'DEBIT', 'MASTERCARD']);
    expect(await brandOf('378282246310005', '1234')).toEqual(['AMEX', 'CREDIT', 'AMEX']);
    expect(await brandOf('2223000048400011')).toEqual(['MASTERCARD', 'CREDIT', 'MASTERCARD']);
  });

  it('gives the same card the same fingerprint and different cards different ones', async () => {
    const { call } = await open();
    const fp = async (number: string) =>
      (await call('POST', '/v1/instruments', cardBody({ number }))).body.fingerprint;
    const first = await fp(VISA);
    expect(await fp(VISA)).toBe(first);
    expect(await fp('5191872272166422')).not.toBe(first);
  });

  it('answers 404 resource_not_found for unknown ids on GET and PATCH', async () => {
    const { call } = await open();
    for (const [method, body] of [['GET'], ['PATCH', {}]] as const) {
      const reply = await call(method, '/v1/instruments/ins-missing', body);
      expect(reply.status).toBe(404);
      expect(reply.body.error_code).toBe('resource_not_found');
    }
  });
});

describe('GET /v1/instruments', () => {
  async function openWithFive() {
    const ctx = await open();
    for (let i = 0; i < 5; i++) {
      clock = T0 + i * 1000;
      const status = i === 2 ? 'INACTIVE' : undefined;
      await ctx.call('POST', '/v1/instruments', cardBody({}, { id: `ins-n${i}` }));
      if (status) await ctx.call('PATCH', `/v1/instruments/ins-n${i}`, { status });
    }
    const ids = async (query: string) =>
      (await ctx.call('GET', `/v1/instruments${query}`)).body.data.map((x: { id: string }) => x.id);
    return { ...ctx, ids };
  }

  it('sorts newest first by default and pages with page/page_size', async () => {
    const { ids } = await openWithFive();
    expect(await ids('')).toEqual(['ins-n4', 'ins-n3', 'ins-n2', 'ins-n1', 'ins-n0']);
    expect(await ids('?page_size=2')).toEqual(['ins-n4', 'ins-n3']);
    expect(await ids('?page=3&page_size=2')).toEqual(['ins-n0']);
    expect(await ids('?page=4&page_size=2')).toEqual([]);
    expect(await ids('?sort=created_at:asc&page=2&page_size=2')).toEqual(['ins-n2', 'ins-n3']);
  });

  it('filters by status', async () => {
    const { ids } = await openWithFive();
    expect(await ids('?status=INACTIVE')).toEqual(['ins-n2']);
    expect(await ids('?status=ACTIVE&sort=created_at:asc')).toEqual([
      'ins-n0',
      'ins-n1',
      'ins-n3',
      'ins-n4',
    ]);
  });

  it.each([
    'page=0',
    'page=abc',
    'page_size=0',
    'page_size=101',
    'sort=id:asc',
    'sort=created_at',
    'status=GONE',
  ])('answers 400 invalid_query for %s', async (query) => {
    const { call } = await open();
    const reply = await call('GET', `/v1/instruments?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error_code: 'invalid_query', field: query.split('=')[0] });
  });

  it('accepts the page_size bounds', async () => {
    const { call } = await open();
    for (const size of [1, 100])
      expect((await call('GET', `/v1/instruments?page_size=${size}`)).status).toBe(200);
  });
});
