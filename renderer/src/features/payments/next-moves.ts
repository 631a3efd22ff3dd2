import type { Payment } from '../../../../shared/schemas/payment';
import { areaHref } from '../../app/router';

export interface NextMove {
  label: string;
  href: string;
  /** What the move does, in one line, so the link alone is not all a user has to go on. */
  hint: string;
  /** The reversal the move leads to, when it is one. */
  type?: ReversalType;
}

type ReversalType = 'CAPTURE' | 'REFUND' | 'CANCELLATION';

/** Statuses after which no money can move any more: nothing to capture, cancel or refund. */
const SETTLED = new Set(['REFUNDED', 'CANCELLED', 'FAILED', 'REJECTED', 'DECLINED']);

/** The authorization every capture, cancellation and refund of this payment hangs from. */
export function authorizationOf(payment: Payment) {
  const auths = (payment.transactions ?? []).filter(
    (t) => (t.type ?? '').toUpperCase() === 'AUTHORIZATION',
  );
  return auths.find((t) => (t.status ?? '').toUpperCase() === 'APPROVED') ?? auths[0];
}

/*
 * The transactions and POS screens read these query strings; this screen only builds them.
 * areaHref encodes path segments, so the query is appended after it.
 */
function reversalHref(transactionId: string, type: ReversalType) {
  const query = new URLSearchParams({ transaction: transactionId, type });
  return `${areaHref('transactions', 'reverse')}?${query.toString()}`;
}

export function posHref(paymentId: string) {
  return `${areaHref('pos')}?${new URLSearchParams({ payment: paymentId }).toString()}`;
}

/**
 * The moves the payment's status allows (api-notes "States"): an authorized payment can be
 * captured or cancelled, a captured one refunded. Cancel-or-refund is offered until the payment
 * is settled, for a caller who cannot trust what this screen shows.
 */
export function nextMoves(payment: Payment): { moves: NextMove[]; missingAuthorization: boolean } {
  const status = (payment.status ?? '').toUpperCase();
  const auth = authorizationOf(payment);
  const wanted: Array<[ReversalType, string, string]> =
    status === 'AUTHORIZED'
      ? [
          ['CAPTURE', 'Capture', 'Take all or part of the authorized amount.'],
          ['CANCELLATION', 'Cancel', 'Release the authorization; nothing is charged.'],
        ]
      : status === 'CAPTURED'
        ? [['REFUND', 'Refund', 'Return all or part of what was captured.']]
        : [];
  const moves: NextMove[] = auth
    ? wanted.map(([type, label, hint]) => ({
        type,
        label,
        hint,
        href: reversalHref(auth.id, type),
      }))
    : [];
  if (!SETTLED.has(status)) {
    moves.push({
      label: 'Resolve with cancel-or-refund',
      hint: 'Cancels it if not captured, refunds it if captured; never moves money twice.',
      href: posHref(payment.id),
    });
  }
  return { moves, missingAuthorization: wanted.length > 0 && !auth };
}
