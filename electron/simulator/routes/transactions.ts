import { settlementFrom } from '../capture-settlement';
import type { SimulatorDeps } from '../deps';
import { fieldError, HttpError, isRecord, parseJsonObject, type Reply } from '../http';
import { parseCurrency, parseMinor } from '../money';
import { reversalDecision } from '../network';
import { parseAuthorization } from '../payment-input';
import { adjust, cancel, capture, refund, type Step } from '../payment-machine';
import { paymentJson, transactionJson, type PaymentRecord } from '../payment-model';
import { authorizeIncrement, authorizeNew, commit, txContext } from '../payment-service';
import { route, type AreaRoutes } from './operation-routes';

const REVERSAL_TYPES = ['ADJUSTMENT', 'CAPTURE', 'CANCELLATION', 'REFUND', 'REVERSAL'] as const;
type ReversalType = (typeof REVERSAL_TYPES)[number];

/** The optional `amount` of a reversal, in the payment's currency; undefined when absent. */
function reversalAmount(body: Record<string, unknown>, payment: PaymentRecord): number | undefined {
  if (body.amount === undefined || body.amount === null) return undefined;
  const amount = body.amount;
  if (!isRecord(amount)) {
    throw fieldError('invalid_field', 'amount', 'amount must be {value, currency?}');
  }
  if (amount.currency !== undefined && amount.currency !== null) {
    const currency = parseCurrency(amount.currency, 'amount.currency');
    if (currency !== payment.currency) {
      throw fieldError(
        'currency_mismatch',
        'amount.currency',
        `Payment ${payment.id} is in ${payment.currency}, not ${currency}`,
      );
    }
  }
  return parseMinor(amount.value, payment.currency, 'amount.value');
}

function reversalStep(
  deps: SimulatorDeps,
  type: ReversalType,
  payment: PaymentRecord,
  amount: number | undefined,
  parentId: string,
): Step {
  const ctx = txContext(deps, parentId);
  switch (type) {
    case 'CAPTURE': {
      const later = deps.speaksReference() ? settlementFrom(ctx.at, 'MANUAL_REQUEST') : undefined;
      return capture(payment, amount, ctx, later);
    }
    case 'REFUND':
      return refund(payment, amount, ctx);
    case 'ADJUSTMENT':
      if (amount === undefined) {
        throw fieldError(
          'missing_field',
          'amount',
          'An ADJUSTMENT needs the new authorized amount',
        );
      }
      return adjust(payment, amount, ctx);
    case 'CANCELLATION':
    case 'REVERSAL':
      if (amount !== undefined) {
        throw fieldError(
          'amount_not_allowed',
          'amount',
          `A ${type} always releases the whole authorization; send no amount`,
        );
      }
      return cancel(payment, type, reversalDecision(payment.card.panSha256), ctx);
  }
}

export function transactionRoutes(deps: SimulatorDeps) {
  return {
    'transactions:authorize': route('POST', '/v1/transactions/authorizations', (ctx): Reply => {
      const input = parseAuthorization(parseJsonObject(ctx.body), new Date(deps.now()), {
        allowPaymentId: true,
        alpha2Countries: !deps.speaksReference(),
      });
      const answer =
        input.paymentId === undefined
          ? authorizeNew(deps, input, ctx.idempotencyKey)
          : authorizeIncrement(deps, input, ctx.idempotencyKey);
      return { status: 201, body: answer };
    }),

    /*
     * One endpoint for every follow-up operation; `type` chooses it (api-notes leaves this
     * unpublished). The path may name any transaction of the payment; it becomes the parent.
     */
    'transactions:reverse': route(
      'POST',
      '/v1/transactions/:transaction_id/reversals',
      (ctx): Reply => {
        const id = ctx.params.transaction_id ?? '';
        const body = parseJsonObject(ctx.body);
        const found = deps.store.findTransaction(id);
        if (!found)
          throw new HttpError(404, 'transaction_not_found', `Transaction ${id} not found`);
        if (body.type === undefined || body.type === null) {
          throw fieldError(
            'missing_field',
            'type',
            `type is required: ${REVERSAL_TYPES.join(', ')}`,
          );
        }
        if (!REVERSAL_TYPES.includes(body.type as ReversalType)) {
          throw fieldError(
            'invalid_field',
            'type',
            `type must be one of ${REVERSAL_TYPES.join(', ')}`,
          );
        }
        const type = body.type as ReversalType;
        const amount = reversalAmount(body, found.payment);
        const step = reversalStep(deps, type, found.payment, amount, id);
        commit(deps, step, ctx.idempotencyKey);
        const tx = step.transaction;
        return {
          status: 201,
          body: {
            ...transactionJson(tx, step.payment),
            payment: paymentJson(step.payment),
          },
        };
      },
    ),

    'transactions:get': route('GET', '/v1/transactions/:id', ({ params }): Reply => {
      const id = params.id ?? '';
      const found = deps.store.findTransaction(id);
      if (!found) throw new HttpError(404, 'transaction_not_found', `Transaction ${id} not found`);
      return { status: 200, body: transactionJson(found.transaction, found.payment) };
    }),
  } satisfies AreaRoutes<'transactions'>;
}
