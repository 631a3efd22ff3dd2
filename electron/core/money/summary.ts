import {
  money,
  record,
  text,
  type MoneyCall,
  type MoneyDescriptor,
} from '../../../shared/operations/descriptor';
import type { MoneyOperationName } from '../../../shared/operations/catalog';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { fail, ok, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { ApiClient } from '../client/api-client';
import type { SummaryFacts } from '../guard/production-gate';
import type { MoneyRequest } from '../pipeline/money-pipeline';

/**
 * What the person confirms, read from the request main is about to send (not from the form):
 * the operation's words and target from its descriptor, amount and currency from the exact body,
 * and the card's last four; only what the body does not say (a reversal's amount, a stored
 * card's digits) is looked up.
 */
export async function summarizeRequest(
  api: ApiClient,
  request: MoneyRequest,
): Promise<Result<SummaryFacts>> {
  const descriptor = moneyDescriptor(request.kind);
  const { targets } = request;
  let amount = request.amount;
  let lastFour = targets.card?.match(/(\d{4})$/)?.[1];
  if (!lastFour && targets.instrument_id) {
    lastFour = await instrumentLastFour(api, targets.instrument_id);
  }
  let target = descriptor.target(request);
  if (!amount || !lastFour) {
    const named = targets.payment_id;
    const paymentId =
      named ??
      (targets.transaction_id
        ? await paymentOfTransaction(api, targets.transaction_id)
        : undefined);
    const payment = paymentId ? await paymentFacts(api, paymentId) : undefined;
    // A payment the operation itself names must exist: confirming blind is not confirming.
    if (named && !payment) return fail('not_found', `No payment ${named}`);
    if (paymentId && !named) target = `${target} (payment ${paymentId})`;
    // An amount typed without a currency is in the payment's currency.
    amount ??= payment?.currency
      ? money(record(request.body.amount).value, payment.currency)
      : undefined;
    amount ??= payment?.amount;
    lastFour ??= payment?.lastFour;
  }
  return ok({
    operation: labelOf(descriptor, request),
    ...(amount ? { amount } : {}),
    target,
    ...(lastFour ? { last_four: lastFour } : {}),
  });
}

/** A resend repeats what the journal holds: its facts are read from there, with no API call. */
export function summarizeRetry(entry: JournalEntry): SummaryFacts {
  const { targets, amount, operation } = entry.begin;
  const lastFour = targets.card?.match(/(\d{4})$/)?.[1];
  const ids = [
    targets.merchant_id && `merchant ${targets.merchant_id}`,
    targets.payment_id && `payment ${targets.payment_id}`,
    targets.transaction_id && `transaction ${targets.transaction_id}`,
    targets.instrument_id && `instrument ${targets.instrument_id}`,
  ].filter(Boolean);
  return {
    operation: `Resend of ${moneyDescriptor(operation as MoneyOperationName).doing.toLowerCase()} ${entry.begin.operation_id} (same idempotency key)`,
    ...(amount ? { amount } : {}),
    target: ids.join(', ') || entry.begin.request.url,
    ...(lastFour ? { last_four: lastFour } : {}),
  };
}

function labelOf(descriptor: MoneyDescriptor, call: MoneyCall): string {
  return descriptor.labelOf?.(call.body) ?? descriptor.label;
}

async function read(api: ApiClient, path: string, what: string) {
  const answer = await api.call({ method: 'GET', path, what });
  return answer.ok ? record(answer.value.body) : undefined;
}

async function instrumentLastFour(api: ApiClient, id: string) {
  const body = await read(
    api,
    `/v1/instruments/${encodeURIComponent(id)}`,
    `Reading instrument ${id}`,
  );
  return text(record(body?.card).last_four_digits);
}

async function paymentOfTransaction(api: ApiClient, id: string) {
  const body = await read(
    api,
    `/v1/transactions/${encodeURIComponent(id)}`,
    `Reading transaction ${id}`,
  );
  return text(body?.payment_id);
}

async function paymentFacts(api: ApiClient, id: string) {
  const p = await read(api, `/v1/payments/${encodeURIComponent(id)}`, `Reading payment ${id}`);
  if (!p) return undefined;
  const currency = text(p.currency);
  return {
    currency,
    amount: money(p.current_amount, currency),
    lastFour: text(record(p.payment_instrument).last_four_digits),
  };
}
