import { describe, expect, it } from 'vitest';
import { PaymentAuthorizationInput } from '../schemas/payment';
import { fieldReason } from '../validation-words';
import { authorizationCall, readAuthorization } from './authorization';

const input = (changes: Record<string, unknown>) =>
  PaymentAuthorizationInput.parse({
    merchant_id: 'mer-1',
    instrument: { kind: 'stored', id: 'ins-1' },
    amount: '12.50',
    currency: 'USD',
    type: 'SALE',
    ...changes,
  });

describe('an authorization’s trace number', () => {
  it('travels as external_client_trace_id, the API’s name, and is left out when not typed', () => {
    const sent = authorizationCall('/v1/payments/authorizations', {
      ...input({ external_client_trace_id: ' POS7-000481 ' }),
    });
    expect(sent.ok && sent.value.body.external_client_trace_id).toBe('POS7-000481');
    const none = authorizationCall('/v1/payments/authorizations', {
      ...input({ external_client_trace_id: '' }),
    });
    expect(none.ok && 'external_client_trace_id' in none.value.body).toBe(false);
  });

  it('is checked at its field as terminals print it, and by the API’s rule in additional fields', () => {
    const typed = PaymentAuthorizationInput.safeParse({
      merchant_id: 'mer-1',
      instrument: { kind: 'stored', id: 'ins-1' },
      amount: '1',
      currency: 'USD',
      type: 'SALE',
      external_client_trace_id: '12ab!',
    });
    expect(typed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['external_client_trace_id', fieldReason('terminalTraceNumber')],
    ]);
    const extra = authorizationCall('/v1/payments/authorizations', {
      ...input({ extra: { external_client_trace_id: 'POS 7' } }),
    });
    expect(extra.ok ? undefined : extra.error.fields).toEqual({
      external_client_trace_id: fieldReason('traceNumber'),
    });
    // What the API takes and the form would not: QA may still send it through additional fields.
    const odd = authorizationCall('/v1/payments/authorizations', {
      ...input({ extra: { external_client_trace_id: 'A!7' } }),
    });
    expect(odd.ok && odd.value.body.external_client_trace_id).toBe('A!7');
  });
});

describe('an authorization’s answer', () => {
  const answer = (payment: Record<string, unknown>) => ({
    payment_id: 'pay-1',
    transaction: { id: 'trx-1', type: 'AUTHORIZATION', status: 'APPROVED' },
    payment: { id: 'pay-1', ...payment },
  });

  it('says an AUTOMATIC capture the API settles later is pending, as the reference answers it', () => {
    const read = readAuthorization(
      answer({
        status: 'AUTHORIZED',
        capture: { mode: 'AUTOMATIC', estimated_date_reason: 'AUTOMATIC_REQUEST' },
        transactions: [{ id: 'trx-2', type: 'CAPTURE', status: 'PENDING' }],
      }),
    );
    expect(read).toMatchObject({ status: 'APPROVED', capture_pending: true });
  });

  it('says nothing of a pending capture when the capture was instant or not asked for', () => {
    const instant = readAuthorization(
      answer({
        status: 'CAPTURED',
        capture: { mode: 'AUTOMATIC' },
        transactions: [{ id: 'trx-2', type: 'CAPTURE', status: 'APPROVED' }],
      }),
    );
    const manual = readAuthorization(answer({ status: 'AUTHORIZED', capture: { mode: 'MANUAL' } }));
    expect(instant.capture_pending).toBeUndefined();
    expect(manual.capture_pending).toBeUndefined();
  });

  it('reads the amount its transaction is for, as an object, a bare number or text', () => {
    const said = (amount: unknown, payment: Record<string, unknown> = { currency: 'USD' }) =>
      readAuthorization(
        { transaction: { id: 'trx-1', status: 'APPROVED', amount }, payment },
        { currency: 'EUR' },
      ).authorized;
    expect(said({ value: 10, currency: 'USD' })).toEqual({ value: 10, currency: 'USD' });
    expect(said('100')).toEqual({ value: 100, currency: 'USD' });
    // The payment names no currency: the request's.
    expect(said(12.5, {})).toEqual({ value: 12.5, currency: 'EUR' });
    expect(said(undefined)).toBeUndefined();
    expect(said('ten')).toBeUndefined();
  });
});
