import { describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { ApiCall, ApiClient } from '../client/api-client';
import { epochMs } from './payment-facts';
import { checkStatus, SEARCH_MARGIN_MS } from './status-check';

const AT = '2025-11-03T01:56:34.000Z';
const at = (offsetMs: number) => Date.parse(AT) + offsetMs;
const seconds = (offsetMs: number) => Math.floor(at(offsetMs) / 1000);

function entry(changes: Partial<JournalEntry['begin']> = {}): JournalEntry {
  return {
    begin: {
      v: 1,
      type: 'begin',
      operation_id: 'op-checkstatus1',
      at: AT,
      operator: 'qa',
      app_version: 'test',
      profile: { id: 'prf-remote0001', name: 'Acquirer', production: false },
      operation: 'payments:authorize',
      targets: { merchant_id: 'mer-1', instrument_id: 'ins-1' },
      amount: { value: 20, currency: 'USD' },
      idempotency_key: '6f1c1e4e-8a39-4c8e-9d0e-5b1d3c2a7f10',
      request: { method: 'POST', url: 'https://api.test/v1/payments/authorizations', body: {} },
      body_exact: true,
      ...changes,
    },
    attempts: [],
  };
}

/** An API that answers each path from a table, recording what was asked. */
function fakeApi(answer: (call: ApiCall) => unknown) {
  const calls: ApiCall[] = [];
  const api = {
    call: async (call: ApiCall) => {
      calls.push(call);
      return ok({ status: 200, body: answer(call), headers: {}, latencyMs: 1 });
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const now = new Date(at(60_000));

describe('checkStatus', () => {
  it('lists the merchant’s payments around the time, reading times and amounts as the API sends them', async () => {
    // As in api-observed/payments-list.json: epoch seconds, numeric amounts, empty merchant_id.
    const page = [
      { id: 'pay-later', initial_amount: 20, currency: 'USD', created_at: seconds(30_000) },
      {
        id: 'pay-iso',
        initial_amount: '20.00',
        currency: 'usd',
        created_at: AT.replace('Z', '123Z'),
      },
      { id: 'pay-other-amount', initial_amount: 21, currency: 'USD', created_at: seconds(1_000) },
      {
        id: 'pay-nested',
        initial_amount: { value: '20', currency: 'USD' },
        created_at: seconds(0),
      },
      { id: 'pay-no-time', initial_amount: 20, currency: 'USD', created_at: '' },
      { id: 'pay-no-time-other', initial_amount: 5, currency: 'USD' },
      { id: 'pay-other-currency', initial_amount: 20, currency: 'COP', created_at: seconds(0) },
      // The API was asked for mer-1's payments; one that names another merchant is not ours.
      {
        id: 'pay-other-merchant',
        merchant_id: 'mer-2',
        initial_amount: 20,
        created_at: seconds(0),
      },
      { id: 'pay-blank-merchant', merchant_id: '', initial_amount: 20, created_at: seconds(2_000) },
      { no_id: true, initial_amount: 20 },
      { id: 'pay-too-old', initial_amount: 20, created_at: seconds(-SEARCH_MARGIN_MS - 60_000) },
    ];
    const { api, calls } = fakeApi(() => ({ data: page }));
    const result = await checkStatus(api, entry(), now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { search } = result.value;
    expect(result.value.payment).toBeUndefined();
    expect(search?.candidates.map((c) => [c.payment.id, c.amount_matches])).toEqual([
      ['pay-iso', true],
      ['pay-nested', true],
      ['pay-blank-merchant', true],
      ['pay-later', true],
      ['pay-no-time', true],
      ['pay-other-currency', false],
      ['pay-other-amount', false],
    ]);
    expect(search).toMatchObject({
      merchant_id: 'mer-1',
      from: new Date(at(-SEARCH_MARGIN_MS)).toISOString(),
      to: new Date(at(SEARCH_MARGIN_MS)).toISOString(),
      complete: true,
    });
    // One page: it reached back past the window.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/v1/payments',
      query: { merchant_id: 'mer-1', sort: 'created_at:desc', page: 1 },
    });
  });

  it('pages back until the window is covered, and says so when it gave up first', async () => {
    const full = (page: number) =>
      Array.from({ length: 100 }, (_, i) => ({
        id: `pay-${page}-${i}`,
        initial_amount: 1,
        created_at: seconds(SEARCH_MARGIN_MS - (page * 100 + i) * 100),
      }));
    const { api, calls } = fakeApi((call) => ({ data: full(Number(call.query?.page)) }));
    const result = await checkStatus(api, entry(), now);
    expect(result.ok && result.value.search?.complete).toBe(false);
    expect(calls.map((c) => c.query?.page)).toEqual([1, 2, 3, 4, 5]);
    expect(result.ok && result.value.search?.candidates).toHaveLength(50);
  });

  it('reads the payment when the answer revealed its id, and nothing else', async () => {
    const { api, calls } = fakeApi(() => ({ id: 'pay-revealed', status: 'AUTHORIZED' }));
    const e = entry();
    e.finish = {
      v: 1,
      type: 'finish',
      operation_id: e.begin.operation_id,
      at: AT,
      outcome: 'unknown',
      attempts: 1,
      latency_ms: 5,
      response: { status: 502, body: { payment_id: 'pay-revealed' } },
    };
    const result = await checkStatus(api, e, now);
    expect(result).toMatchObject({ ok: true, value: { payment: { id: 'pay-revealed' } } });
    expect(calls.map((c) => c.path)).toEqual(['/v1/payments/pay-revealed']);
  });

  it('finds a reversal’s payment through its transaction', async () => {
    const { api, calls } = fakeApi((call) =>
      call.path.startsWith('/v1/transactions/')
        ? { id: 'trx-1', payment_id: 'pay-9' }
        : { id: 'pay-9', status: 'CAPTURED' },
    );
    const result = await checkStatus(
      api,
      entry({ operation: 'transactions:reverse', targets: { transaction_id: 'trx-1' } }),
      now,
    );
    expect(result).toMatchObject({ ok: true, value: { payment: { id: 'pay-9' } } });
    expect(calls.map((c) => c.path)).toEqual(['/v1/transactions/trx-1', '/v1/payments/pay-9']);
  });

  it('says where to look when a transaction does not name its payment', async () => {
    const { api } = fakeApi(() => ({ id: 'trx-1', payment_id: '' }));
    const result = await checkStatus(
      api,
      entry({ operation: 'transactions:reverse', targets: { transaction_id: 'trx-1' } }),
      now,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});

describe('epochMs', () => {
  it.each([
    [1762134994, 1762134994000],
    ['1762134994', 1762134994000],
    [1762134994123, 1762134994123],
    ['2025-11-03T01:56:34.123456Z', Date.parse('2025-11-03T01:56:34.123Z')],
    ['', undefined],
    [null, undefined],
    ['soon', undefined],
  ])('%j → %j', (value, expected) => {
    expect(epochMs(value)).toBe(expected);
  });
});
