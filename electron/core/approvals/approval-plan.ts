import { currencyDecimals, fromMinorUnits } from '../../../shared/money';
import type { MoneyOperationName } from '../../../shared/operations/catalog';
import { record, text } from '../../../shared/operations/descriptor';
import { isFinal } from '../../../shared/payment-states';
import { reversalRoom } from '../../../shared/reversal-room';
import type { ApprovalPlan, PlannedAction } from '../../../shared/schemas/approval';
import type { Payment } from '../../../shared/schemas/payment';
import { ReversalType } from '../../../shared/schemas/reversal';
import type { ApiClient } from '../client/api-client';
import { readPayment } from '../outcomes/payment-facts';
import type { MoneyRequest } from '../pipeline/money-pipeline';

/** What the request would do, from the payment as read; the moment is added by the caller. */
type Planned =
  | { action: Exclude<PlannedAction, 'nothing' | 'unclear'>; amount: number; currency: string }
  | { action: 'nothing' | 'unclear' };

type Planner = (api: ApiClient, request: MoneyRequest) => Promise<PlanRead | undefined>;

interface PlanRead {
  payment: Payment;
  planned: (payment: Payment) => Planned;
}

const UNCLEAR: Planned = { action: 'unclear' };
const NOTHING: Planned = { action: 'nothing' };

/**
 * Which money operations can leave without naming their amount, and how their plan is read.
 * An authorization always names its amount (its body is refused without one).
 */
const PLANNERS = {
  'payments:authorize': undefined,
  'transactions:authorize': undefined,
  'transactions:reverse': reversalPlan,
  'pos:cancelOrRefund': cancelOrRefundPlan,
} as const satisfies Record<MoneyOperationName, Planner | undefined>;

/**
 * What a request without an amount would move, read now through the profile's own client with
 * reads only (the payment, and a reversal's transaction for its payment): undefined when the
 * body names its amount, or when the payment could not be read, so nothing is guessed.
 */
export async function readPlan(
  api: ApiClient,
  request: MoneyRequest,
  now: () => Date = () => new Date(),
): Promise<ApprovalPlan | undefined> {
  if (request.amount) return undefined;
  const planner: Planner | undefined = PLANNERS[request.kind];
  if (!planner) return undefined;
  const read = await planner(api, request).catch(() => undefined);
  if (!read) return undefined;
  const readAt = now().toISOString();
  const planned = read.planned(read.payment);
  return 'amount' in planned
    ? {
        action: planned.action,
        amount: { value: planned.amount, currency: planned.currency },
        readAt,
      }
    : { action: planned.action, readAt };
}

/**
 * As the API decides it when the request arrives: an authorized payment's hold is cancelled
 * whole, a captured one's captured and not yet refunded money goes back, a final one moves
 * nothing. A capture on its way, or a payment still processing, moves what the API then finds.
 */
async function cancelOrRefundPlan(
  api: ApiClient,
  request: MoneyRequest,
): Promise<PlanRead | undefined> {
  const id = request.targets.payment_id;
  if (!id) return undefined;
  const payment = await readPayment(api, id);
  if (!payment.ok) return undefined;
  return {
    payment: payment.value,
    planned: (p) => {
      const status = (p.status ?? '').toUpperCase();
      if (isFinal(status)) return NOTHING;
      if (status === 'AUTHORIZED') return moving('cancel', authorizedOf(p), p);
      if (status === 'CAPTURED') return moving('refund', refundableOf(p), p);
      return UNCLEAR;
    },
  };
}

/**
 * A reversal with no amount moves whatever is left of its kind; one whose amount was typed
 * without a currency moves that amount in the payment's currency. The payment is the one the
 * transaction names, as main's amount rules read it (the page's id is only journaled).
 */
async function reversalPlan(api: ApiClient, request: MoneyRequest): Promise<PlanRead | undefined> {
  const type = ReversalType.safeParse(record(request.body).type);
  const transactionId = request.targets.transaction_id;
  if (!type.success || !transactionId) return undefined;
  const transaction = await api.call({
    method: 'GET',
    path: `/v1/transactions/${encodeURIComponent(transactionId)}`,
    what: `Reading transaction ${transactionId}`,
  });
  const paymentId = transaction.ok ? text(record(transaction.value.body).payment_id) : undefined;
  if (!paymentId) return undefined;
  const payment = await readPayment(api, paymentId);
  if (!payment.ok) return undefined;
  const typed = record(request.body.amount).value;
  const action = REVERSAL_ACTIONS[type.data];
  return {
    payment: payment.value,
    planned: (p) => {
      if (typeof typed === 'number') return moving(action, typed, p);
      const status = (p.status ?? '').toUpperCase();
      if (isFinal(status)) return NOTHING;
      const room = reversalRoom(p);
      switch (type.data) {
        case 'CAPTURE':
          return moving(action, room.capture, p);
        case 'REFUND':
          return moving(action, room.refund, p);
        case 'CANCELLATION':
        case 'REVERSAL':
          // Only a hold can be cancelled or reversed: the API refuses it once captured.
          return status === 'AUTHORIZED' ? moving(action, authorizedOf(p), p) : UNCLEAR;
        case 'ADJUSTMENT':
          return UNCLEAR;
      }
    },
  };
}

const REVERSAL_ACTIONS = {
  CAPTURE: 'capture',
  REFUND: 'refund',
  CANCELLATION: 'cancel',
  REVERSAL: 'reverse',
  ADJUSTMENT: 'adjust',
} as const satisfies Record<ReversalType, PlannedAction>;

/** Nothing when none is left; unclear when the payment did not say how much or in what. */
function moving(
  action: Exclude<PlannedAction, 'nothing' | 'unclear'>,
  amount: number | undefined,
  payment: Payment,
): Planned {
  const currency = currencyOf(payment);
  if (amount === undefined || currency === undefined) return UNCLEAR;
  // In the currency's digits, as the API counts it: 29.999999 read from a float is 30.00.
  const minor = Math.round(amount * 10 ** currencyDecimals(currency));
  if (!Number.isFinite(minor) || minor < 0) return UNCLEAR;
  if (minor === 0) return NOTHING;
  return { action, amount: fromMinorUnits(minor, currency), currency };
}

function valueOf(amount: Payment['authorized_amount']): number | undefined {
  const raw = amount !== null && typeof amount === 'object' ? amount.value : amount;
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

function currencyOf(payment: Payment): string | undefined {
  return reversalRoom(payment).currency ?? valueCurrency(payment.current_amount);
}

function valueCurrency(amount: Payment['current_amount']): string | undefined {
  return amount && typeof amount === 'object' && amount.currency
    ? amount.currency.toUpperCase()
    : undefined;
}

/** A hold is cancelled whole: what was authorized, else what the payment still holds. */
const authorizedOf = (p: Payment) => valueOf(p.authorized_amount) ?? valueOf(p.current_amount);

/**
 * Captured and not yet refunded; a payment that lists no captured amount holds that much as
 * its current amount (a refund lowers it).
 */
const refundableOf = (p: Payment) => reversalRoom(p).refund ?? valueOf(p.current_amount);
