import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyDecimals } from '../../../shared/money';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { CSV_COLUMNS } from './export';

type CsvRow = Record<(typeof CSV_COLUMNS)[number], string>;

/*
 * Activity is the audit trail: back-office changes are in it with their targets, a refused
 * capture is found under its payment, an unknown outcome settled by cancel-or-refund says who
 * and how, and the CSV export reconciles with the simulator's ledger.
 */

let f: CoreFixture;
beforeAll(async () => {
  f = await coreFixture();
});
afterAll(() => f.core.close());

async function armFault(path: string, kind: string, count = 1) {
  const response = await fetch(`${f.core.simulator.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-control-token': f.core.simulator.controlToken,
    },
    body: JSON.stringify({ match: { method: 'POST', path }, kind, count }),
  });
  expect(response.status).toBe(201);
}

async function search(
  text: string,
): Promise<{ kind: string; outcome: string; operator: string }[]> {
  const page = await f.call('activity:query', { filter: { search: text } });
  return page.value.rows;
}

async function exportCsv(filter: object = {}): Promise<CsvRow[]> {
  const done = await f.call('activity:export', { filter, format: 'csv' });
  const text = f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString('utf8');
  const [header, ...lines] = text.trim().split('\r\n').map(cells);
  expect(header).toEqual(CSV_COLUMNS);
  return lines.map(
    (line) => Object.fromEntries(header!.map((name, i) => [name, line[i] ?? ''])) as CsvRow,
  );
}

/** RFC 4180 cells: the export quotes a cell with a comma or a quote in it. */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
    m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replaceAll('""', '"') : m[1]!,
  );
}

function authorize(amount: string, currency = 'USD') {
  return f.call('payments:authorize', {
    merchant_id: 'mer-seed-store-1',
    amount,
    currency,
    type: 'SALE',
    instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
  });
}

describe('back-office changes', () => {
  let created: string;

  beforeAll(async () => {
    const instrument = await f.call('instruments:create', {
      holder_name: 'Audit Trail',
      number: '4111111111111111',
      cvv: '123',
      expiration_month: '12',
      expiration_year: '2030',
    });
    expect(instrument).toMatchObject({ ok: true });
    created = instrument.value.id;
    expect(
      await f.call('instruments:update', { id: created, changes: { holder_name: 'Audit Two' } }),
    ).toMatchObject({ ok: true });
    expect(
      await f.call('users:create', {
        user_id: 'usr-audit',
        instruments: [{ kind: 'existing', instrument_id: 'ins-seed-visa-approved' }],
      }),
    ).toMatchObject({ ok: true });
    expect(
      await f.call('users:addInstrument', { user_id: 'usr-audit', instrument_id: created }),
    ).toMatchObject({ ok: true });
    expect(
      await f.call('users:removeInstrument', {
        user_id: 'usr-audit',
        instrument_id: created,
        force_delete: true,
      }),
    ).toMatchObject({ ok: true });
    // Refused by the API: journaled too, as failed.
    const refused = await f.call('users:addInstrument', {
      user_id: 'usr-nobody',
      instrument_id: created,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('are found in Activity by the user they changed, with who did it', async () => {
    const rows = await search('usr-audit');
    expect(rows.map((r) => [r.kind, r.outcome, r.operator])).toEqual([
      ['users:removeInstrument', 'succeeded', 'qa (local, not verified)'],
      ['users:addInstrument', 'succeeded', 'qa (local, not verified)'],
      ['users:create', 'succeeded', 'qa (local, not verified)'],
    ]);
  });

  it('are found by the instrument, including the create that only the answer named', async () => {
    const rows = await search(created);
    expect(rows.map((r) => [r.kind, r.outcome])).toEqual([
      ['users:addInstrument', 'failed'],
      ['users:removeInstrument', 'succeeded'],
      ['users:addInstrument', 'succeeded'],
      ['instruments:update', 'succeeded'],
      ['instruments:create', 'succeeded'],
    ]);
  });

  it('can be filtered by operation, and the export names their type and targets', async () => {
    const rows = await exportCsv({ operations: ['users:removeInstrument'] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operation_type: 'REMOVE_USER_INSTRUMENT',
      outcome: 'succeeded',
      user_id: 'usr-audit',
      instrument_id: created,
      operator: 'qa (local, not verified)',
      profile: 'Simulator',
      idempotency_key: '',
    });
    const detail = await f.call('activity:get', { operation_id: rows[0]!.operation_id });
    expect(detail.value.request).toMatchObject({ method: 'DELETE' });
    expect(detail.value.attempts).toEqual([
      expect.objectContaining({ attempt: 1, result: 'answered', http_status: 204 }),
    ]);
  });

  it('never reach the money screens, which cannot retry them', async () => {
    const recent = await f.call('outcomes:recent', { limit: 100 });
    expect(recent.value.map((r: { kind: string }) => r.kind)).not.toContain('users:create');
    const [row] = await search('usr-nobody');
    const id = (row as unknown as { operation_id: string }).operation_id;
    expect(await f.call('outcomes:retry', { operation_id: id })).toMatchObject({ ok: false });
  });
});

describe('a reversal the API refuses', () => {
  // An adjustment after capture: main refuses only what it can see for itself (more than is
  // left to capture or refund), so this one reaches the API, whose 409 is what is journaled.
  it('is named for what it was and found under its payment', async () => {
    const adjustment = await f.call('transactions:reverse', {
      transaction_id: 'trx-seed-partially-refunded-auth',
      payment_id: 'pay-seed-partially-refunded',
      type: 'ADJUSTMENT',
      amount: '10.00',
      currency: 'USD',
    });
    expect(adjustment.value).toMatchObject({
      outcome: 'failed',
      label: 'Adjustment',
      targets: {
        payment_id: 'pay-seed-partially-refunded',
        transaction_id: 'trx-seed-partially-refunded-auth',
      },
    });
    const rows = await search('pay-seed-partially-refunded');
    expect(rows).toContainEqual(
      expect.objectContaining({ operation_id: adjustment.value.operation_id, label: 'Adjustment' }),
    );
    const [csv] = (await exportCsv({ search: 'pay-seed-partially-refunded' })).filter(
      (r) => r.operation_id === adjustment.value.operation_id,
    );
    expect(csv).toMatchObject({
      operation_type: 'ADJUSTMENT',
      payment_id: 'pay-seed-partially-refunded',
      transaction_id: 'trx-seed-partially-refunded-auth',
      outcome: 'failed',
      api_error_code: expect.stringMatching(/./),
      requested_amount: '10.00',
    });
  });

  it('a capture of a cancelled payment is refused by main before it is sent, and journals nothing', async () => {
    const capture = await f.call('transactions:reverse', {
      transaction_id: 'trx-seed-cancelled-auth',
      payment_id: 'pay-seed-cancelled',
      type: 'CAPTURE',
      amount: '10.00',
      currency: 'USD',
    });
    expect(capture).toMatchObject({ ok: false });
    expect(await search('pay-seed-cancelled')).toEqual([]);
  });
});

describe('an unknown outcome', () => {
  it('settled by cancel-or-refund of its payment leaves the unknown list, saying who and how', async () => {
    const auth = await authorize('45.00');
    const paymentId = auth.value.ids.payment_id as string;
    const transactionId = auth.value.ids.transaction_id as string;
    // The cancellation happens, but both answers are lost: outcome unknown.
    await armFault(`/v1/transactions/${transactionId}/reversals`, 'error_500_after_effect', 2);
    const cancel = await f.call('transactions:reverse', {
      transaction_id: transactionId,
      payment_id: paymentId,
      type: 'CANCELLATION',
    });
    expect(cancel.value.outcome).toBe('unknown');
    const before = await f.call('outcomes:unresolved');
    expect(before.value.map((r: { operation_id: string }) => r.operation_id)).toContain(
      cancel.value.operation_id,
    );

    const resolve = await f.call('pos:cancelOrRefund', { payment_id: paymentId });
    expect(resolve.value).toMatchObject({ outcome: 'succeeded', status: 'ALREADY_CANCELLED' });

    const after = await f.call('outcomes:unresolved');
    expect(after.value).toEqual([]);
    const settled = await f.call('activity:get', { operation_id: cancel.value.operation_id });
    expect(settled.value.row).toMatchObject({
      outcome: 'resolved',
      resolution: {
        by: 'qa (local, not verified)',
        verdict: 'cancel_or_refund',
        payment_id: paymentId,
        operation_id: resolve.value.operation_id,
        payment_status: 'ALREADY_CANCELLED',
      },
    });
    // The settled operation is still found under its payment, and exported with who settled it.
    const [row] = (await exportCsv({ search: paymentId })).filter(
      (r) => r.operation_id === cancel.value.operation_id,
    );
    expect(row).toMatchObject({
      outcome: 'resolved',
      operation_type: 'CANCELLATION',
      resolved_by: 'qa (local, not verified)',
      resolution: `cancel_or_refund ${resolve.value.operation_id} ALREADY_CANCELLED`,
    });
  });

  it('settled by a retry says so, with who retried', async () => {
    const auth = await authorize('15.00');
    const transactionId = auth.value.ids.transaction_id as string;
    await armFault(`/v1/transactions/${transactionId}/reversals`, 'error_500', 2);
    const capture = await f.call('transactions:reverse', {
      transaction_id: transactionId,
      type: 'CAPTURE',
    });
    expect(capture.value.outcome).toBe('unknown');
    const retried = await f.call('outcomes:retry', { operation_id: capture.value.operation_id });
    expect(retried.value).toMatchObject({
      outcome: 'succeeded',
      resolution: { by: 'qa (local, not verified)', verdict: 'resent' },
    });
  });

  it('on another payment is left alone by cancel-or-refund', async () => {
    const auth = await authorize('16.00');
    const transactionId = auth.value.ids.transaction_id as string;
    await armFault(`/v1/transactions/${transactionId}/reversals`, 'error_500', 2);
    const capture = await f.call('transactions:reverse', {
      transaction_id: transactionId,
      type: 'CAPTURE',
    });
    expect(capture.value.outcome).toBe('unknown');
    await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-pos-drill-authorized' });
    const unresolved = await f.call('outcomes:unresolved');
    expect(unresolved.value.map((r: { operation_id: string }) => r.operation_id)).toEqual([
      capture.value.operation_id,
    ]);
  });

  it('is settled only by an operation whose module settles unknowns, not by a capture of the same payment', async () => {
    const auth = await authorize('17.00');
    const paymentId = auth.value.ids.payment_id as string;
    const transactionId = auth.value.ids.transaction_id as string;
    await armFault(`/v1/transactions/${transactionId}/reversals`, 'error_500', 2);
    const lost = await f.call('transactions:reverse', {
      transaction_id: transactionId,
      payment_id: paymentId,
      type: 'CAPTURE',
      amount: '5.00',
      currency: 'USD',
    });
    expect(lost.value.outcome).toBe('unknown');
    const capture = await f.call('transactions:reverse', {
      transaction_id: transactionId,
      payment_id: paymentId,
      type: 'CAPTURE',
      amount: '5.00',
      currency: 'USD',
    });
    expect(capture.value.outcome).toBe('succeeded');
    const unresolved = await f.call('outcomes:unresolved');
    expect(unresolved.value.map((r: { operation_id: string }) => r.operation_id)).toContain(
      lost.value.operation_id,
    );
  });
});

describe('the CSV export', () => {
  it('reconciles with the simulator ledger: every effect is one row with its ids and amount', async () => {
    const usd = await authorize('200.00');
    const usdTrx = usd.value.ids.transaction_id as string;
    const capture = await f.call('transactions:reverse', {
      transaction_id: usdTrx,
      type: 'CAPTURE',
      amount: '80',
      currency: 'USD',
    });
    expect(capture.value.outcome).toBe('succeeded');
    const refund = await f.call('transactions:reverse', {
      transaction_id: usdTrx,
      type: 'REFUND',
      amount: '42.5',
      currency: 'USD',
    });
    expect(refund.value.outcome).toBe('succeeded');
    const cop = await authorize('350000', 'COP');
    // No amount: the whole authorization, which only the answer (and the ledger) states.
    const full = await f.call('transactions:reverse', {
      transaction_id: cop.value.ids.transaction_id,
      type: 'CAPTURE',
    });
    expect(full.value.outcome).toBe('succeeded');
    const pos = await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-pos-drill-captured' });
    expect(pos.value.outcome).toBe('succeeded');

    const rows = await exportCsv();
    const ledger = await f.ledger();
    expect(ledger.length).toBeGreaterThanOrEqual(6);
    for (const effect of ledger as unknown as {
      kind: string;
      idempotency_key: string;
      payment_id: string;
      transaction_id: string;
      amount: { value: number; currency: string };
    }[]) {
      const matching = rows.filter((r) => r.idempotency_key === effect.idempotency_key);
      expect(matching, `${effect.kind} ${effect.transaction_id}`).toHaveLength(1);
      const row = matching[0]!;
      if (row.outcome === 'unknown' || row.outcome === 'resolved') {
        // No answer ever came: the row says so, and names the payment to look up.
        expect(row.payment_id).toBe(effect.payment_id);
        continue;
      }
      const type =
        row.operation_type === 'CANCEL_OR_REFUND'
          ? ({ REFUNDED: 'REFUND', CANCELLED: 'CANCELLATION' } as Record<string, string>)[
              row.status
            ]
          : row.operation_type;
      expect({
        type,
        payment_id: row.payment_id,
        transaction_id: row.transaction_id,
        amount: row.amount,
        currency: row.currency,
      }).toEqual({
        type: effect.kind,
        payment_id: effect.payment_id,
        transaction_id: effect.transaction_id,
        amount: effect.amount.value.toFixed(currencyDecimals(effect.amount.currency)),
        currency: effect.amount.currency,
      });
    }
    // And the other way: a money row that succeeded moved money the ledger knows of.
    const keys = new Set(ledger.map((e) => e.idempotency_key));
    const moved = rows.filter(
      (r) => r.outcome === 'succeeded' && r.idempotency_key && !r.status.startsWith('ALREADY_'),
    );
    for (const row of moved) expect(keys, row.operation_id).toContain(row.idempotency_key);
    const refundRow = rows.find((r) => r.operation_id === refund.value.operation_id)!;
    expect(refundRow).toMatchObject({ amount: '42.50', requested_amount: '42.50' });
    const copRow = rows.find((r) => r.operation_id === full.value.operation_id)!;
    expect(copRow).toMatchObject({ amount: '350000', currency: 'COP', requested_amount: '' });
  });

  it('rows that never got an answer carry the amount that was asked, in minor-unit digits', async () => {
    await armFault('/v1/payments/authorizations', 'reset_before_effect', 2);
    const lost = await authorize('12.5', 'USD');
    expect(lost.value.outcome).toBe('unknown');
    await armFault('/v1/payments/authorizations', 'reset_before_effect', 2);
    const lostCop = await authorize('7000', 'COP');
    expect(lostCop.value.outcome).toBe('unknown');

    const rows = await exportCsv();
    expect(rows.find((r) => r.operation_id === lost.value.operation_id)).toMatchObject({
      outcome: 'unknown',
      amount: '12.50',
      currency: 'USD',
      requested_amount: '12.50',
    });
    expect(rows.find((r) => r.operation_id === lostCop.value.operation_id)).toMatchObject({
      amount: '7000',
      currency: 'COP',
    });
    const done = await f.call('activity:export', { filter: {}, format: 'jsonl' });
    const text = f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString('utf8');
    const line = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.operation_id === lost.value.operation_id);
    expect(line).toMatchObject({ outcome: 'unknown', amount: '12.50', currency: 'USD' });
  });

  it('JSON Lines carries the same columns for every operation', async () => {
    const done = await f.call('activity:export', { filter: {}, format: 'jsonl' });
    const text = f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString('utf8');
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const csv = await exportCsv();
    expect(lines).toHaveLength(csv.length);
    lines.forEach((line, i) => {
      const row = csv[i]!;
      for (const column of [
        'operation_id',
        'operation_type',
        'payment_id',
        'amount',
        'outcome',
      ] as const) {
        expect(String(line[column] ?? ''), column).toBe(row[column]);
      }
      expect(line.begin).toMatchObject({ operation_id: row.operation_id });
    });
  });
});

describe("the role map's edits", () => {
  it('are in Activity and the export as a change, with who, when, and the roles before and after', async () => {
    const before = (await f.call('roles:map', undefined)).value.rows.find(
      (row: { channel: string }) => row.channel === 'instruments:create',
    ).roles;
    expect(before).not.toEqual(['admin']);
    expect(
      await f.callConfirmed('roles:setMap', { channel: 'instruments:create', roles: ['admin'] }),
    ).toMatchObject({ ok: true });
    // Asking for the map it already is changes nothing, so it journals nothing.
    await f.callConfirmed('roles:setMap', { channel: 'instruments:create', roles: ['admin'] });
    await f.callConfirmed('roles:setMap', { reset: true });

    const page = await f.call('activity:query', { filter: { operations: ['roles:setMap'] } });
    expect(
      page.value.rows.map((r: { kind: string; outcome: string; operator: string }) => [
        r.kind,
        r.outcome,
        r.operator,
      ]),
    ).toEqual([
      ['roles:setMap', 'succeeded', 'qa (local, not verified)'],
      ['roles:setMap', 'succeeded', 'qa (local, not verified)'],
    ]);
    const [reset, edit] = await exportCsv({ operations: ['roles:setMap'] });
    expect(edit).toMatchObject({ operation_type: 'ROLE_MAP_CHANGE', outcome: 'succeeded' });
    expect(reset).toMatchObject({ operation_type: 'ROLE_MAP_CHANGE' });
    const detail = await f.call('activity:get', { operation_id: edit!.operation_id });
    expect(detail.value.request.body).toEqual({
      changes: [{ channel: 'instruments:create', before, after: ['admin'] }],
    });
    const undone = await f.call('activity:get', { operation_id: reset!.operation_id });
    expect(undone.value.request.body).toEqual({
      changes: [{ channel: 'instruments:create', before: ['admin'], after: before }],
    });
  });
});

describe("the sign-in provider's changes", () => {
  const SECRET = 'pr0vider-s3cret-never-journaled';
  it('are in Activity as one change each, with who, the settings and whether the secret changed, never the secret', async () => {
    const before = await f.call('activity:query', {
      filter: { operations: ['identity:setProvider'] },
    });
    expect(before.value.rows).toEqual([]);
    expect(
      await f.callConfirmed('identity:setProvider', {
        issuer: 'https://id.shop.example/realms/shop',
        client_id: 'payments-console',
        client_secret: SECRET,
        roles_claim: 'groups',
      }),
    ).toMatchObject({ ok: true });

    const page = await f.call('activity:query', {
      filter: { operations: ['identity:setProvider'] },
    });
    expect(
      page.value.rows.map((r: { kind: string; outcome: string; operator: string }) => [
        r.kind,
        r.outcome,
        r.operator,
      ]),
    ).toEqual([['identity:setProvider', 'succeeded', 'qa (local, not verified)']]);
    const [saved] = await exportCsv({ operations: ['identity:setProvider'] });
    expect(saved).toMatchObject({
      operation_type: 'SIGN_IN_PROVIDER_CHANGE',
      outcome: 'succeeded',
    });
    const detail = await f.call('activity:get', { operation_id: saved!.operation_id });
    expect(detail.value.request.body).toEqual({
      issuer: 'https://id.shop.example/realms/shop',
      client_id: 'payments-console',
      roles_claim: 'groups',
      secret_changed: true,
    });
    const journalDir = join(f.dataDir, 'journal');
    const written = readdirSync(journalDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    expect(written).toContain('payments-console');
    expect(written).not.toContain(SECRET);

    // Kept, the secret did not change, and the journal says so.
    await f.callConfirmed('identity:setProvider', {
      issuer: 'https://id.shop.example/realms/shop',
      client_id: 'payments-console',
    });
    const [kept] = await exportCsv({ operations: ['identity:setProvider'] });
    const keptDetail = await f.call('activity:get', { operation_id: kept!.operation_id });
    expect(keptDetail.value.request.body).toMatchObject({
      roles_claim: 'roles',
      secret_changed: false,
    });
  });
});

describe('declines', () => {
  it('keeps the network’s response code in the CSV, so a "51" is told from a "05" afterwards', async () => {
    for (const id of ['ins-seed-mastercard-insufficient-funds', 'ins-seed-mastercard-rejected']) {
      const sent = await f.call('payments:authorize', {
        merchant_id: 'mer-seed-store-1',
        amount: '7.00',
        currency: 'USD',
        type: 'SALE',
        instrument: { kind: 'stored', id },
      });
      expect(sent).toMatchObject({ ok: true, value: { outcome: 'declined' } });
    }
    const rows = await exportCsv({ outcomes: ['declined'] });
    expect(rows.slice(0, 2).map((row) => [row.status, row.response_code])).toEqual([
      ['REJECTED', '05'],
      ['DECLINED', '51'],
    ]);
  });
});
