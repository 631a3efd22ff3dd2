import type { SimulatorDeps } from './deps';
import { settle } from './payment-machine';
import type { PendingSettlement } from './payment-model';

/*
 * The reference dialect's captures settle later, as the real sandbox's do (api-notes: an
 * AUTOMATIC capture leaves the payment AUTHORIZED with a PENDING capture that settles later).
 * The delays are the simulator's own choice: nothing public says how long the network takes, so
 * they are short enough for QA to move past with one `POST /_sandbox/clock`.
 */

/** Handed to the network in the next batch: the payment reads CAPTURE_PRESENTED from then. */
export const CAPTURE_PRESENTS_AFTER_S = 10 * 60;
/** `estimated_date`: the capture is APPROVED and the payment CAPTURED once the clock passes it. */
export const CAPTURE_SETTLES_AFTER_S = 60 * 60;

export function settlementFrom(at: number, reason: PendingSettlement['reason']): PendingSettlement {
  return {
    presentsAt: at + CAPTURE_PRESENTS_AFTER_S * 1000,
    settlesAt: at + CAPTURE_SETTLES_AFTER_S * 1000,
    reason,
  };
}

/**
 * Brings every pending capture up to the simulator's now. Run before each request (a read, a
 * list, any operation) rather than on a timer, so moving the clock is all it takes and a
 * stopped simulator has nothing running; what settles reaches the ledger as the capture.
 */
export function settleDueCaptures(deps: SimulatorDeps): void {
  const at = deps.now();
  for (const id of deps.store.paymentsWithPendingCapture()) {
    const payment = deps.store.findPayment(id);
    const settled = payment && settle(payment, at);
    if (!settled) continue;
    deps.store.savePayment(settled.payment);
    deps.ledger.append(settled.payment.id, settled.payment.currency, settled.effects, null);
  }
}
