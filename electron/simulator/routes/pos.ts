import type { SimulatorDeps } from '../deps';
import { parseJsonObject, type Reply } from '../http';
import { moneyJson } from '../money';
import { reversalDecision } from '../network';
import { assertNoPendingCapture, cancel, refund } from '../payment-machine';
import { paymentJson, type PaymentRecord, type TransactionType } from '../payment-model';
import { commit, findPayment, txContext } from '../payment-service';
import { route, type AreaRoutes } from './operation-routes';

export type PosAction =
  | 'CANCELLED'
  | 'REFUNDED'
  | 'ALREADY_CANCELLED'
  | 'ALREADY_REFUNDED'
  | 'NOTHING_TO_REVERSE'
  /** Only with the "reverse/cancel fails" drill card: the issuer refused; nothing moved. */
  | 'CANCEL_DECLINED';

const unixSeconds = (ms: number) => Math.floor(ms / 1000);

function lastApproved(p: PaymentRecord, types: readonly TransactionType[]) {
  return p.transactions.findLast((tx) => tx.status === 'APPROVED' && types.includes(tx.type));
}

function answer(
  p: PaymentRecord,
  action: PosAction,
  moved: number,
  transactionId: string | null,
  resolvedAt: number,
) {
  return {
    payment_id: p.id,
    action,
    amount: moneyJson(moved, p.currency),
    transaction_id: transactionId,
    resolved_at: unixSeconds(resolvedAt),
    payment: paymentJson(p),
  };
}

/*
 * For a terminal that timed out and does not know what happened: whatever state the payment
 * reached, one call leaves it with no money held or kept, and a repeat moves nothing twice,
 * because the ALREADY_* answers are read from the payment, not from a remembered request.
 */
function cancelOrRefund(deps: SimulatorDeps, payment: PaymentRecord, key: string | null) {
  switch (payment.status) {
    case 'AUTHORIZED': {
      const parent = payment.transactions[0]?.id ?? null;
      const decision = reversalDecision(payment.card.panSha256);
      const step = cancel(payment, 'CANCELLATION', decision, txContext(deps, parent));
      commit(deps, step, key);
      const tx = step.transaction;
      const done = tx.status === 'APPROVED';
      return answer(
        step.payment,
        done ? 'CANCELLED' : 'CANCEL_DECLINED',
        done ? tx.amount : 0,
        tx.id,
        tx.createdAt,
      );
    }
    case 'CAPTURED': {
      const parent = lastApproved(payment, ['CAPTURE'])?.id ?? null;
      const step = refund(payment, undefined, txContext(deps, parent));
      commit(deps, step, key);
      const tx = step.transaction;
      return answer(step.payment, 'REFUNDED', tx.amount, tx.id, tx.createdAt);
    }
    case 'CANCELLED': {
      const earlier = lastApproved(payment, ['CANCELLATION', 'REVERSAL']);
      return answer(
        payment,
        'ALREADY_CANCELLED',
        0,
        earlier?.id ?? null,
        earlier?.createdAt ?? payment.updatedAt,
      );
    }
    case 'REFUNDED': {
      const earlier = lastApproved(payment, ['REFUND']);
      return answer(
        payment,
        'ALREADY_REFUNDED',
        0,
        earlier?.id ?? null,
        earlier?.createdAt ?? payment.updatedAt,
      );
    }
    case 'FAILED':
    case 'REJECTED':
      return answer(payment, 'NOTHING_TO_REVERSE', 0, null, deps.now());
    case 'CAPTURE_IN_PROCESS':
    case 'CAPTURE_PRESENTED':
      // Neither can be done yet: a capture handed to the network cannot be cancelled, and there
      // is no captured money to refund until it settles. Refused (409) rather than guessed.
      assertNoPendingCapture(payment, 'cancel-or-refund it');
      throw new Error(`Payment ${payment.id} is ${payment.status} with no pending capture`);
  }
}

export function posRoutes(deps: SimulatorDeps) {
  return {
    'pos:cancelOrRefund': route('POST', '/v1/pos/cancel-or-refund/:payment_id', (ctx): Reply => {
      // The body is optional; when sent it must still be a JSON object.
      if (ctx.body.trim() !== '') parseJsonObject(ctx.body);
      const payment = findPayment(deps, ctx.params.payment_id ?? '');
      return { status: 200, body: cancelOrRefund(deps, payment, ctx.idempotencyKey) };
    }),
  } satisfies AreaRoutes<'pos'>;
}
