import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulatorListener } from './server';
import { SEED_INSTRUMENTS } from './seed';
import { fetchToken, request } from './test-support';

// A Luhn-valid PAN that appears in no fixture. Random hex (fingerprints, hashes) may contain any
// 4 digits, so the CVV is looked for as a whole JSON value, and no key may mention it.
const PAN = '4000056655665556';
const CVV = '9137';
const cvvLeaks = (text: string) =>
  text.includes(`"${CVV}"`) || /:\s*9137\b/.test(text) || /"cvv"\s*:/.test(text);
const simulator = createSimulatorListener({ clientId: 'c', clientSecret: 's' });
const server = http.createServer(simulator.listener);
let baseUrl = '';
let token = '';
const bodies: string[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await fetchToken({ baseUrl, clientId: 'c', clientSecret: 's' });
  const call = async (method: string, path: string, body?: unknown) => {
    const reply = await request(baseUrl, method, path, { token, body });
    bodies.push(reply.text);
    return reply;
  };
  const created = await call('POST', '/v1/instruments', {
    id: 'ins-secret',
    type: 'CARD',
    card: {
      number: PAN,
      cvv: CVV,
      expiration_month: '1',
      expiration_year: '2035',
      holder_name: 'P',
    },
  });
  expect(created.status).toBe(201);
  await call('PATCH', '/v1/instruments/ins-secret', { card: { number: PAN, cvv: CVV } });
  await call('PATCH', '/v1/instruments/ins-secret', { card: { holder_name: 'Q' } });
  await call('GET', '/v1/instruments/ins-secret');
  await call('GET', '/v1/instruments?page_size=100');
  await call('POST', '/v1/instruments', { type: 'CARD', card: { number: PAN, cvv: '1' } });
  const card = {
    number: PAN,
    cvv: CVV,
    expiration_month: '1',
    expiration_year: '2035',
    holder_name: 'P',
  };
  // A raw card charged once, and a user created together with a new card.
  const paid = await call('POST', '/v1/payments/authorizations', {
    merchant_id: 'mer-seed-store-1',
    instrument: { type: 'CARD', card },
    amount: { value: 10, currency: 'USD' },
    type: 'SALE',
  });
  expect(paid.status).toBe(201);
  const user = await call('POST', '/v1/users/usr-secret/instruments', {
    instruments: [{ type: 'CARD', card }],
  });
  expect(user.status).toBe(201);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('card data confidentiality', () => {
  it('never returns the PAN or the CVV in a response body', () => {
    expect(bodies).toHaveLength(8);
    for (const text of bodies) {
      expect(text).not.toContain(PAN);
      expect(cvvLeaks(text)).toBe(false);
    }
    // The listing carries the seed instruments too.
    for (const seed of SEED_INSTRUMENTS) expect(bodies[4]).not.toContain(seed.pan);
  });

  it('keeps neither PAN nor CVV in the store, only BIN and last four', () => {
    const dump = JSON.stringify(simulator.store);
    expect(dump).toContain('ins-secret');
    expect(dump).toContain('"400005"');
    expect(dump).toContain('"5556"');
    expect(dump).not.toContain(PAN);
    expect(cvvLeaks(dump)).toBe(false);
    for (const seed of SEED_INSTRUMENTS) expect(dump).not.toContain(seed.pan);
  });
});
