import { settlementFrom } from './capture-settlement';
import { cardBrand, panHash } from './cards';
import type { SimulatorDeps } from './deps';
import { fieldError, HttpError } from './http';
import { authorizationDecision, networkData, randomApprovalCode, type Decision } from './network';
import type { AuthorizationInput, CardSource } from './payment-input';
import { authorizeMore, capture, openPayment, type Step, type TxContext } from './payment-machine';
import {
  paymentJson,
  transactionSummary,
  type CardRef,
  type PaymentRecord,
  type TransactionRecord,
} from './payment-model';
import { newId } from './store';

/*
 * Applies the state machine to the store: look up, decide (simulated network), step, commit.
 * Everything before `commit` may throw; `commit` itself cannot, so a request either has its
 * whole effect (payment + ledger) or none.
 */

export function commit(deps: SimulatorDeps, step: Step, idempotencyKey: string | null): void {
  deps.store.savePayment(step.payment);
  deps.ledger.append(step.payment.id, step.payment.currency, step.effects, idempotencyKey);
}

export function findPayment(deps: SimulatorDeps, id: string): PaymentRecord {
  const payment = deps.store.findPayment(id);
  if (!payment) throw new HttpError(404, 'payment_not_found', `Payment ${id} not found`);
  return payment;
}

export function txContext(deps: SimulatorDeps, parentId: string | null = null): TxContext {
  return { id: newId('trx'), at: deps.now(), parentId };
}

function cardOf(deps: SimulatorDeps, source: CardSource): CardRef {
  if (source.kind === 'raw') {
    // Charged once and not stored: only these derivatives outlive the request.
    const { pan } = source.card;
    return {
      instrumentId: null,
      lastFour: pan.slice(-4),
      brand: cardBrand(pan),
      panSha256: panHash(pan),
    };
  }
  const record = deps.store.instruments.get(source.instrumentId);
  if (!record) {
    throw new HttpError(
      404,
      'instrument_not_found',
      `Instrument ${source.instrumentId} not found`,
      {
        field: 'instrument.id',
      },
    );
  }
  if (record.status !== 'ACTIVE') {
    throw fieldError('instrument_inactive', 'instrument.id', `Instrument ${record.id} is INACTIVE`);
  }
  return {
    instrumentId: record.id,
    lastFour: record.lastFour,
    brand: record.brand,
    panSha256: record.panSha256,
  };
}

/** An authorization with the network's data: STAN always, approval code only when approved. */
function authorizationContext(deps: SimulatorDeps, decision: Decision): TxContext {
  const ctx = txContext(deps);
  const approval = decision.status === 'APPROVED' ? randomApprovalCode() : null;
  return { ...ctx, networkData: networkData(ctx.at, deps.store.nextStan(), approval) };
}

export function authorizationAnswer(payment: PaymentRecord, tx: TransactionRecord) {
  return {
    payment_id: payment.id,
    instrument_id: payment.card.instrumentId,
    response_code: tx.responseCode,
    response_code_description: tx.responseDescription,
    transaction: { ...transactionSummary(tx, payment.currency), network_data: tx.networkData },
    payment: paymentJson(payment),
  };
}

export function authorizeNew(
  deps: SimulatorDeps,
  input: AuthorizationInput,
  clientKey: string | null,
) {
  if (input.id !== undefined && deps.store.hasPayment(input.id)) {
    throw new HttpError(409, 'resource_already_exists', `Payment ${input.id} already exists`, {
      field: 'id',
    });
  }
  const card = cardOf(deps, input.instrument!);
  const decision = authorizationDecision(card.panSha256);
  const ctx = authorizationContext(deps, decision);
  const opened = openPayment(
    {
      id: input.id ?? newId('pay'),
      seq: deps.store.nextSeq(),
      currency: input.currency,
      country: input.country,
      merchantId: input.merchantId!,
      traceId: input.traceId,
      type: input.type!,
      captureMode: input.captureMode,
      card,
      initial: input.amount,
      tip: input.tip,
      initiator: input.initiator,
      entryMode: input.entryMode,
      orderType: input.orderType,
      terminal: input.terminal,
      createdAt: ctx.at,
    },
    decision,
    ctx,
  );
  let step = opened;
  if (decision.status === 'APPROVED' && input.captureMode === 'AUTOMATIC') {
    const ctx = txContext(deps, opened.transaction.id);
    const later = deps.speaksReference() ? settlementFrom(ctx.at, 'AUTOMATIC_REQUEST') : undefined;
    const captured = capture(opened.payment, undefined, ctx, later);
    step = { ...captured, effects: [...opened.effects, ...captured.effects] };
  }
  commit(deps, step, clientKey);
  return authorizationAnswer(step.payment, opened.transaction);
}

/** Incremental: the card, merchant and currency are the payment's; given ones must agree. */
export function authorizeIncrement(
  deps: SimulatorDeps,
  input: AuthorizationInput,
  clientKey: string | null,
) {
  const payment = findPayment(deps, input.paymentId!);
  const mismatch = (field: string, what: string) =>
    new HttpError(
      409,
      'payment_not_authorizable',
      `Payment ${payment.id} has another ${what}; leave ${field} out or send the payment's`,
      { field },
    );
  if (input.merchantId !== undefined && input.merchantId !== payment.merchantId) {
    throw mismatch('merchant_id', 'merchant');
  }
  if (input.instrument && cardOf(deps, input.instrument).panSha256 !== payment.card.panSha256) {
    throw mismatch('instrument', 'card');
  }
  const decision = authorizationDecision(payment.card.panSha256);
  const ctx = authorizationContext(deps, decision);
  const step = authorizeMore(payment, input.amount, input.currency, decision, ctx);
  commit(deps, step, clientKey);
  return authorizationAnswer(step.payment, step.transaction);
}
