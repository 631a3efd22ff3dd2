import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EPOCH_MS, SEED_INSTRUMENTS } from './seed';
import { openSimulator, type Json } from './test-support';

// Far past every seed's expiry: seeding must not depend on the injected clock.
const ctx = { value: undefined as Awaited<ReturnType<typeof openSimulator>> | undefined };
const call = (method: string, path: string) => ctx.value!.call(method, path);

beforeAll(async () => {
  ctx.value = await openSimulator({ clientId: 'seeded', now: () => Date.UTC(2040, 0, 1) });
});
afterAll(() => ctx.value?.sb.close());

describe('seed data', () => {
  it('has unique fixed ids and exactly one INACTIVE instrument', () => {
    const ids = SEED_INSTRUMENTS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('ins-seed-'))).toBe(true);
    expect(SEED_INSTRUMENTS.filter((s) => s.status === 'INACTIVE').map((s) => s.id)).toEqual([
      'ins-seed-visa-inactive',
    ]);
  });

  it('serves every seed instrument, oldest first with sort=created_at:asc', async () => {
    const { body } = await call('GET', '/v1/instruments?sort=created_at:asc&page_size=100');
    expect(body.data.map((x: Json) => x.id)).toEqual(SEED_INSTRUMENTS.map((s) => s.id));
    expect(body.data[0].created_at).toBe(new Date(SEED_EPOCH_MS).toISOString());
    expect(body.data.every((x: Json) => x.client_id === 'seeded')).toBe(true);
  });

  it('covers VISA, MASTERCARD and AMEX, credit and debit', async () => {
    const { body } = await call('GET', '/v1/instruments?page_size=100');
    const brands = new Set(body.data.map((x: Json) => x.card.bin_data.card_brand));
    const types = new Set(body.data.map((x: Json) => x.card.bin_data.card_type));
    expect([...brands].sort()).toEqual(['AMEX', 'MASTERCARD', 'VISA']);
    expect([...types].sort()).toEqual(['CREDIT', 'DEBIT']);
  });

  it('describes the approved VISA in full', async () => {
    const { body } = await call('GET', '/v1/instruments/ins-seed-visa-approved');
    expect(body).toMatchObject({
      status: 'ACTIVE',
      card: { last_four_digits: '1111', holder_name: 'Ana Gómez', expiration_month: '12' },
      service_code: '201',
      sequence_number: '001',
      user_data: { billing_address: { city: 'Bogotá', country: 'CO' } },
    });
  });

  it('can start empty', async () => {
    const empty = await openSimulator({ seed: false });
    try {
      expect((await empty.call('GET', '/v1/instruments')).body.data).toEqual([]);
    } finally {
      await empty.sb.close();
    }
  });
});
