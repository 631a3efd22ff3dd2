import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirroredPaymentOf } from '../core/mirror/payment-row';
import { authBody, openSimulator, type Simulator } from './test-support';

let ctx: Simulator;
beforeAll(async () => {
  ctx = await openSimulator();
});
afterAll(() => ctx.sb.close());

describe('a live authorization keeps the terminal’s trace number', () => {
  it('stores external_client_trace_id as sent, answers it on the payment, and the mirror reads it', async () => {
    const reply = await ctx.call(
      'POST',
      '/v1/payments/authorizations',
      authBody({ external_client_trace_id: 'POS7-000481' }),
    );
    expect(reply.status).toBe(201);
    const read = await ctx.call('GET', `/v1/payments/${reply.body.payment_id as string}`);
    expect(read.body.external_client_trace_id).toBe('POS7-000481');
    const row = mirroredPaymentOf(read.body);
    expect(row.ok && row.value.traceId).toBe('POS7-000481');
  });

  it('leaves it null when the terminal sent none, and refuses one that is not printable', async () => {
    const none = await ctx.call('POST', '/v1/payments/authorizations', authBody({}));
    expect(none.status).toBe(201);
    expect(
      (none.body.payment as { external_client_trace_id: unknown }).external_client_trace_id,
    ).toBeNull();
    const spaced = await ctx.call(
      'POST',
      '/v1/payments/authorizations',
      authBody({ external_client_trace_id: 'POS 7' }),
    );
    expect(spaced.status).toBe(400);
    expect(JSON.stringify(spaced.body)).toContain('external_client_trace_id');
  });
});
