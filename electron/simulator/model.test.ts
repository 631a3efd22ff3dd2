/*
 * Model-based test: random sequences of money operations, each sent through a random injected
 * fault and retried with the same Idempotency-Key, against a plain model of what a payment may do.
 * After every step the real sandbox must agree with the model, and for every payment
 * refunded ≤ captured ≤ authorized with a status that fits the amounts; the ledger must hold at
 * most one effect per key, and a replay must never add one.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from './server';
import { fetchToken, request, type Json, type Reply } from './test-support';
import { startSimulator } from './server';

type Status = 'AUTHORIZED' | 'CAPTURED' | 'REFUNDED' | 'CANCELLED' | 'FAILED' | 'REJECTED';
interface ModelPayment {
  id: string;
  currency: 'USD' | 'COP';
  status: Status;
  authorized: number; // minor units
  captured: number;
  refunded: number;
  transactions: string[];
}
interface Model {
  payments: ModelPayment[];
}
interface Real {
  sb: RunningSimulator;
  token: string;
}
/** What the model says one operation answers: HTTP status, error code or POS action. */
interface Expected {
  status: number;
  code?: string;
  effects: number;
  apply?: () => void;
}

const FAULTS = [
  null,
  null,
  'reset_after_effect',
  'error_500_after_effect',
  'error_500',
  'reset_before_effect',
] as const;
type FaultKind = (typeof FAULTS)[number];
const AFTER_EFFECT = new Set<FaultKind>(['reset_after_effect', 'error_500_after_effect']);

let sb: RunningSimulator;
let token = '';
let keys = 0;
let runs = 0;
let steps = 0;

beforeAll(async () => {
  sb = await startSimulator({ port: 0 });
  token = await fetchToken(sb);
});
afterAll(() => sb.close());

const minor = (value: number, currency: string) =>
  Math.round(value * (currency === 'COP' ? 1 : 100));
const major = (m: number, currency: string) => (currency === 'COP' ? m : m / 100);

/**
 * Sends one POST through `fault`, retries with the same key until it is answered, then replays
 * it once more (a double click). Checks the fault's promise: after-effect faults replay the
 * stored answer, before-effect faults run the request afresh, and no replay touches the ledger.
 */
async function send(real: Real, path: string, body: unknown, fault: FaultKind): Promise<Reply> {
  const key = `model-${++keys}`;
  const headers = { 'Idempotency-Key': key };
  const post = () => request(real.sb.baseUrl, 'POST', path, { token: real.token, body, headers });
  const ledger = () => real.sb.control.ledger().length;
  if (fault) real.sb.control.armFault({ match: { method: 'POST', path }, kind: fault });
  const before = ledger();
  const first = await post().catch(() => null);
  let reply = first;
  if (fault) {
    expect(first === null ? 'reset' : first.status).toBe(fault.startsWith('reset') ? 'reset' : 500);
    if (!AFTER_EFFECT.has(fault)) expect(ledger()).toBe(before);
    const afterFirst = ledger();
    reply = await post();
    expect(reply.headers.get('idempotent-replayed')).toBe(AFTER_EFFECT.has(fault) ? 'true' : null);
    if (AFTER_EFFECT.has(fault)) expect(ledger()).toBe(afterFirst);
  }
  const settled = ledger();
  const replay = await post();
  expect([replay.status, replay.text, replay.headers.get('idempotent-replayed')]).toEqual([
    reply!.status,
    reply!.text,
    'true',
  ]);
  expect(ledger()).toBe(settled);
  const forKey = real.sb.control.ledger().filter((e) => e.idempotency_key === key);
  expect(forKey.length).toBeLessThanOrEqual(1);
  return reply!;
}

function expectAnswer(reply: Reply, want: Expected, before: number, real: Real) {
  expect({ status: reply.status, code: reply.body?.error_code }).toEqual({
    status: want.status,
    code: want.code,
  });
  expect(real.sb.control.ledger().length - before).toBe(want.effects);
  want.apply?.();
}

/** The whole real state against the model, and the invariants for every payment. */
async function checkInvariants(model: Model, real: Real) {
  steps += 1;
  const list = await request(real.sb.baseUrl, 'GET', '/v1/payments?page_size=100', {
    token: real.token,
  });
  for (const p of list.body.data as Json[]) {
    const a = minor(p.authorized_amount, p.currency);
    const c = minor(p.captured_amount, p.currency);
    const r = minor(p.refunded_amount, p.currency);
    expect(r).toBeLessThanOrEqual(c);
    expect(c).toBeLessThanOrEqual(a);
    const fits: Record<Status, boolean> = {
      AUTHORIZED: a > 0 && c === 0,
      CAPTURED: c > 0 && r < c,
      REFUNDED: c > 0 && r === c,
      CANCELLED: c === 0,
      FAILED: a === 0,
      REJECTED: a === 0,
    };
    expect(fits[p.status as Status], `${p.id} ${p.status} ${a}/${c}/${r}`).toBe(true);
    const mine = model.payments.find((m) => m.id === p.id);
    if (mine)
      expect([p.status, a, c, r]).toEqual([
        mine.status,
        mine.authorized,
        mine.captured,
        mine.refunded,
      ]);
  }
}

class Authorize implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly card: 'approved' | 'insufficient' | 'rejected',
    readonly currency: 'USD' | 'COP',
    readonly amount: number,
    readonly fault: FaultKind,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const instrument = {
      approved: 'ins-seed-visa-approved',
      insufficient: 'ins-seed-mastercard-insufficient-funds',
      rejected: 'ins-seed-mastercard-rejected',
    }[this.card];
    const before = real.sb.control.ledger().length;
    const body = {
      merchant_id: 'mer-seed-store-1',
      instrument: { id: instrument },
      amount: { value: major(this.amount, this.currency), currency: this.currency },
      type: 'SALE',
    };
    const reply = await send(real, '/v1/payments/authorizations', body, this.fault);
    const approved = this.card === 'approved';
    expectAnswer(reply, { status: 201, effects: approved ? 1 : 0 }, before, real);
    const status: Status = approved
      ? 'AUTHORIZED'
      : this.card === 'rejected'
        ? 'REJECTED'
        : 'FAILED';
    model.payments.push({
      id: reply.body.payment_id,
      currency: this.currency,
      status,
      authorized: approved ? this.amount : 0,
      captured: 0,
      refunded: 0,
      transactions: [reply.body.transaction.id],
    });
    await checkInvariants(model, real);
  }
  toString = () => `authorize(${this.card}, ${this.amount} ${this.currency}, ${this.fault})`;
}

type Op = 'CAPTURE' | 'REFUND' | 'CANCELLATION' | 'REVERSAL' | 'ADJUSTMENT' | 'POS';

/** The model's answer for `op` on `p`; `amount` undefined means "the default". */
function predict(p: ModelPayment, op: Op, amount: number | undefined): Expected {
  const conflict = (code: string): Expected => ({ status: 409, code, effects: 0 });
  const ok = (status: number, apply: () => void, effects = 1): Expected => ({
    status,
    effects,
    apply,
  });
  const captured = p.status === 'CAPTURED' || p.status === 'REFUNDED';
  switch (op) {
    case 'CAPTURE': {
      const remaining = p.authorized - p.captured;
      if (p.status === 'CAPTURED' && remaining === 0) return conflict('payment_already_captured');
      if (!(p.status === 'AUTHORIZED' || (p.status === 'CAPTURED' && p.refunded === 0))) {
        return conflict('payment_not_capturable');
      }
      const a = amount ?? remaining;
      if (a > remaining) return conflict('amount_exceeds_capturable');
      return ok(201, () => Object.assign(p, { captured: p.captured + a, status: 'CAPTURED' }));
    }
    case 'REFUND':
    case 'POS': {
      if (op === 'POS' && p.status === 'AUTHORIZED') return ok(200, () => (p.status = 'CANCELLED'));
      if (op === 'POS' && p.status !== 'CAPTURED') return ok(200, () => undefined, 0);
      if (p.status === 'REFUNDED') return conflict('payment_already_refunded');
      if (p.status !== 'CAPTURED') return conflict('payment_not_captured');
      const remaining = p.captured - p.refunded;
      const a = op === 'POS' ? remaining : (amount ?? remaining);
      if (a > remaining) return conflict('amount_exceeds_refundable');
      return ok(op === 'POS' ? 200 : 201, () => {
        p.refunded += a;
        p.status = p.refunded === p.captured ? 'REFUNDED' : 'CAPTURED';
      });
    }
    case 'CANCELLATION':
    case 'REVERSAL':
    case 'ADJUSTMENT':
      if (captured) return conflict('payment_already_captured');
      if (p.status !== 'AUTHORIZED') {
        return conflict(op === 'ADJUSTMENT' ? 'payment_not_adjustable' : 'payment_not_reversible');
      }
      return op === 'ADJUSTMENT'
        ? ok(201, () => (p.authorized = amount!))
        : ok(201, () => (p.status = 'CANCELLED'));
  }
}

class Operate implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly op: Op,
    readonly pick: number,
    /** Percent of the relevant remainder; null means "send no amount". Over 100 overshoots. */
    readonly percent: number | null,
    readonly fault: FaultKind,
  ) {}
  check = (model: Readonly<Model>) => model.payments.length > 0;
  async run(model: Model, real: Real) {
    // Counted from the newest, so a sequence keeps working on a few payments and gets deep.
    const p = model.payments[model.payments.length - 1 - (this.pick % model.payments.length)]!;
    const base =
      { CAPTURE: p.authorized - p.captured, REFUND: p.captured - p.refunded }[this.op as string] ??
      p.authorized;
    const wantsAmount =
      this.op === 'ADJUSTMENT' ||
      (this.percent !== null && (this.op === 'CAPTURE' || this.op === 'REFUND'));
    const amount = wantsAmount
      ? Math.max(1, Math.floor((base * (this.percent ?? 100)) / 100))
      : undefined;
    const expected = predict(p, this.op, amount);
    const before = real.sb.control.ledger().length;
    const trx = p.transactions[this.pick % p.transactions.length]!;
    const reply =
      this.op === 'POS'
        ? await send(real, `/v1/pos/cancel-or-refund/${p.id}`, {}, this.fault)
        : await send(
            real,
            `/v1/transactions/${trx}/reversals`,
            {
              type: this.op,
              ...(amount === undefined ? {} : { amount: { value: major(amount, p.currency) } }),
            },
            this.fault,
          );
    expectAnswer(reply, expected, before, real);
    if (reply.status === 201) p.transactions.push(reply.body.id);
    await checkInvariants(model, real);
  }
  toString = () => `${this.op}(#${this.pick}, ${this.percent ?? 'default'}%, ${this.fault})`;
}

const fault = fc.constantFrom(...FAULTS);
const authorize = fc
  .record({
    card: fc.constantFrom(
      'approved',
      'approved',
      'approved',
      'insufficient',
      'rejected',
    ) as fc.Arbitrary<'approved' | 'insufficient' | 'rejected'>,
    currency: fc.constantFrom('USD', 'COP') as fc.Arbitrary<'USD' | 'COP'>,
    amount: fc.integer({ min: 1, max: 50_000 }),
    fault,
  })
  .map((a) => new Authorize(a.card, a.currency, a.amount, a.fault));
const operate = fc
  .tuple(
    fc.constantFrom<Op>(
      'CAPTURE',
      'CAPTURE',
      'REFUND',
      'REFUND',
      'CANCELLATION',
      'REVERSAL',
      'ADJUSTMENT',
      'POS',
    ),
    fc.nat({ max: 2 }),
    fc.option(fc.integer({ min: 1, max: 130 }), { nil: null, freq: 2 }),
    fault,
  )
  .map(([op, pick, percent, f]) => new Operate(op, pick, percent, f));
// Operations outnumber authorizations three to one, so payments live long enough to reach
// partial capture, partial refund and the states after them.
const commands = fc.commands([authorize, operate, operate, operate], {
  maxCommands: 30,
  size: 'max',
});

describe('model-based: money operations under faults and retries', () => {
  it('keeps amounts, statuses and the ledger consistent', async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        runs += 1;
        sb.control.reset();
        await fc.asyncModelRun(() => ({ model: { payments: [] }, real: { sb, token } }), cmds);
      }),
      { numRuns: 100 },
    );
    console.log(
      `model-based test: ${runs} runs, ${steps} steps, ${keys} keyed requests, ${Date.now() - started} ms`,
    );
  }, 60_000);
});
