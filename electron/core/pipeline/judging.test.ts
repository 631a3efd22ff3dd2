import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { ApiClient } from '../client/api-client';
import type { HttpOutcome, HttpSend } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { Journal } from '../journal/journal';
import { pipelineFixture } from '../testing/pipeline-fixture';
import { storedCardAuthorization } from '../testing/requests';
import { rowOf } from '../activity/rows';
import { MoneyPipeline, type MoneyRequest } from './money-pipeline';
import { reportOf } from './report';

/** A pipeline whose API answers every money call `status` (201) with `body`. */
function answering(body: unknown, status = 201) {
  const dir = mkdtempSync(join(tmpdir(), 'judging-'));
  const send: HttpSend = async (request): Promise<HttpOutcome> => ({
    kind: 'response',
    status: request.url.endsWith('/oauth/token') ? 200 : status,
    headers: {},
    body: request.url.endsWith('/oauth/token') ? { access_token: 't', expires_in: 3600 } : body,
    latencyMs: 1,
  });
  const tokens = new TokenManager(
    {
      tokenUrl: 'http://api.test/oauth/token',
      clientId: 'c',
      clientSecret: async () => 's',
      deadlineMs: 100,
    },
    send,
  );
  const api = new ApiClient({ baseUrl: 'http://api.test', deadlineMs: 100 }, tokens, send);
  const journal = new Journal(dir);
  const pipeline = new MoneyPipeline({ journal, operator: 'qa', appVersion: 'test' });
  const ctx = { profile: { id: 'p', name: 'P', production: false }, api };
  return { journal, dir, run: (request: MoneyRequest) => pipeline.run(ctx, request) };
}

const cancellation: MoneyRequest = {
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-1/reversals',
  body: { type: 'CANCELLATION' },
  targets: { transaction_id: 'trx-1' },
};

describe('outcomes are judged in core, the same for the journal and every screen', () => {
  it('journals a declined reversal as declined, not succeeded', async () => {
    const h = answering({
      id: 'trx-2',
      type: 'CANCELLATION',
      status: 'DECLINED',
      payment_id: 'pay-1',
    });
    const report = await h.run(cancellation);
    expect(report).toMatchObject({
      outcome: 'declined',
      label: 'Cancellation',
      reversal_type: 'CANCELLATION',
      status: 'DECLINED',
      ids: { payment_id: 'pay-1', transaction_id: 'trx-2' },
    });
    const entry = await h.journal.byId(report.operation_id);
    expect(entry?.finish?.outcome).toBe('declined');
    expect(reportOf(entry!, false)).toMatchObject({ outcome: 'declined', label: 'Cancellation' });
    await h.journal.close();
  });

  it('calls a 402 whose answer says DECLINED declined, in the result, the journal and Activity', async () => {
    const h = answering(
      {
        error_code: 'card_declined',
        message: 'Insufficient funds',
        payment_id: 'pay-402',
        transaction: { id: 'trx-402', status: 'DECLINED', response_code: '51' },
      },
      402,
    );
    const report = await h.run(storedCardAuthorization(14));
    // The API's status and code stay beside the decline for support.
    expect(report).toMatchObject({
      outcome: 'declined',
      status: 'DECLINED',
      error: { status: 402, apiCode: 'card_declined' },
    });
    const entry = (await h.journal.byId(report.operation_id))!;
    expect(entry.finish?.outcome).toBe('declined');
    expect(rowOf(entry, false).outcome).toBe('declined');
    expect((await h.journal.query({ outcomes: ['declined'] })).total).toBe(1);
    await h.journal.close();
  });

  it('still calls a 4xx that names no refusal failed: nothing was taken, nothing was declined', async () => {
    for (const body of [
      { error_code: 'invalid_amount' },
      { transaction: { status: 'APPROVED' } },
    ]) {
      const h = answering(body, 400);
      expect((await h.run(storedCardAuthorization(15))).outcome).toBe('failed');
      await h.journal.close();
    }
  });

  it('calls a PENDING authorization pending: answered, not unknown, not retryable, never declined', async () => {
    const h = answering({ payment_id: 'pay-9', transaction: { id: 'trx-9', status: 'PENDING' } });
    const report = await h.run(storedCardAuthorization(12));
    expect(report).toMatchObject({ outcome: 'pending', status: 'PENDING', retryable: false });
    expect(report.error).toBeUndefined();
    expect(await h.journal.unresolved()).toEqual([]);
    const pending = await h.journal.query({ outcomes: ['pending'] });
    expect(pending.entries.map((e) => e.begin.operation_id)).toEqual([report.operation_id]);
    await h.journal.close();
  });

  it('calls a status the console does not know pending', async () => {
    const h = answering({ payment_id: 'pay-8', transaction: { id: 'trx-8', status: 'IN_REVIEW' } });
    expect(await h.run(storedCardAuthorization(13))).toMatchObject({
      outcome: 'pending',
      status: 'IN_REVIEW',
    });
    await h.journal.close();
  });

  it('indexes the ids the answer revealed, read by the operation’s descriptor', async () => {
    const h = answering({ action: 'REFUNDED', payment_id: 'pay-5', transaction_id: 'trx-r5' });
    const report = await h.run({
      kind: 'pos:cancelOrRefund',
      path: '/v1/pos/cancel-or-refund/pay-5',
      body: {},
      targets: { payment_id: 'pay-5' },
    });
    expect(report).toMatchObject({ outcome: 'succeeded', status: 'REFUNDED' });
    await h.journal.close();
    // A fresh journal reads the index from disk: the id is found without reading the answers.
    const reopened = new Journal(h.dir);
    const found = await reopened.query({ search: 'trx-r5' });
    expect(found.entries.map((e) => e.begin.operation_id)).toEqual([report.operation_id]);
    await reopened.close();
  });
});

describe('against the simulator', () => {
  it('journals a cancellation the issuer declined as declined, as the screen says', async () => {
    const f = await pipelineFixture({ deadlineMs: 2000 });
    try {
      // The public "reverse/cancel fails" drill card fails the Luhn check the console's form
      // enforces: the parsed input is built here, as the form never would.
      const authorize = moneyDescriptor('payments:authorize').request({
        merchant_id: 'mer-seed-store-1',
        instrument: {
          kind: 'card',
          card: {
            number: '5100000000000019',
            cvv: '123',
            expiration_month: '12',
            expiration_year: '2030',
            holder_name: 'Reversal Fails',
          },
        },
        amount: '20',
        currency: 'USD',
        type: 'SALE',
      });
      if (!authorize.ok) throw new Error(authorize.error.message);
      const authorized = await f.pipeline.run(f.ctx, {
        kind: 'payments:authorize',
        ...authorize.value,
      });
      expect(authorized.outcome).toBe('succeeded');

      const cancel = moneyDescriptor('transactions:reverse').request({
        transaction_id: authorized.ids.transaction_id ?? '',
        type: 'CANCELLATION',
      });
      if (!cancel.ok) throw new Error(cancel.error.message);
      const cancelled = await f.pipeline.run(f.ctx, {
        kind: 'transactions:reverse',
        ...cancel.value,
      });
      expect(cancelled).toMatchObject({
        outcome: 'declined',
        label: 'Cancellation',
        status: 'DECLINED',
        ids: { payment_id: authorized.ids.payment_id },
      });
      const entry = await f.journal.byId(cancelled.operation_id);
      expect(entry?.finish?.outcome).toBe('declined');
    } finally {
      await f.close();
    }
  });
});
