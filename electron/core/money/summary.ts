import { ok, fail, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { MoneyOperationKind } from '../../../shared/schemas/operation';
import type { ApiClient } from '../client/api-client';
import type { SummaryFacts } from '../guard/production-gate';
import type { MoneyRequest } from '../pipeline/money-pipeline';

const LABELS: Record<MoneyOperationKind, string> = {
  'payments:authorize': 'Payment authorization',
  'transactions:authorize': 'Transaction authorization',
  'transactions:reverse': 'Reversal of a transaction',
  'pos:cancelOrRefund': 'Cancel or refund',
};

/**
 * What the person confirms, read from the request main is about to send (not from the form):
 * amount, currency, target and the card's last four, looked up where the body only names ids.
 */
export async function summarizeRequest(
  api: ApiClient,
  request: MoneyRequest,
): Promise<Result<SummaryFacts>> {
  const { body, targets } = request;
  if (request.kind === 'payments:authorize' || request.kind === 'transactions:authorize') {
    const instrument = body.instrument as { id?: unknown; card?: { number?: unknown } } | undefined;
    const number = instrument?.card?.number;
    const lastFour =
      typeof number === 'string'
        ? number.slice(-4)
        : typeof instrument?.id === 'string'
          ? await instrumentLastFour(api, instrument.id)
          : undefined;
    return ok({
      operation: LABELS[request.kind],
      ...(request.amount ? { amount: request.amount } : {}),
      target: `merchant ${String(body.merchant_id)}${targets.payment_id ? ` (payment ${targets.payment_id})` : ''}`,
      ...(lastFour ? { last_four: lastFour } : {}),
    });
  }
  if (request.kind === 'transactions:reverse') {
    const transactionId = targets.transaction_id ?? '';
    const trx = await api.call({
      method: 'GET',
      path: `/v1/transactions/${encodeURIComponent(transactionId)}`,
      what: `Reading transaction ${transactionId}`,
    });
    if (!trx.ok) return trx;
    const paymentId = (trx.value.body as { payment_id?: unknown }).payment_id;
    const payment = typeof paymentId === 'string' ? await paymentFacts(api, paymentId) : undefined;
    const type = String(body.type);
    // An amount typed without a currency is in the payment's currency.
    const typed = (body.amount as { value?: unknown } | undefined)?.value;
    const amount =
      request.amount ??
      (typeof typed === 'number' && payment?.currency
        ? { value: typed, currency: payment.currency }
        : payment?.amount);
    return ok({
      operation: `${type[0]}${type.slice(1).toLowerCase()} of a transaction`,
      ...(amount ? { amount } : {}),
      target: `transaction ${transactionId}${typeof paymentId === 'string' ? ` (payment ${paymentId})` : ''}`,
      ...(payment?.lastFour ? { last_four: payment.lastFour } : {}),
    });
  }
  const paymentId = targets.payment_id ?? '';
  const payment = await paymentFacts(api, paymentId);
  if (!payment) return fail('not_found', `No payment ${paymentId}`);
  return ok({
    operation: LABELS[request.kind],
    ...(payment.amount ? { amount: payment.amount } : {}),
    target: `payment ${paymentId}`,
    ...(payment.lastFour ? { last_four: payment.lastFour } : {}),
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
    operation: `Resend of ${LABELS[operation].toLowerCase()} ${entry.begin.operation_id} (same idempotency key)`,
    ...(amount ? { amount } : {}),
    target: ids.join(', ') || entry.begin.request.url,
    ...(lastFour ? { last_four: lastFour } : {}),
  };
}

async function instrumentLastFour(api: ApiClient, id: string): Promise<string | undefined> {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/instruments/${encodeURIComponent(id)}`,
    what: `Reading instrument ${id}`,
  });
  if (!answer.ok) return undefined;
  const digits = (answer.value.body as { card?: { last_four_digits?: unknown } }).card
    ?.last_four_digits;
  return typeof digits === 'string' ? digits : undefined;
}

async function paymentFacts(api: ApiClient, id: string) {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/payments/${encodeURIComponent(id)}`,
    what: `Reading payment ${id}`,
  });
  if (!answer.ok) return undefined;
  const p = answer.value.body as {
    currency?: unknown;
    current_amount?: unknown;
    payment_instrument?: { last_four_digits?: unknown };
  };
  const value =
    typeof p.current_amount === 'number' ||
    (typeof p.current_amount === 'string' && p.current_amount.trim() !== '')
      ? Number(p.current_amount)
      : Number.NaN;
  const currency = typeof p.currency === 'string' ? p.currency : undefined;
  const digits = p.payment_instrument?.last_four_digits;
  return {
    currency,
    amount: currency && Number.isFinite(value) ? { value, currency } : undefined,
    lastFour: typeof digits === 'string' ? digits : undefined,
  };
}
