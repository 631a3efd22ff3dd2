import { HttpError } from './http';
import { formatMoney } from './money';
import { APPROVED, type Decision } from './network';
import type {
  NetworkData,
  PaymentRecord,
  TransactionRecord,
  TransactionType,
} from './payment-model';

/*
 * The payment state machine, as pure functions: each takes a payment and returns the next one
 * (a new object), the transaction it appended and the money effects for the ledger, or throws
 * a 409 naming why the state forbids it. Nothing here touches the store, so the seed, the live
 * API and the tests all go through the same rules.
 */

/** One money movement; ADJUSTMENT carries the signed change of the authorized amount. */
export interface LedgerEffect {
  kind: TransactionType;
  transactionId: string;
  amount: number;
}

export interface Step {
  payment: PaymentRecord;
  transaction: TransactionRecord;
  effects: LedgerEffect[];
}

export interface TxContext {
  id: string;
  at: number;
  parentId?: string | null;
  networkData?: NetworkData | null;
}

export type PaymentInit = Omit<
  PaymentRecord,
  'status' | 'statusDetail' | 'authorized' | 'captured' | 'refunded' | 'updatedAt' | 'transactions'
>;

const conflict = (code: string, message: string) => new HttpError(409, code, message);

function transaction(
  type: TransactionType,
  amount: number,
  ctx: TxContext,
  decision: Decision,
  approvedDetail: string,
): TransactionRecord {
  return {
    id: ctx.id,
    type,
    status: decision.status,
    statusDetail: decision.status === 'APPROVED' ? approvedDetail : decision.description,
    amount,
    createdAt: ctx.at,
    parentId: ctx.parentId ?? null,
    responseCode: decision.responseCode,
    responseDescription: decision.description,
    networkData: ctx.networkData ?? null,
  };
}

function append(
  p: PaymentRecord,
  tx: TransactionRecord,
  changes: Partial<PaymentRecord>,
): PaymentRecord {
  return { ...p, ...changes, updatedAt: tx.createdAt, transactions: [...p.transactions, tx] };
}

function effect(tx: TransactionRecord, amount = tx.amount): LedgerEffect[] {
  return [{ kind: tx.type, transactionId: tx.id, amount }];
}

/** The first authorization; a decline still creates the payment (FAILED or REJECTED). */
export function openPayment(init: PaymentInit, decision: Decision, ctx: TxContext): Step {
  const tx = transaction('AUTHORIZATION', init.initial, ctx, decision, 'Approved');
  const base: PaymentRecord = {
    ...init,
    status: 'AUTHORIZED',
    statusDetail: 'Authorized, awaiting capture',
    authorized: 0,
    captured: 0,
    refunded: 0,
    updatedAt: ctx.at,
    transactions: [],
  };
  const code = `${decision.description} (${decision.responseCode})`;
  if (decision.status === 'DECLINED') {
    const payment = append(base, tx, { status: 'FAILED', statusDetail: `Declined: ${code}` });
    return { payment, transaction: tx, effects: [] };
  }
  if (decision.status === 'REJECTED') {
    const payment = append(base, tx, { status: 'REJECTED', statusDetail: `Rejected: ${code}` });
    return { payment, transaction: tx, effects: [] };
  }
  return {
    payment: append(base, tx, { authorized: init.initial }),
    transaction: tx,
    effects: effect(tx),
  };
}

/** An incremental authorization on a payment not yet captured. */
export function authorizeMore(
  p: PaymentRecord,
  amount: number,
  currency: string,
  decision: Decision,
  ctx: TxContext,
): Step {
  if (p.status !== 'AUTHORIZED') {
    throw conflict(
      'payment_not_authorizable',
      `Payment ${p.id} is ${p.status}; only an AUTHORIZED payment can be authorized further`,
    );
  }
  if (currency !== p.currency) {
    throw conflict(
      'payment_not_authorizable',
      `Payment ${p.id} is in ${p.currency}; an incremental authorization must be too, not ${currency}`,
    );
  }
  const tx = transaction('AUTHORIZATION', amount, ctx, decision, 'Approved (incremental)');
  if (decision.status !== 'APPROVED')
    return { payment: append(p, tx, {}), transaction: tx, effects: [] };
  const payment = append(p, tx, {
    authorized: p.authorized + amount,
    statusDetail: 'Authorized (incremented), awaiting capture',
  });
  return { payment, transaction: tx, effects: effect(tx) };
}

/** Partial captures may repeat while something is left and nothing has been refunded. */
export function capture(p: PaymentRecord, amount: number | undefined, ctx: TxContext): Step {
  const remaining = p.authorized - p.captured;
  if (p.status === 'CAPTURED' && remaining === 0) {
    throw conflict('payment_already_captured', `Payment ${p.id} is already fully captured`);
  }
  const capturable = p.status === 'AUTHORIZED' || (p.status === 'CAPTURED' && p.refunded === 0);
  if (!capturable) {
    const why = p.status === 'CAPTURED' ? 'CAPTURED and partly refunded' : p.status;
    throw conflict('payment_not_capturable', `Payment ${p.id} cannot be captured: it is ${why}`);
  }
  const value = amount ?? remaining;
  if (value > remaining) {
    throw conflict(
      'amount_exceeds_capturable',
      `${formatMoney(value, p.currency)} exceeds what can still be captured (${formatMoney(remaining, p.currency)})`,
    );
  }
  const captured = p.captured + value;
  const partial = captured < p.authorized;
  const tx = transaction(
    'CAPTURE',
    value,
    ctx,
    APPROVED,
    partial ? 'Partially captured' : 'Captured',
  );
  const payment = append(p, tx, {
    status: 'CAPTURED',
    statusDetail: partial ? 'Partially captured' : 'Captured',
    captured,
  });
  return { payment, transaction: tx, effects: effect(tx) };
}

export function refund(p: PaymentRecord, amount: number | undefined, ctx: TxContext): Step {
  if (p.status === 'REFUNDED') {
    throw conflict('payment_already_refunded', `Payment ${p.id} is already fully refunded`);
  }
  if (p.status !== 'CAPTURED') {
    throw conflict(
      'payment_not_captured',
      `Payment ${p.id} is ${p.status}; only a captured payment can be refunded (cancel it instead)`,
    );
  }
  const remaining = p.captured - p.refunded;
  const value = amount ?? remaining;
  if (value > remaining) {
    throw conflict(
      'amount_exceeds_refundable',
      `${formatMoney(value, p.currency)} exceeds what can still be refunded (${formatMoney(remaining, p.currency)})`,
    );
  }
  const refunded = p.refunded + value;
  const full = refunded === p.captured;
  const tx = transaction('REFUND', value, ctx, APPROVED, full ? 'Refunded' : 'Partially refunded');
  const payment = append(p, tx, {
    status: full ? 'REFUNDED' : 'CAPTURED',
    statusDetail: full ? 'Refunded' : 'Partially refunded',
    refunded,
  });
  return { payment, transaction: tx, effects: effect(tx) };
}

function assertNotCaptured(p: PaymentRecord, action: string, closedCode: string): void {
  if (p.status === 'CAPTURED' || p.status === 'REFUNDED') {
    throw conflict(
      'payment_already_captured',
      `Payment ${p.id} is already captured; ${action} is only possible before capture (refund instead)`,
    );
  }
  if (p.status !== 'AUTHORIZED') {
    throw conflict(closedCode, `Payment ${p.id} is ${p.status}; there is nothing to ${action}`);
  }
}

/**
 * CANCELLATION and REVERSAL both release the whole authorization and end CANCELLED. A refused
 * reversal (the drill card) is recorded as a DECLINED transaction and changes nothing else.
 */
export function cancel(
  p: PaymentRecord,
  kind: 'CANCELLATION' | 'REVERSAL',
  decision: Decision,
  ctx: TxContext,
): Step {
  assertNotCaptured(p, kind === 'CANCELLATION' ? 'cancel' : 'reverse', 'payment_not_reversible');
  const detail = kind === 'CANCELLATION' ? 'Cancelled' : 'Reversed';
  const tx = transaction(kind, p.authorized, ctx, decision, detail);
  if (decision.status !== 'APPROVED')
    return { payment: append(p, tx, {}), transaction: tx, effects: [] };
  const payment = append(p, tx, { status: 'CANCELLED', statusDetail: `${detail} before capture` });
  return { payment, transaction: tx, effects: effect(tx) };
}

/** Sets the authorized amount (up or down) before capture; the ledger gets the change. */
export function adjust(p: PaymentRecord, amount: number, ctx: TxContext): Step {
  assertNotCaptured(p, 'adjust', 'payment_not_adjustable');
  const tx = transaction('ADJUSTMENT', amount, ctx, APPROVED, 'Adjusted');
  const payment = append(p, tx, {
    authorized: amount,
    statusDetail: 'Authorized amount adjusted, awaiting capture',
  });
  return { payment, transaction: tx, effects: effect(tx, amount - p.authorized) };
}
