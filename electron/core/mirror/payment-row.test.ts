import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import observed from '../../../shared/testing/api-observed/payment-after-manual-capture.json';
import { MirrorStore } from './mirror-store';
import { mirroredPaymentOf } from './payment-row';

const PAN = '4111111111111111';
const CVV = '7319';

/** A payment as an API that echoes card data everywhere it can would send it. */
const leaky = {
  id: 'pay-leaky-1',
  // Visible characters a trace number may have, but a card number: the redactor would cut it.
  external_client_trace_id: PAN,
  status: 'AUTHORIZED',
  initial_amount: 120.5,
  currency: 'USD',
  merchant_id: 'mer-seed-store-1',
  payment_instrument: {
    type: 'CARD',
    id: 'ins-leaky',
    number: PAN,
    cvv: CVV,
    security_code: CVV,
    last_four_digits: PAN,
    card_brand: 'VISA',
    issuer_identification_number: PAN,
  },
  card: { number: PAN, cvv: CVV },
  created_at: 1762166696,
  updated_at: '2025-11-03T10:44:58.454842Z',
};

describe('a payment body as the mirror keeps it', () => {
  it('reads the real sandbox’s shape: ISO times with microseconds, the instrument’s id', () => {
    const row = mirroredPaymentOf(observed);
    expect(row).toEqual({
      ok: true,
      value: {
        id: 'pay-d448fa7jebdt9pu3tqjg',
        // `""` is the API's "not said".
        traceId: null,
        merchantId: 'mer-d43nagkm4gl7c1b8dqhg',
        status: 'AUTHORIZED',
        amountMinor: 10000,
        currency: 'USD',
        cardBrand: null,
        bin: null,
        lastFour: null,
        userId: null,
        instrumentId: 'ins-d43pf7liu5l7ham9iu1g',
        createdAt: Date.parse('2025-11-03T10:44:56.570Z'),
        updatedAt: Date.parse('2025-11-03T10:44:58.454Z'),
      },
    });
  });

  it('takes whole pesos and the card facts of the instrument and its holder', () => {
    const row = mirroredPaymentOf(
      {
        ...observed,
        initial_amount: '350000',
        currency: 'COP',
        external_client_trace_id: '0412345678',
      },
      { bin: '520000', lastFour: '0007', cardBrand: 'MASTERCARD', userId: 'usr-seed-maria' },
    );
    expect(row).toMatchObject({
      ok: true,
      value: {
        amountMinor: 350000,
        currency: 'COP',
        traceId: '0412345678',
        bin: '520000',
        lastFour: '0007',
        cardBrand: 'MASTERCARD',
        userId: 'usr-seed-maria',
      },
    });
  });

  it('refuses a payment it cannot place: no id, or no creation time', () => {
    expect(mirroredPaymentOf({ ...observed, id: '' })).toMatchObject({ ok: false });
    expect(mirroredPaymentOf({ ...observed, created_at: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'validation' },
    });
  });

  it('stores nothing of a card number or security code the body holds, anywhere in the file', () => {
    const row = mirroredPaymentOf(leaky);
    if (!row.ok) throw new Error(row.error.message);
    expect(row.value).toMatchObject({
      traceId: null,
      lastFour: null,
      bin: null,
      cardBrand: 'VISA',
    });
    const dir = mkdtempSync(join(tmpdir(), 'mirror-pan-'));
    const opened = MirrorStore.open(join(dir, 'payments.sqlite'));
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.writePage([row.value], { page: 1 }).ok).toBe(true);
    opened.value.close();
    const bytes = readdirSync(dir)
      .map((name) => readFileSync(join(dir, name)).toString('latin1'))
      .join('');
    expect(bytes).toContain('pay-leaky-1');
    for (const secret of [PAN, PAN.slice(0, 6), PAN.slice(6, 12), CVV]) {
      expect(bytes).not.toContain(secret);
    }
  });
});
