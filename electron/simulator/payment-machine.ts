import { HttpError } from './http';
import { formatMoney } from './money';
import { APPROVED, type Decision } from './network';
import {
  isCapturing,
  pendingCapture,
  type NetworkData,
  type PaymentRecord,
  type PendingSettlement,
  type TransactionRecord,
  type TransactionType,
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

/** A capture waits to settle: nothing else may change the money until it has. */
export function assertNoPendingCapture(p: PaymentRecord, action: string): void {
  const pending = pendingCapture(p);
  if (!pending) return;
  const when = pending.settlement
    ? ` (estimated ${new Date(pending.settlement.settlesAt).toISOString()})`
    : '';
  throw conflict(
    'capture_in_process',
    `Payment ${p.id} has a capture in process${when}; ${action} once it has settled`,
  );
}

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
  assertNoPendingCapture(p, 'authorize more');
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

/**
 * Partial captures may repeat while something is left and nothing has been refunded. With
 * `later` (the reference dialect) the capture is PENDING and moves no money until `settle`: the
 * payment stays AUTHORIZED for an automatic capture (as the real sandbox shows) and is
 * CAPTURE_IN_PROCESS for a requested one.
 */
export function capture(
  p: PaymentRecord,
  amount: number | undefined,
  ctx: TxContext,
  later?: PendingSettlement,
): Step {
  assertNoPendingCapture(p, 'capture again');
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
  if (later) {
    const tx: TransactionRecord = {
      ...transaction('CAPTURE', value, ctx, APPROVED, ''),
      status: 'PENDING',
      statusDetail: 'Capture pending settlement',
      settlement: later,
    };
    const status = later.reason === 'AUTOMATIC_REQUEST' ? p.status : 'CAPTURE_IN_PROCESS';
    const payment = append(p, tx, { status, statusDetail: 'Capture in process' });
    return { payment, transaction: tx, effects: [] };
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
  if (isCapturing(p)) assertNoPendingCapture(p, 'refund it');
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
  // Once presented to the network (CAPTURE_IN_PROCESS onwards) a capture cannot be called back:
  // the API's states go only forward to CAPTURED, then a refund gives the money back.
  if (isCapturing(p)) assertNoPendingCapture(p, 'refund it');
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
 * An automatic capture still pending while the payment is AUTHORIZED (not yet presented) is
 * withdrawn with it: the API's states allow AUTHORIZED → CANCELLED, and a capture of a
 * cancelled payment would take money nobody holds (an inference; nothing public says more).
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
  const cancelled = append(p, tx, {
    status: 'CANCELLED',
    statusDetail: `${detail} before capture`,
  });
  const payment = { ...cancelled, transactions: cancelled.transactions.map(withdrawn) };
  return { payment, transaction: tx, effects: effect(tx) };
}

function withdrawn(tx: TransactionRecord): TransactionRecord {
  if (tx.type !== 'CAPTURE' || tx.status !== 'PENDING') return tx;
  return { ...tx, status: 'DECLINED', statusDetail: 'Withdrawn: the payment was cancelled' };
}

/** Sets the authorized amount (up or down) before capture; the ledger gets the change. */
export function adjust(p: PaymentRecord, amount: number, ctx: TxContext): Step {
  assertNotCaptured(p, 'adjust', 'payment_not_adjustable');
  assertNoPendingCapture(p, 'adjust it');
  const tx = transaction('ADJUSTMENT', amount, ctx, APPROVED, 'Adjusted');
  const payment = append(p, tx, {
    authorized: amount,
    statusDetail: 'Authorized amount adjusted, awaiting capture',
  });
  return { payment, transaction: tx, effects: effect(tx, amount - p.authorized) };
}

/** What settling a payment's pending capture did: the payment after, and the money it moved. */
export interface Settled {
  payment: PaymentRecord;
  effects: LedgerEffect[];
}

/**
 * Moves a pending capture on as the clock says: presented (the payment CAPTURE_PRESENTED) once
 * `presentsAt` passed, APPROVED and the money captured once `settlesAt` passed. Null when
 * nothing is due, so a read changes nothing it does not have to.
 */
export function settle(p: PaymentRecord, at: number): Settled | null {
  const pending = pendingCapture(p);
  const due = pending?.settlement;
  if (!pending || !due || p.status === 'CANCELLED') return null;
  if (at >= due.settlesAt) {
    const captured = p.captured + pending.amount;
    const partial = captured < p.authorized;
    const detail = partial ? 'Partially captured' : 'Captured';
    const tx: TransactionRecord = { ...pending, status: 'APPROVED', statusDetail: detail };
    const payment: PaymentRecord = {
      ...p,
      status: 'CAPTURED',
      statusDetail: detail,
      captured,
      updatedAt: due.settlesAt,
      transactions: p.transactions.map((t) => (t.id === tx.id ? tx : t)),
    };
    return { payment, effects: effect(tx) };
  }
  if (at >= due.presentsAt && p.status !== 'CAPTURE_PRESENTED') {
    const payment: PaymentRecord = {
      ...p,
      status: 'CAPTURE_PRESENTED',
      statusDetail: 'Capture presented to the network',
      updatedAt: due.presentsAt,
    };
    return { payment, effects: [] };
  }
  return null;
}
