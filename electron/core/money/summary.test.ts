import { describe, expect, it } from 'vitest';
import { fail } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { ApiClient } from '../client/api-client';
import { summarizeRequest, summarizeRetry } from './summary';

/** Nothing is looked up when the body says it all; a lookup would fail loudly here. */
const noApi = {
  call: async () => fail('network', 'no API in this test'),
} as unknown as ApiClient;

const capture = {
  kind: 'transactions:reverse' as const,
  path: '/v1/transactions/trx-1/reversals',
  body: { type: 'CAPTURE', amount: { value: 80, currency: 'USD' } },
  targets: { transaction_id: 'trx-1', payment_id: 'pay-1', card: '411111******1111' },
  amount: { value: 80, currency: 'USD' },
};

const resend = {
  begin: {
    operation_id: 'op-7',
    operation: 'payments:authorize',
    targets: { merchant_id: 'mer-1', instrument_id: 'ins-1' },
    amount: { value: 25.5, currency: 'USD' },
    request: { url: 'https://api.acme.example/v1/payments/authorizations' },
  },
} as unknown as JournalEntry;

describe('the production summary, in the language of the person who confirms', () => {
  it('names a capture and its target in English', async () => {
    expect(await summarizeRequest(noApi, capture, 'en')).toEqual({
      ok: true,
      value: {
        operation: 'Capture',
        amount: { value: 80, currency: 'USD' },
        target: 'transaction trx-1',
        last_four: '1111',
      },
    });
  });

  it('names the same capture in Spanish, with the same facts', async () => {
    expect(await summarizeRequest(noApi, capture, 'es')).toEqual({
      ok: true,
      value: {
        operation: 'Cobro',
        amount: { value: 80, currency: 'USD' },
        target: 'transacción trx-1',
        last_four: '1111',
      },
    });
  });

  it('names an incremental authorization’s payment in each language', async () => {
    const incremental = {
      kind: 'payments:authorize' as const,
      path: '/v1/payments/authorizations',
      body: { merchant_id: 'mer-1', payment_id: 'pay-9', amount: { value: 5, currency: 'EUR' } },
      targets: { merchant_id: 'mer-1', payment_id: 'pay-9', card: '555555******4444' },
      amount: { value: 5, currency: 'EUR' },
    };
    const [en, es] = await Promise.all([
      summarizeRequest(noApi, incremental, 'en'),
      summarizeRequest(noApi, incremental, 'es'),
    ]);
    expect(en).toMatchObject({
      value: { operation: 'Payment authorization', target: 'merchant mer-1 (payment pay-9)' },
    });
    expect(es).toMatchObject({
      value: { operation: 'Autorización de pago', target: 'comercio mer-1 (pago pay-9)' },
    });
  });

  it('words a resend from the journal in English and in Spanish', () => {
    expect(summarizeRetry(resend, 'en')).toEqual({
      operation: 'Resend of authorizing a payment op-7 (same idempotency key)',
      amount: { value: 25.5, currency: 'USD' },
      target: 'merchant mer-1, instrument ins-1',
    });
    expect(summarizeRetry(resend, 'es')).toEqual({
      operation: 'Reenvío de autorización de un pago op-7 (la misma clave de idempotencia)',
      amount: { value: 25.5, currency: 'USD' },
      target: 'comercio mer-1, instrumento ins-1',
    });
  });
});
