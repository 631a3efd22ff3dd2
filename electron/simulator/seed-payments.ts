import { authorizationDecision, networkData, reversalDecision } from './network';
import { cancel, capture, openPayment, refund, type TxContext } from './payment-machine';
import { invariantViolations, type PaymentRecord, type PaymentStatus } from './payment-model';
import { SEED_EPOCH_MS } from './seed';
import type { SimulatorStore } from './store';

export const SEED_MERCHANT_IDS = ['mer-seed-store-1', 'mer-seed-store-2'] as const;

/** Fixed ids, one per state plus the cancel-or-refund drills (see SEED_PAYMENTS for amounts). */
export const SEED_PAYMENT_IDS = {
  authorized: 'pay-seed-authorized',
  partiallyCaptured: 'pay-seed-partially-captured',
  captured: 'pay-seed-captured',
  partiallyRefunded: 'pay-seed-partially-refunded',
  refunded: 'pay-seed-refunded',
  cancelled: 'pay-seed-cancelled',
  declined: 'pay-seed-declined',
  rejected: 'pay-seed-rejected',
  posDrillAuthorized: 'pay-seed-pos-drill-authorized',
  posDrillCaptured: 'pay-seed-pos-drill-captured',
  posDrillRefunded: 'pay-seed-pos-drill-refunded',
} as const;

type SeedOp = { op: 'capture' | 'refund'; amount: number } | { op: 'cancel' };

export interface SeedPayment {
  id: string;
  instrumentId: string;
  merchantId: (typeof SEED_MERCHANT_IDS)[number];
  currency: string;
  /** Minor units: 12000 is 120.00 USD; COP has no decimals. */
  amount: number;
  ops: SeedOp[];
  /** What the state machine must end in; checked when seeding. */
  status: PaymentStatus;
}

/*
 * One payment per state, plus three for the cancel-or-refund drill. Transaction ids are
 * `trx-seed-<name>-auth|capture|refund|cancel`, e.g. trx-seed-authorized-auth, where <name> is
 * the payment id without `pay-seed-`.
 */
export const SEED_PAYMENTS: readonly SeedPayment[] = [
  seed('authorized', 'ins-seed-visa-approved', 1, 'USD', 12000, 'AUTHORIZED', []),
  seed('partially-captured', 'ins-seed-mastercard-approved-credit', 1, 'USD', 20000, 'CAPTURED', [
    { op: 'capture', amount: 8000 },
  ]),
  seed('captured', 'ins-seed-mastercard-approved-debit', 2, 'COP', 350000, 'CAPTURED', [
    { op: 'capture', amount: 350000 },
  ]),
  seed('partially-refunded', 'ins-seed-amex-approved', 1, 'USD', 15000, 'CAPTURED', [
    { op: 'capture', amount: 15000 },
    { op: 'refund', amount: 5000 },
  ]),
  seed('refunded', 'ins-seed-visa-approved', 2, 'USD', 7550, 'REFUNDED', [
    { op: 'capture', amount: 7550 },
    { op: 'refund', amount: 7550 },
  ]),
  seed('cancelled', 'ins-seed-mastercard-approved-credit', 1, 'USD', 6400, 'CANCELLED', [
    { op: 'cancel' },
  ]),
  seed('declined', 'ins-seed-mastercard-insufficient-funds', 1, 'USD', 4200, 'FAILED', []),
  seed('rejected', 'ins-seed-mastercard-rejected', 2, 'USD', 1500, 'REJECTED', []),
  seed('pos-drill-authorized', 'ins-seed-amex-approved', 1, 'USD', 3000, 'AUTHORIZED', []),
  seed('pos-drill-captured', 'ins-seed-mastercard-approved-credit', 1, 'USD', 4500, 'CAPTURED', [
    { op: 'capture', amount: 4500 },
  ]),
  seed('pos-drill-refunded', 'ins-seed-amex-approved', 2, 'USD', 2500, 'REFUNDED', [
    { op: 'capture', amount: 2500 },
    { op: 'refund', amount: 2500 },
  ]),
];

function seed(
  name: string,
  instrumentId: string,
  store: 1 | 2,
  currency: string,
  amount: number,
  status: PaymentStatus,
  ops: SeedOp[],
): SeedPayment {
  const merchantId = SEED_MERCHANT_IDS[store - 1]!;
  return { id: `pay-seed-${name}`, instrumentId, merchantId, currency, amount, ops, status };
}

/** Payments start a day after the seed instruments, an hour apart; each step 10 minutes on. */
export const SEED_PAYMENTS_AT = SEED_EPOCH_MS + 24 * 3_600_000;

const TX_SUFFIX = { capture: 'capture', refund: 'refund', cancel: 'cancel' } as const;

/** Built with the same state-machine functions as the live API, never written by hand. */
function buildPayment(store: SimulatorStore, spec: SeedPayment, index: number): PaymentRecord {
  const instrument = store.instruments.get(spec.instrumentId);
  if (!instrument) throw new Error(`seed: unknown instrument ${spec.instrumentId}`);
  const name = spec.id.slice('pay-seed-'.length);
  const createdAt = SEED_PAYMENTS_AT + index * 3_600_000;
  const decision = authorizationDecision(instrument.panSha256);
  const approval =
    decision.status === 'APPROVED' ? `SEED${String(index + 1).padStart(2, '0')}` : null;
  const authId = `trx-seed-${name}-auth`;
  let { payment } = openPayment(
    {
      id: spec.id,
      seq: store.nextSeq(),
      currency: spec.currency,
      country: spec.currency === 'COP' ? 'COL' : 'USA',
      merchantId: spec.merchantId,
      traceId: null,
      type: 'SALE',
      captureMode: 'MANUAL',
      card: {
        instrumentId: instrument.id,
        lastFour: instrument.lastFour,
        brand: instrument.brand,
        panSha256: instrument.panSha256,
      },
      initial: spec.amount,
      tip: 0,
      initiator: 'CUSTOMER',
      entryMode: 'CHIP',
      orderType: null,
      terminal: { id: `term-seed-${spec.merchantId.slice(-1)}`, use_case: 'ATTENDED' },
      createdAt,
    },
    decision,
    { id: authId, at: createdAt, networkData: networkData(createdAt, store.nextStan(), approval) },
  );
  spec.ops.forEach((step, i) => {
    const ctx: TxContext = {
      id: `trx-seed-${name}-${TX_SUFFIX[step.op]}`,
      at: createdAt + (i + 1) * 600_000,
      parentId: authId,
    };
    if (step.op === 'capture') payment = capture(payment, step.amount, ctx).payment;
    else if (step.op === 'refund') payment = refund(payment, step.amount, ctx).payment;
    else
      payment = cancel(
        payment,
        'CANCELLATION',
        reversalDecision(instrument.panSha256),
        ctx,
      ).payment;
  });
  const broken = invariantViolations(payment);
  if (payment.status !== spec.status || broken.length > 0) {
    throw new Error(`seed: ${spec.id} ended ${payment.status} (${broken.join(', ')})`);
  }
  return payment;
}

/** No ledger entries: the seed is history, not an effect of this simulator run. */
export function seedPayments(store: SimulatorStore): void {
  SEED_PAYMENTS.forEach((spec, i) => store.savePayment(buildPayment(store, spec, i)));
}
