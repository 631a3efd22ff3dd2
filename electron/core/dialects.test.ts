import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT_NAMES } from '../../shared/schemas/dialect';
import { amountOf, timestampOf } from '../../shared/schemas/normalize';
import { coreFixture, type CoreFixture } from './testing/core-fixture';

/*
 * The core's integration path (dispatch → handlers → client → HTTP → simulator) against both
 * of the simulator's dialects: every channel must work the same whether the API answers in the
 * simulator's friendly shapes or in those the public reference documents.
 */

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '25.50',
  currency: 'USD',
  type: 'SALE',
  capture_mode: 'MANUAL' as const,
};

describe.each(DIALECT_NAMES)('the core against the %s dialect', (dialect) => {
  let f: CoreFixture;
  beforeAll(async () => {
    f = await coreFixture({ dialect });
  });
  afterAll(() => f.core.close());

  it('reads every seeded payment and transaction, all fields in shapes it knows', async () => {
    const page = await f.call('payments:list', { page_size: 100 });
    expect(page.ok).toBe(true);
    expect(page.value.data.length).toBeGreaterThanOrEqual(8);
    const captured = await f.call('payments:get', { id: 'pay-seed-captured' });
    const auth = captured.value.transactions[0];
    expect(amountOf(auth.amount, captured.value.currency)).toEqual({
      state: 'value',
      value: { value: 350000, currency: 'COP' },
    });
    expect(timestampOf(captured.value.created_at).state).toBe('value');
    const trx = await f.call('transactions:get', { id: auth.id });
    expect(trx).toMatchObject({
      ok: true,
      value: { id: auth.id, payment_id: 'pay-seed-captured' },
    });
    expect(JSON.stringify([page.value, captured.value, trx.value])).not.toContain('$unexpected');
  });

  it('reads instruments and users, and creates and edits an instrument', async () => {
    const list = await f.call('instruments:list', {});
    const user = await f.call('users:get', { user_id: 'usr-seed-maria', show_inactive: true });
    expect(list.ok && user.ok).toBe(true);
    expect(user.value.data.map((i: { id: string }) => i.id)).toContain('ins-seed-visa-inactive');
    for (const i of user.value.data) {
      expect(timestampOf(i.user_instrument.added_at).state).toBe('value');
    }
    const created = await f.call('instruments:create', {
      holder_name: 'Ana Gómez',
      number: '5191 8722 7216 6422',
      cvv: '321',
      expiration_month: '6',
      expiration_year: '2031',
    });
    expect(created).toMatchObject({ ok: true, value: { card: { last_four_digits: '6422' } } });
    const updated = await f.call('instruments:update', {
      id: created.value.id,
      changes: { holder_name: 'Ana G.' },
    });
    expect(updated).toMatchObject({ ok: true, value: { card: { holder_name: 'Ana G.' } } });
    expect(JSON.stringify([list.value, user.value])).not.toContain('$unexpected');
  });

  it('adds, refuses, removes and force-deletes a user’s instruments, keeping the API’s codes', async () => {
    const removed = await f.call('users:removeInstrument', {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-mastercard-approved-debit',
    });
    expect(removed.ok).toBe(true);
    const added = await f.call('users:addInstrument', {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-mastercard-approved-debit',
    });
    expect(added).toMatchObject({ ok: true, value: { http_status: 201 } });
    const again = await f.call('users:addInstrument', {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-mastercard-approved-debit',
    });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'validation', status: 400, apiCode: 'instrument_already_added' },
    });
    const open = await f.call('users:removeInstrument', {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-visa-approved',
    });
    expect(open).toMatchObject({
      ok: false,
      error: { code: 'conflict', apiCode: 'instrument_has_open_payments' },
    });
    const forced = await f.call('users:removeInstrument', {
      user_id: 'usr-seed-maria',
      instrument_id: 'ins-seed-visa-approved',
      force_delete: true,
    });
    expect(forced.ok).toBe(true);
    const after = await f.call('users:get', { user_id: 'usr-seed-maria', show_inactive: true });
    expect(after.value.data.map((i: { id: string }) => i.id)).not.toContain(
      'ins-seed-visa-approved',
    );
  });

  it('creates a user with an existing instrument', async () => {
    const created = await f.call('users:create', {
      user_id: `usr-${dialect}`,
      instruments: [{ kind: 'existing', instrument_id: 'ins-seed-amex-approved' }],
    });
    expect(created).toMatchObject({ ok: true, value: { http_status: 201 } });
    const read = await f.call('users:get', { user_id: `usr-${dialect}` });
    expect(read.value.data.map((i: { id: string }) => i.id)).toEqual(['ins-seed-amex-approved']);
  });

  it('authorizes, declines, captures and resolves a payment, judging each outcome', async () => {
    const approved = await f.call('payments:authorize', authorization);
    expect(approved).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const declined = await f.call('payments:authorize', {
      ...authorization,
      instrument: { kind: 'stored', id: 'ins-seed-mastercard-insufficient-funds' },
    });
    expect(declined).toMatchObject({ ok: true, value: { outcome: 'declined' } });

    const paymentId = approved.value.response.payment_id;
    const trxId = approved.value.response.transaction.id;
    const capture = await f.call('transactions:reverse', {
      transaction_id: trxId,
      type: 'CAPTURE',
      // As the capture form sends it, from the payment it read; the amount is left out (all).
      currency: 'USD',
    });
    // The capture's amount is read from the bare answer and from the reference's wrapped one.
    const moved = { value: 25.5, currency: 'USD' };
    if (dialect === 'reference') {
      // Pending until the simulator's clock passes its estimated date, as the real sandbox is.
      expect(capture).toMatchObject({ ok: true, value: { outcome: 'pending', moved } });
      const inProcess = await f.call('payments:get', { id: paymentId });
      expect(inProcess.value.status).toBe('CAPTURE_IN_PROCESS');
      const early = await f.call('pos:cancelOrRefund', { payment_id: paymentId });
      expect(early).toMatchObject({ ok: true, value: { outcome: 'failed' } });
      const { baseUrl, controlToken } = f.core.simulator;
      await fetch(`${baseUrl}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'x-control-token': controlToken, 'content-type': 'application/json' },
        body: JSON.stringify({ advance_s: 3600 }),
      });
    } else {
      expect(capture).toMatchObject({ ok: true, value: { outcome: 'succeeded', moved } });
    }
    const payment = await f.call('payments:get', { id: paymentId });
    expect(payment.value.status).toBe('CAPTURED');

    const resolved = await f.call('pos:cancelOrRefund', { payment_id: paymentId });
    expect(resolved).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect((await f.call('payments:get', { id: paymentId })).value.status).toBe('REFUNDED');
  });
});

describe('the Simulator profile’s dialect setting', () => {
  it('switches the running simulator at once, without losing its state', async () => {
    const f = await coreFixture();
    try {
      const { baseUrl, controlToken } = f.core.simulator;
      const dialectNow = async () => {
        const answer = await fetch(`${baseUrl}/_sandbox/dialect`, {
          headers: { 'x-control-token': controlToken },
        });
        return ((await answer.json()) as { dialect: string }).dialect;
      };
      await f.call('users:removeInstrument', {
        user_id: 'usr-seed-maria',
        instrument_id: 'ins-seed-mastercard-approved-debit',
      });
      expect(await dialectNow()).toBe('friendly');
      const set = await f.call('profiles:setSimulatorDialect', { dialect: 'reference' });
      expect(set).toMatchObject({
        ok: true,
        value: { id: 'simulator', simulatorDialect: 'reference' },
      });
      expect(await dialectNow()).toBe('reference');
      const user = await f.call('users:get', { user_id: 'usr-seed-maria' });
      expect(user.value.data.map((i: { id: string }) => i.id)).toEqual(['ins-seed-visa-approved']);
      expect(
        await f.call('profiles:setSimulatorDialect', { dialect: 'posh' as 'reference' }),
      ).toMatchObject({
        ok: false,
        error: { code: 'validation' },
      });
    } finally {
      await f.core.close();
    }
  });
});
