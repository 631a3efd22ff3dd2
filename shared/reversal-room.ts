import { currencyDecimals, fromMinorUnits } from './money';
import { isFinal } from './payment-states';
import type { Payment } from './schemas/payment';
import { fieldReason } from './validation-words';

/**
 * What a payment still allows a capture or a refund to move, read from the payment itself
 * (status and amounts), in major units. Main judges the body it is about to send by it, so a
 * refund of a refunded payment is refused before it leaves, whatever the page showed.
 * Undefined where the payment does not say: then the API decides.
 */
export interface ReversalRoom {
  currency: string | undefined;
  capture: number | undefined;
  refund: number | undefined;
  /** Capture is closed because a refund has begun, with part of the authorization uncaptured. */
  captureClosedByRefund?: boolean;
}

const amountValue = (amount: Payment['captured_amount']): number | undefined => {
  const raw = amount !== null && typeof amount === 'object' ? amount.value : amount;
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

const currencyOf = (payment: Payment): string | undefined => {
  if (payment.currency) return payment.currency.toUpperCase();
  for (const amount of [payment.authorized_amount, payment.current_amount, payment.initial_amount])
    if (amount && typeof amount === 'object' && amount.currency) return amount.currency;
  return undefined;
};

export function reversalRoom(payment: Payment): ReversalRoom {
  const status = (payment.status ?? '').toUpperCase();
  const currency = currencyOf(payment);
  if (isFinal(status)) return { currency, capture: 0, refund: 0 };
  const authorized = amountValue(payment.authorized_amount);
  const captured = amountValue(payment.captured_amount);
  const refunded = amountValue(payment.refunded_amount) ?? 0;
  const left = (from: number | undefined, less: number) =>
    from === undefined || currency === undefined ? undefined : rest(from, less, currency);
  if (status === 'AUTHORIZED') {
    return { currency, capture: left(authorized, captured ?? 0), refund: 0 };
  }
  if (status === 'CAPTURED') {
    const uncaptured = left(authorized, captured ?? 0);
    return {
      currency,
      // The rest of an authorization can be captured until a refund has started.
      capture: refunded > 0 ? 0 : uncaptured,
      refund: left(captured, refunded),
      ...(refunded > 0 && uncaptured !== undefined && uncaptured > 0
        ? { captureClosedByRefund: true }
        : {}),
    };
  }
  return { currency, capture: undefined, refund: undefined };
}

/** `from - less` in minor units, never below zero, so 0.1 + 0.2 never matters. */
function rest(from: number, less: number, currency: string): number {
  const scale = 10 ** currencyDecimals(currency);
  return fromMinorUnits(Math.max(Math.round(from * scale) - Math.round(less * scale), 0), currency);
}

export type RoomKind = 'CAPTURE' | 'REFUND';

/**
 * Main's refusal, in the words the form uses at its Amount field, when a capture or refund asks
 * for more than the payment has left; `asked` undefined means "all that is left" (no amount).
 */
export function roomRefusal(
  kind: RoomKind,
  asked: number | undefined,
  room: ReversalRoom,
): string | undefined {
  const most = kind === 'CAPTURE' ? room.capture : room.refund;
  if (most === undefined || room.currency === undefined) return undefined;
  if (most === 0) {
    if (kind === 'CAPTURE' && room.captureClosedByRefund) return fieldReason('captureAfterRefund');
    return kind === 'CAPTURE' ? NOTHING_TO_CAPTURE : NOTHING_TO_REFUND;
  }
  if (asked === undefined) return undefined;
  const scale = 10 ** currencyDecimals(room.currency);
  if (Math.round(asked * scale) <= Math.round(most * scale)) return undefined;
  const amount = { value: most, currency: room.currency };
  return fieldReason(kind === 'CAPTURE' ? 'leftToCapture' : 'leftToRefund', { amount });
}

export const NOTHING_TO_CAPTURE = fieldReason('nothingToCapture');
export const NOTHING_TO_REFUND = fieldReason('nothingToRefund');
