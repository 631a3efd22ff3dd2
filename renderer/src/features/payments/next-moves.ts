import { isFinal } from '../../../../shared/payment-states';
import type { Payment } from '../../../../shared/schemas/payment';
import { isPaymentState, type PaymentState } from '../../../../shared/schemas/states';
import { posHref, reverseHref } from '../money/links';

/** Each move's words are `payments.moves.<move>` and its one-line hint `<move>Hint`. */
export type MoveName = 'capture' | 'cancel' | 'refund' | 'resolve';

export interface NextMove {
  move: MoveName;
  href: string;
  /** The reversal the move leads to, when it is one. */
  type?: ReversalType;
}

type ReversalType = 'CAPTURE' | 'REFUND' | 'CANCELLATION';

/** What each documented state allows (api-notes "States"); anything else waits or resolves. */
const MOVES: Partial<Record<PaymentState, Array<[ReversalType, MoveName]>>> = {
  AUTHORIZED: [
    ['CAPTURE', 'capture'],
    ['CANCELLATION', 'cancel'],
  ],
  CAPTURED: [['REFUND', 'refund']],
};

/** The authorization every capture, cancellation and refund of this payment hangs from. */
export function authorizationOf(payment: Payment) {
  const auths = (payment.transactions ?? []).filter(
    (t) => t.id !== '' && (t.type ?? '').toUpperCase() === 'AUTHORIZATION',
  );
  return auths.find((t) => (t.status ?? '').toUpperCase() === 'APPROVED') ?? auths[0];
}

/**
 * The moves the payment's status allows (api-notes "States"): an authorized payment can be
 * captured or cancelled, a captured one refunded; while a capture is in process or presented,
 * or the payment is still pending, there is nothing to do but wait. Cancel-or-refund is offered
 * until the payment is settled, for a caller who cannot trust what this screen shows, and for a
 * state the console does not know (`unknownState`), where the API decides.
 */
export function nextMoves(payment: Payment): {
  moves: NextMove[];
  missingAuthorization: boolean;
  unknownState: boolean;
} {
  const status = (payment.status ?? '').toUpperCase();
  const auth = authorizationOf(payment);
  const known = isPaymentState(status);
  const wanted = known ? (MOVES[status] ?? []) : [];
  const moves: NextMove[] = auth
    ? wanted.map(([type, move]) => ({ type, move, href: reverseHref(auth.id, type) }))
    : [];
  if (!isFinal(status)) {
    moves.push({ move: 'resolve', href: posHref(payment.id) });
  }
  return {
    moves,
    missingAuthorization: wanted.length > 0 && !auth,
    unknownState: status !== '' && !known,
  };
}
