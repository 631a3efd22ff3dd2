import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { Payment } from '../../../shared/schemas/payment';
import type {
  PaymentCandidate,
  PaymentSearch,
  StatusCheck,
} from '../../../shared/schemas/status-check';
import { pageRead, pageRequest } from '../../../shared/operations/paged';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { moneyPresentation } from '../../../shared/operations/words';
import type { ApiClient } from '../client/api-client';
import { epochMs, readPayment, sameAmount } from './payment-facts';

/** Either side of the operation's attempts: clocks differ, and the API stamps when it processed. */
export const SEARCH_MARGIN_MS = 5 * 60_000;
const PAGE_SIZE = 100;
/** A busy merchant's ten minutes fit in a few pages; past that the operator is told it stopped. */
const MAX_PAGES = 5;
const MAX_CANDIDATES = 50;

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * What the API shows now about an operation whose outcome is unknown: its payment when the id is
 * known, else the merchant's payments around its time and amount. Reads only: nothing is sent
 * that could move money.
 */
export async function checkStatus(
  api: ApiClient,
  entry: JournalEntry,
  now: Date,
): Promise<Result<StatusCheck>> {
  const base = { operation_id: entry.begin.operation_id, checked_at: now.toISOString() };
  const known = await knownPaymentId(api, entry);
  if (!known.ok) return known;
  if (known.value !== undefined) {
    const payment = await readPayment(api, known.value);
    return payment.ok ? ok({ ...base, payment: payment.value }) : payment;
  }
  const search = await searchPayments(api, entry);
  return search.ok ? ok({ ...base, search: search.value }) : search;
}

/** The payment the operation made or acted on, when anything says which. */
async function knownPaymentId(
  api: ApiClient,
  entry: JournalEntry,
): Promise<Result<string | undefined>> {
  const { targets, operation } = entry.begin;
  const answer = (entry.finish?.response?.body ?? {}) as {
    payment_id?: unknown;
    payment?: { id?: unknown };
  };
  const id = text(targets.payment_id) ?? text(answer.payment_id) ?? text(answer.payment?.id);
  // An operation on a transaction (a reversal) finds its payment through that transaction.
  const onTransaction =
    isMoneyOperation(operation) && moneyPresentation(operation).targets === 'transaction';
  if (id !== undefined || !onTransaction || !targets.transaction_id) {
    return ok(id);
  }
  const trx = await api.call({
    method: 'GET',
    path: `/v1/transactions/${encodeURIComponent(targets.transaction_id)}`,
    what: `Reading transaction ${targets.transaction_id}`,
  });
  if (!trx.ok) return trx;
  const paymentId = text((trx.value.body as { payment_id?: unknown } | null)?.payment_id);
  return paymentId
    ? ok(paymentId)
    : refuse('not_found', 'transaction_without_payment', { id: targets.transaction_id });
}

/** The merchant's payments from a few minutes before the first attempt to after the last. */
async function searchPayments(api: ApiClient, entry: JournalEntry): Promise<Result<PaymentSearch>> {
  const { begin, finish } = entry;
  const started = Date.parse(begin.at);
  const from = started - SEARCH_MARGIN_MS;
  const to = Date.parse(finish?.at ?? begin.at) + SEARCH_MARGIN_MS;
  const merchant = text(begin.targets.merchant_id);
  const found: (PaymentCandidate & { distance: number })[] = [];
  let complete = false;
  for (let page = 1; page <= MAX_PAGES && !complete; page++) {
    const listed = await listPayments(api, page, merchant);
    if (!listed.ok) return listed;
    let oldest = Infinity;
    for (const item of listed.value.data) {
      const parsed = Payment.safeParse(item);
      // Answers are read tolerantly (an item without an id reads as id ""): none can be chosen.
      if (!parsed.success || parsed.data.id === '') continue;
      const payment = parsed.data;
      // The real API answers `merchant_id: ""` in lists (no value): such a payment may be ours.
      // One that names another merchant is not, whatever the filter did.
      const named = text(payment.merchant_id);
      if (merchant && named && named !== merchant) continue;
      const at = epochMs(payment.created_at);
      const amount_matches = sameAmount(payment, begin.amount);
      if (at !== undefined) oldest = Math.min(oldest, at);
      // A payment whose time cannot be read is shown only when its amount says it may be ours.
      const inWindow = at === undefined ? amount_matches : at >= from && at <= to;
      if (inWindow) {
        const distance = at === undefined ? Number.MAX_VALUE : Math.abs(at - started);
        found.push({ payment, amount_matches, distance });
      }
    }
    // Newest first: once a page reaches back past the window, older pages cannot hold it.
    complete = !listed.value.has_more || oldest < from;
  }
  found.sort(
    (a, b) => Number(b.amount_matches) - Number(a.amount_matches) || a.distance - b.distance,
  );
  return ok({
    ...(merchant ? { merchant_id: merchant } : {}),
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    ...(begin.amount ? { amount: begin.amount } : {}),
    candidates: found
      .slice(0, MAX_CANDIDATES)
      .map(({ payment, amount_matches }) => ({ payment, amount_matches })),
    complete,
  });
}

async function listPayments(api: ApiClient, page: number, merchant: string | undefined) {
  const what = `Listing the payments of ${merchant ?? 'the account'}`;
  const paging = { page, page_size: PAGE_SIZE };
  const request = pageRequest('/v1/payments', paging, { merchant_id: merchant });
  if (!request.ok) return request;
  const answer = await api.call({ ...request.value, what });
  return answer.ok ? pageRead<unknown>(answer.value, paging) : answer;
}
