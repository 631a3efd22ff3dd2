import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Downloads } from '../../web/downloads';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { csvLine } from './export';

let f: CoreFixture;
const PAN = '5191872272166422';
const ops: Record<
  string,
  { operation_id: string; idempotency_key: string; response: { payment_id?: string } }
> = {};

async function download(url: string) {
  const id = url.replace('/download/', '');
  return (f.downloads as Downloads).take(id)!.body.toString('utf8');
}

beforeAll(async () => {
  f = await coreFixture();
  const base = { merchant_id: 'mer-seed-store-1', amount: '12.00', currency: 'USD', type: 'SALE' };
  ops.stored = (
    await f.call('payments:authorize', {
      ...base,
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    })
  ).value;
  ops.raw = (
    await f.call('payments:authorize', {
      ...base,
      instrument: {
        kind: 'card',
        card: {
          number: PAN,
          cvv: '321',
          expiration_month: '01',
          expiration_year: '2031',
          holder_name: 'Raw Card',
        },
      },
    })
  ).value;
  ops.pos = (
    await f.call('pos:cancelOrRefund', { payment_id: 'pay-seed-pos-drill-captured' })
  ).value;
});
afterAll(() => f.core.close());

describe('Activity', () => {
  it('lists every operation newest first with who, where and how it ended', async () => {
    const page = await f.call('activity:query', { filter: {} });
    expect(page.value.total).toBe(3);
    expect(page.value.rows.map((r: { operation_id: string }) => r.operation_id)).toEqual([
      ops.pos!.operation_id,
      ops.raw!.operation_id,
      ops.stored!.operation_id,
    ]);
    expect(page.value.rows[0]).toMatchObject({
      operator: 'qa (local, not verified)',
      profile: { id: 'simulator' },
      outcome: 'succeeded',
    });
  });

  it('finds an operation by any id it involved: payment (from the answer), key, operation', async () => {
    for (const search of [
      ops.stored!.response.payment_id!,
      ops.stored!.idempotency_key,
      ops.stored!.operation_id,
    ]) {
      const page = await f.call('activity:query', { filter: { search } });
      expect({
        search,
        ids: page.value.rows.map((r: { operation_id: string }) => r.operation_id),
      }).toEqual({
        search,
        ids: [ops.stored!.operation_id],
      });
    }
    const pos = await f.call('activity:query', {
      filter: { search: 'pay-seed-pos-drill-captured' },
    });
    expect(pos.value.total).toBe(1);
  });

  it('filters by operation and outcome', async () => {
    const page = await f.call('activity:query', {
      filter: { operations: ['pos:cancelOrRefund'], outcomes: ['succeeded'] },
    });
    expect(page.value.rows.map((r: { kind: string }) => r.kind)).toEqual(['pos:cancelOrRefund']);
    const none = await f.call('activity:query', { filter: { outcomes: ['unknown'] } });
    expect(none.value.total).toBe(0);
  });

  it('inspects one operation: headers and bodies redacted, attempts with timing, links', async () => {
    const detail = await f.call('activity:get', { operation_id: ops.raw!.operation_id });
    expect(detail.value.request.headers).toMatchObject({
      'idempotency-key': ops.raw!.idempotency_key,
      authorization: '[REDACTED]',
    });
    expect(detail.value.attempts).toEqual([
      expect.objectContaining({ attempt: 1, result: 'answered', http_status: 201 }),
    ]);
    expect(detail.value.links.payment_id).toBe(ops.raw!.response.payment_id);
    expect(detail.value.response.status).toBe(201);
    expect(JSON.stringify(detail.value)).not.toContain(PAN);
    expect(detail.value).toMatchObject({
      replayable: false,
      replay_refusal: expect.stringContaining('card data'),
      replay_refusal_reason: 'replay_card_data',
    });
  });

  it('copies a request as cURL with a token placeholder and no card data', async () => {
    const curl = await f.call('activity:curl', { operation_id: ops.raw!.operation_id });
    expect(curl.value.command).toContain('-H "Authorization: Bearer $TOKEN"');
    expect(curl.value.command).toContain(`idempotency-key: ${ops.raw!.idempotency_key}`);
    expect(curl.value.command).toContain('519187••••••6422');
    expect(curl.value.command).not.toContain(PAN);
    expect(curl.value.command).not.toContain('"321"');
  });

  it('replays as new with a new key; never an operation whose card data is gone', async () => {
    const before = (await f.ledger()).length;
    const replay = await f.call('activity:replay', { operation_id: ops.stored!.operation_id });
    expect(replay).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect(replay.value.idempotency_key).not.toBe(ops.stored!.idempotency_key);
    expect((await f.ledger()).length).toBe(before + 1);
    const refused = await f.call('activity:replay', { operation_id: ops.raw!.operation_id });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'forbidden', reason: 'replay_card_data' },
    });
  });

  it('exports the filtered range as CSV and JSON Lines, masked and redacted', async () => {
    const csv = await f.call('activity:export', {
      filter: { operations: ['payments:authorize'] },
      format: 'csv',
    });
    expect(csv.value).toMatchObject({ kind: 'download', rows: 3 });
    const text = await download(csv.value.url);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^time,operation_id,operation_type,operation,outcome/);
    expect(lines).toHaveLength(4);
    const jsonl = await f.call('activity:export', { filter: {}, format: 'jsonl' });
    const records = (await download(jsonl.value.url))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(4);
    for (const exported of [text, JSON.stringify(records)]) {
      expect(exported).not.toContain(PAN);
      expect(exported).not.toContain('"321"');
    }
  });
});

it('CSV cells are quoted, and a cell a spreadsheet would run as a formula is defused', () => {
  const line = csvLine({
    operation_id: 'op-x',
    kind: 'payments:authorize',
    operation_type: 'AUTHORIZATION',
    label: 'Payment authorization',
    ids: {},
    idempotency_key: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
    outcome: 'failed',
    attempts: 1,
    latency_ms: 3,
    started_at: '2026-11-21T10:00:00.000Z',
    targets: { merchant_id: '=HYPERLINK("http://evil")', payment_id: 'pay,"1"' },
    retryable: false,
    idempotency: 'not_known',
    operator: 'ana',
    app_version: '0.1.0',
    profile: { id: 'simulator', name: 'Simulator', production: false },
  });
  expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(line).toContain('"pay,""1"""');
});

describe('replay as new keeps the amount rules of a send', () => {
  it('asks for the person’s yes again above the ceiling, and sends nothing without it', async () => {
    const big = await f.call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      amount: '150000.00',
      currency: 'USD',
      type: 'SALE',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      above_ceiling_confirmed: true,
    });
    expect(big).toMatchObject({ ok: true });
    const before = (await f.ledger()).length;
    const refused = await f.call('activity:replay', { operation_id: big.value.operation_id });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'validation', apiCode: 'amount_above_ceiling' },
    });
    expect((await f.ledger()).length).toBe(before);
    const replayed = await f.call('activity:replay', {
      operation_id: big.value.operation_id,
      above_ceiling_confirmed: true,
    });
    expect(replayed).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect((await f.ledger()).length).toBe(before + 1);
  });

  it('refuses a refund replayed after the payment has nothing left to refund', async () => {
    const refund = await f.call('transactions:reverse', {
      transaction_id: 'trx-seed-captured-capture',
      type: 'REFUND',
    });
    expect(refund).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const before = (await f.requests()).filter((r) => r.path.endsWith('/reversals')).length;
    const again = await f.call('activity:replay', { operation_id: refund.value.operation_id });
    expect(again).toMatchObject({
      ok: false,
      error: { fields: { amount: 'validation.nothingToRefund' } },
    });
    expect((await f.requests()).filter((r) => r.path.endsWith('/reversals')).length).toBe(before);
  });
});
