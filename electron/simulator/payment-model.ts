import type { CardBrand } from './cards';
import { moneyJson } from './money';

export type PaymentStatus =
  | 'AUTHORIZED'
  | 'CAPTURE_IN_PROCESS'
  | 'CAPTURE_PRESENTED'
  | 'CAPTURED'
  | 'REFUNDED'
  | 'CANCELLED'
  | 'FAILED'
  | 'REJECTED';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'AUTHORIZED',
  'CAPTURE_IN_PROCESS',
  'CAPTURE_PRESENTED',
  'CAPTURED',
  'REFUNDED',
  'CANCELLED',
  'FAILED',
  'REJECTED',
];

export type TransactionType =
  'AUTHORIZATION' | 'CAPTURE' | 'CANCELLATION' | 'REFUND' | 'REVERSAL' | 'ADJUSTMENT';
export type TransactionStatus = 'APPROVED' | 'DECLINED' | 'REJECTED' | 'PENDING';
export type PaymentType = 'SALE' | 'PREAUTHORIZATION';
export const PAYMENT_TYPES: readonly PaymentType[] = ['SALE', 'PREAUTHORIZATION'];
export type CaptureMode = 'AUTOMATIC' | 'MANUAL';

/** ISO 8583-style data a real network returns with an authorization. */
export interface NetworkData {
  approval_code?: string;
  system_trace_audit_number: string;
  transmission_date_time: string;
  settlement_date: string;
}

export interface TransactionRecord {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  statusDetail: string;
  /** Minor units of the payment's currency. */
  amount: number;
  createdAt: number;
  parentId: string | null;
  responseCode: string;
  responseDescription: string;
  networkData: NetworkData | null;
  /** A capture that settles later (the reference dialect): when, and why it was asked. */
  settlement?: PendingSettlement;
}

/**
 * The reference dialect's capture: PENDING until the simulator's clock passes `settlesAt`,
 * presented to the network (the payment CAPTURE_PRESENTED) from `presentsAt`. Times in ms.
 */
export interface PendingSettlement {
  presentsAt: number;
  settlesAt: number;
  /** `estimated_date_reason`: AUTOMATIC_REQUEST as the real sandbox sends, or MANUAL_REQUEST. */
  reason: 'AUTOMATIC_REQUEST' | 'MANUAL_REQUEST';
}

/** The payment's capture still waiting to settle, if any (one at a time). */
export function pendingCapture(p: PaymentRecord): TransactionRecord | undefined {
  return p.transactions.find((tx) => tx.type === 'CAPTURE' && tx.status === 'PENDING');
}

/** A capture was asked for and has not settled: no cancellation, refund or second capture. */
export function isCapturing(p: PaymentRecord): boolean {
  return p.status === 'CAPTURE_IN_PROCESS' || p.status === 'CAPTURE_PRESENTED';
}

/** The card behind a payment: PCI-safe derivatives only, whether it was stored or raw. */
export interface CardRef {
  /** null for a raw card: the simulator charges it without storing it. */
  instrumentId: string | null;
  lastFour: string;
  brand: CardBrand;
  /** SHA-256 of the PAN, so later operations (reversals) can act on the test-card table. */
  panSha256: string;
}

/**
 * Amounts are minor units and only ever move as: refunded ≤ captured ≤ authorized. `initial` is
 * what the first authorization asked for, approved or not.
 */
export interface PaymentRecord {
  id: string;
  seq: number;
  status: PaymentStatus;
  statusDetail: string;
  currency: string;
  country: string | null;
  merchantId: string;
  /** `external_client_trace_id`: the caller's own reference, a terminal's trace number. */
  traceId: string | null;
  type: PaymentType;
  captureMode: CaptureMode;
  card: CardRef;
  initial: number;
  authorized: number;
  captured: number;
  refunded: number;
  tip: number;
  initiator: string | null;
  entryMode: string | null;
  orderType: string | null;
  terminal: Record<string, unknown> | null;
  createdAt: number;
  updatedAt: number;
  transactions: readonly TransactionRecord[];
}

const unixSeconds = (ms: number) => Math.floor(ms / 1000);

/** What is still at stake: held before capture, kept after it, nothing once it ended. */
export function currentAmount(p: PaymentRecord): number {
  // A pending capture is not captured money: the authorization still holds it.
  if (p.status === 'AUTHORIZED' || isCapturing(p)) return p.authorized - p.captured;
  if (p.status === 'CAPTURED' || p.status === 'REFUNDED') return p.captured - p.refunded;
  return 0;
}

/** `estimated_date` (epoch seconds, as the real sandbox's list sends it) and its reason. */
function estimated(settlement: PendingSettlement) {
  return {
    estimated_date: unixSeconds(settlement.settlesAt),
    estimated_date_reason: settlement.reason,
  };
}

export function transactionSummary(tx: TransactionRecord, currency: string) {
  return {
    id: tx.id,
    type: tx.type,
    status: tx.status,
    status_detail: tx.statusDetail,
    amount: moneyJson(tx.amount, currency),
    created_at: unixSeconds(tx.createdAt),
    ...(tx.status === 'PENDING' && tx.settlement ? estimated(tx.settlement) : {}),
  };
}

/** The full transaction, as GET /v1/transactions/{id} shows it. */
export function transactionJson(tx: TransactionRecord, payment: PaymentRecord) {
  return {
    ...transactionSummary(tx, payment.currency),
    payment_id: payment.id,
    parent_transaction_id: tx.parentId,
    response_code: tx.responseCode,
    response_code_description: tx.responseDescription,
    ...(tx.networkData ? { network_data: tx.networkData } : {}),
  };
}

function captureEstimate(p: PaymentRecord) {
  const settlement = pendingCapture(p)?.settlement;
  return settlement ? estimated(settlement) : {};
}

export function paymentJson(p: PaymentRecord) {
  const money = (minor: number) => moneyJson(minor, p.currency).value;
  return {
    id: p.id,
    external_client_trace_id: p.traceId,
    status: p.status,
    status_detail: p.statusDetail,
    initial_amount: money(p.initial),
    current_amount: money(currentAmount(p)),
    authorized_amount: money(p.authorized),
    captured_amount: money(p.captured),
    refunded_amount: money(p.refunded),
    tip_amount: money(p.tip),
    currency: p.currency,
    ...(p.country ? { country: p.country } : {}),
    merchant_id: p.merchantId,
    type: p.type,
    capture: { mode: p.captureMode, ...captureEstimate(p) },
    payment_instrument: {
      type: 'CARD',
      id: p.card.instrumentId,
      last_four_digits: p.card.lastFour,
      card_brand: p.card.brand,
    },
    ...(p.terminal ? { terminal: p.terminal } : {}),
    initiator: p.initiator,
    entry_mode: p.entryMode,
    order_type: p.orderType,
    created_at: unixSeconds(p.createdAt),
    updated_at: unixSeconds(p.updatedAt),
    transactions: p.transactions.map((tx) => transactionSummary(tx, p.currency)),
  };
}

/** Broken rules, for tests and the seed's self-check; an empty list means consistent. */
export function invariantViolations(p: PaymentRecord): string[] {
  const broken: string[] = [];
  const amounts = [p.authorized, p.captured, p.refunded];
  const pending = pendingCapture(p)?.amount ?? 0;
  if (!amounts.every((a) => Number.isSafeInteger(a) && a >= 0)) broken.push('amounts');
  if (!(p.refunded <= p.captured && p.captured + pending <= p.authorized)) broken.push('ordering');
  const byStatus: Record<PaymentStatus, boolean> = {
    AUTHORIZED: p.authorized > 0 && p.captured === 0,
    CAPTURE_IN_PROCESS: pending > 0 && p.refunded === 0,
    CAPTURE_PRESENTED: pending > 0 && p.refunded === 0,
    CAPTURED: p.captured > 0 && p.refunded < p.captured,
    REFUNDED: p.captured > 0 && p.refunded === p.captured,
    CANCELLED: p.captured === 0,
    FAILED: p.authorized === 0,
    REJECTED: p.authorized === 0,
  };
  if (!byStatus[p.status]) broken.push(`status ${p.status}`);
  return broken;
}
