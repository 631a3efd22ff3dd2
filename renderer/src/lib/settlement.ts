import type { TFunction } from 'i18next';
import type { Tone } from '../ui/StatusBadge';
import { currencyDecimals, fromMinorUnits } from '../../../shared/money';
import { isCapturing, isRefused, isSucceeded } from '../../../shared/payment-states';
import { reversalRoom } from '../../../shared/reversal-room';
import type { Payment, Transaction } from '../../../shared/schemas/payment';
import type { PaymentState } from '../../../shared/schemas/states';

/*
 * What happened to a payment's money, from its amounts rather than its status word alone: a
 * CAPTURED payment of which 80.00 of 200.00 was taken is "Charged USD 80.00 of 200.00", not
 * "Charged USD 200.00". The reference documents the transactions (type, status, amount); the
 * `*_amount` summaries are used where the API sends them, the transactions otherwise.
 */

export type SettlementState =
  | 'declined'
  | 'processing'
  | 'authorized'
  | 'capturing'
  | 'charged'
  | 'partlyCharged'
  | 'partlyRefunded'
  | 'refunded'
  | 'cancelled'
  | 'other';

/** The shared badge tones (ui/StatusBadge): one visual language for every status. */
export type SettlementTone = Extract<Tone, 'success' | 'neutral' | 'warning' | 'danger'>;

export interface Settlement {
  state: SettlementState;
  /** The API's own word, kept for screens that show it beside the plain one. */
  status: string | undefined;
  currency: string | undefined;
  /** Major units, rounded to the currency's digits; undefined when nothing says. */
  authorized: number | undefined;
  captured: number;
  /** False when a captured payment says nothing of how much: the amount is then not shown. */
  capturedKnown: boolean;
  refunded: number;
  /** What captures on their way through the network will take (PENDING, not charged yet). */
  pendingCapture: number;
  /** What a capture could still take (authorized, not captured, not cancelled). */
  capturable: number;
  /** Part of the authorization was never captured, and a refund has begun: it never will be. */
  uncapturedAfterRefund: boolean;
  /** What a refund could still give back. */
  refundable: number;
  /**
   * A refused payment whose authorization the issuer declined: its status is the API's
   * (FAILED), while the authorization's own result said "Declined"; it reads "Declined" too.
   */
  issuerDeclined?: true;
}

type Amount = Payment['current_amount'] | Transaction['amount'];

function valueOf(amount: Amount): number | undefined {
  const raw = amount !== null && typeof amount === 'object' ? amount.value : amount;
  if (raw === null || raw === undefined || raw === '') return undefined;
  const number = Number(raw);
  return Number.isFinite(number) ? number : undefined;
}

/** The currency a payment is in, also when only its amounts carry it. */
export function paymentCurrency(payment: Payment): string | undefined {
  if (payment.currency) return payment.currency.toUpperCase();
  for (const amount of [
    payment.current_amount,
    payment.initial_amount,
    payment.authorized_amount,
  ]) {
    if (amount && typeof amount === 'object' && amount.currency) return amount.currency;
  }
  return undefined;
}

/** Sums per transaction type, counting only what the API says went through. */
function fromTransactions(transactions: readonly Transaction[]) {
  const sums = { authorized: 0, captured: 0, refunded: 0, pendingCapture: 0 };
  let authorizations = 0;
  let adjusted: number | undefined;
  let cancelled = false;
  // A pending capture that names no amount is still one in progress.
  let capturing = false;
  let issuerDeclined = false;
  for (const tx of transactions) {
    const type = (tx.type ?? '').toUpperCase();
    const status = (tx.status ?? '').toUpperCase();
    const value = valueOf(tx.amount) ?? 0;
    const done = isSucceeded(status);
    if (type === 'AUTHORIZATION' && status === 'DECLINED') issuerDeclined = true;
    if (type === 'AUTHORIZATION' && done) {
      sums.authorized += value;
      authorizations += 1;
    } else if (type === 'ADJUSTMENT' && done) adjusted = value;
    else if (type === 'CAPTURE' && done) sums.captured += value;
    else if (type === 'CAPTURE' && status === 'PENDING') {
      sums.pendingCapture += value;
      capturing = true;
    } else if (type === 'REFUND' && done) sums.refunded += value;
    else if ((type === 'CANCELLATION' || type === 'REVERSAL') && done) cancelled = true;
  }
  return {
    ...sums,
    authorized: adjusted ?? (authorizations > 0 ? sums.authorized : undefined),
    cancelled,
    capturing,
    issuerDeclined,
  };
}

/** Received and not acted on yet; an unknown status stays 'other', shown as sent. */
const PROCESSING = new Set(['PENDING', 'PROCESSING']);

export function settlementOf(payment: Payment): Settlement {
  const status = payment.status ? payment.status.toUpperCase() : undefined;
  const currency = paymentCurrency(payment);
  const round = (value: number) => {
    const factor = 10 ** currencyDecimals(currency ?? 'USD');
    return fromMinorUnits(Math.round(value * factor), currency ?? 'USD');
  };
  const tx = fromTransactions(payment.transactions ?? []);
  const declined = isRefused(status);

  const authorized = declined
    ? 0
    : (valueOf(payment.authorized_amount) ?? tx.authorized ?? valueOf(payment.initial_amount));
  let captured = valueOf(payment.captured_amount) ?? tx.captured;
  const refunded = valueOf(payment.refunded_amount) ?? tx.refunded;
  // A CAPTURED payment whose captures nobody listed: what is still at stake plus what went back
  // was taken (the reference: a refund lowers `current_amount`). Without that, nobody knows.
  let capturedKnown = true;
  if (captured === 0 && (status === 'CAPTURED' || status === 'REFUNDED')) {
    const current = valueOf(payment.current_amount);
    if (current !== undefined && current + refunded > 0) captured = current + refunded;
    else capturedKnown = false;
  }
  const cancelled = status === 'CANCELLED' || (tx.cancelled && captured === 0);

  const state = ((): SettlementState => {
    if (declined) return 'declined';
    if (cancelled) return 'cancelled';
    if (!capturedKnown) return status === 'REFUNDED' ? 'refunded' : 'charged';
    if (captured > 0) {
      if (refunded >= captured || status === 'REFUNDED') return 'refunded';
      if (refunded > 0) return 'partlyRefunded';
      return authorized !== undefined && captured < authorized ? 'partlyCharged' : 'charged';
    }
    if (status === 'REFUNDED') return 'refunded';
    if (isCapturing(status) || tx.capturing) return 'capturing';
    if (status === 'AUTHORIZED') return 'authorized';
    if (status === undefined || PROCESSING.has(status)) return 'processing';
    return 'other';
  })();

  const taken = state === 'charged' || state === 'partlyCharged' || state === 'partlyRefunded';
  return {
    state,
    ...(state === 'declined' && tx.issuerDeclined ? { issuerDeclined: true as const } : {}),
    status: payment.status ?? undefined,
    currency,
    authorized: authorized === undefined ? undefined : round(authorized),
    captured: round(captured),
    capturedKnown,
    refunded: round(refunded),
    pendingCapture: round(tx.pendingCapture),
    // The rest of an authorization can be captured until a refund has started.
    capturable:
      (state === 'authorized' || state === 'partlyCharged') && authorized !== undefined
        ? round(Math.max(authorized - captured, 0))
        : 0,
    // Main's own rule (shared/reversal-room), so the page's reason and main's refusal agree.
    uncapturedAfterRefund: reversalRoom(payment).captureClosedByRefund === true,
    refundable: taken ? round(Math.max(captured - refunded, 0)) : 0,
  };
}

export function settlementTone(state: SettlementState): SettlementTone {
  switch (state) {
    case 'charged':
    case 'partlyCharged':
      return 'success';
    case 'declined':
      return 'danger';
    case 'processing':
    case 'capturing':
    case 'other':
      return 'warning';
    default:
      return 'neutral';
  }
}

/**
 * Badges that stand for more than one status say the status's own word: a FAILED and a REJECTED
 * payment both read "Declined", which is the word of an issuer's DECLINED, so the failed and the
 * rejected payments each read as their status ("Fallido", "Rechazado") and a filter offers both.
 */
const OWN_WORD = {
  declined: ['FAILED', 'REJECTED'],
  processing: ['PENDING', 'PROCESSING'],
  capturing: ['CAPTURE_PRESENTED'],
} as const satisfies Partial<Record<SettlementState, readonly PaymentState[]>>;

/** Which word a payment shows: its status's own (an uppercase code) or its badge's. */
export type SettlementWordKey = SettlementState | PaymentState;

export function settlementWordKey(settlement: Settlement): SettlementWordKey {
  // The issuer's no is one word wherever it shows: the authorization's result, Activity and the
  // payment say "Declined", the API's FAILED kept on hover, never "Failed" beside it.
  if (settlement.issuerDeclined) return 'declined';
  const status = settlement.status?.toUpperCase();
  const own: readonly string[] = Object.hasOwn(OWN_WORD, settlement.state)
    ? OWN_WORD[settlement.state as keyof typeof OWN_WORD]
    : [];
  return status !== undefined && own.includes(status) ? (status as PaymentState) : settlement.state;
}

/** A word key in the chosen language: a status's word, else a badge's. */
export function wordOfKey(t: TFunction, key: SettlementWordKey): string {
  return key === key.toUpperCase()
    ? t(`payments.status.${key as PaymentState}`)
    : t(`payments.badge.${key as SettlementState}`);
}

/**
 * A payment's one word, wherever it shows (Payments and its Status filter, Find and its Status
 * choices, cancel-or-refund's candidates, the status check): a partly refunded payment read
 * "Charged" in Find and "Partly refunded" in Payments. An unknown API status is shown as sent.
 */
export function settlementWord(t: TFunction, settlement: Settlement): string {
  if (settlement.state === 'other' && settlement.status) return settlement.status;
  return wordOfKey(t, settlementWordKey(settlement));
}
