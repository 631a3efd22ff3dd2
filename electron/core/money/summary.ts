import { refuse } from '../../../shared/error-words';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { money, record, text } from '../../../shared/operations/descriptor';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { moneyPresentation } from '../../../shared/operations/words';
import { ok, type Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { JournalEntry } from '../../../shared/schemas/journal';
import { ReversalType } from '../../../shared/schemas/reversal';
import type { ApiClient } from '../client/api-client';
import type { SummaryFacts } from '../guard/production-gate';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { wordsFor, type MainWords } from '../words/main-words';

/**
 * What the person confirms, read from the request main is about to send (not from the form):
 * the operation and its target in the person's language, amount and currency from the exact
 * body, and the card's last four; only what the body does not say (a reversal's amount, a
 * stored card's digits) is looked up.
 */
export async function summarizeRequest(
  api: ApiClient,
  request: MoneyRequest,
  language: Language,
): Promise<Result<SummaryFacts>> {
  const words = wordsFor(language);
  const { targets } = request;
  let amount = request.amount;
  let lastFour = targets.card?.match(/(\d{4})$/)?.[1];
  if (!lastFour && targets.instrument_id) {
    lastFour = await instrumentLastFour(api, targets.instrument_id);
  }
  let target = targetOf(request, words);
  if (!amount || !lastFour) {
    const named = targets.payment_id;
    const paymentId =
      named ??
      (targets.transaction_id
        ? await paymentOfTransaction(api, targets.transaction_id)
        : undefined);
    const payment = paymentId ? await paymentFacts(api, paymentId) : undefined;
    // A payment the operation itself names must exist: confirming blind is not confirming.
    if (named && !payment) return refuse('not_found', 'payment_not_found', { id: named });
    if (paymentId && !named) target = words.target.within(target, paymentId);
    // An amount typed without a currency is in the payment's currency.
    amount ??= payment?.currency
      ? money(record(request.body.amount).value, payment.currency)
      : undefined;
    amount ??= payment?.amount;
    lastFour ??= payment?.lastFour;
  }
  return ok({
    operation: labelOf(request, words),
    ...(amount ? { amount } : {}),
    target,
    ...(lastFour ? { last_four: lastFour } : {}),
  });
}

/** A resend repeats what the journal holds: its facts are read from there, with no API call. */
export function summarizeRetry(entry: JournalEntry, language: Language): SummaryFacts {
  const words = wordsFor(language);
  const { targets, amount, operation } = entry.begin;
  const lastFour = targets.card?.match(/(\d{4})$/)?.[1];
  const ids = [
    targets.merchant_id && words.target.merchant(targets.merchant_id),
    targets.payment_id && words.target.payment(targets.payment_id),
    targets.transaction_id && words.target.transaction(targets.transaction_id),
    targets.instrument_id && words.target.instrument(targets.instrument_id),
  ].filter(Boolean);
  const doing = isMoneyOperation(operation) ? words.operation[operation].doing : operation;
  return {
    operation: words.resend(doing, entry.begin.operation_id),
    ...(amount ? { amount } : {}),
    target: ids.join(', ') || entry.begin.request.url,
    ...(lastFour ? { last_four: lastFour } : {}),
  };
}

/** A reversal is named by the type its body asks for; any other operation by its kind. */
function labelOf(request: MoneyRequest, words: MainWords): string {
  const type = ReversalType.safeParse(moneyDescriptor(request.kind).typeOf?.(request.body));
  return type.success ? words.reversal[type.data] : words.operation[request.kind].label;
}

/** "merchant mer-1", with the payment an incremental authorization adds to: as its module says. */
function targetOf({ kind, targets }: MoneyRequest, words: MainWords): string {
  switch (moneyPresentation(kind).targets) {
    case 'merchant': {
      const merchant = words.target.merchant(targets.merchant_id);
      return targets.payment_id ? words.target.within(merchant, targets.payment_id) : merchant;
    }
    case 'transaction':
      return words.target.transaction(targets.transaction_id ?? '');
    case 'payment':
      return words.target.payment(targets.payment_id ?? '');
  }
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
