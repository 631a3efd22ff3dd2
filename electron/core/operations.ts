import { contract, type OutputOf, type ParsedInputOf } from '../../shared/contract';
import { fieldErrors } from '../../shared/errors';
import { fail, ok, type Result } from '../../shared/result';
import type { ApiClient } from './client/api-client';
import type { ProductionGuard } from './guard/production-guard';
import type { Journal } from './journal/journal';
import { authorizationRequest } from './money/authorization';
import type { MoneyPipeline } from './pipeline/money-pipeline';
import { reportOf } from './pipeline/report';
import { withSession, type SessionSource } from './session';

export interface OperationDeps {
  session: SessionSource;
  journal: Journal;
  pipeline: MoneyPipeline;
  guard: ProductionGuard;
}

/** Journal queries, safe retries, and the confirmation a production profile asks for. */
export function operationHandlers({ session, journal, pipeline, guard }: OperationDeps) {
  const report = (entry: Parameters<typeof reportOf>[0]) =>
    reportOf(entry, pipeline.canResend(entry));
  return {
    'operations:unresolved': async () => ok((await journal.unresolved()).map(report)),
    'operations:recent': async (input: ParsedInputOf<'operations:recent'>) =>
      ok((await journal.recent(input.limit)).map(report)),
    'operations:get': async (input: ParsedInputOf<'operations:get'>) => {
      const entry = await journal.byId(input.operation_id);
      return entry ? ok(report(entry)) : fail('not_found', `No operation ${input.operation_id}`);
    },
    'operations:retry': (input: ParsedInputOf<'operations:retry'>) =>
      withSession(session, (current) =>
        pipeline.retry(
          {
            profile: {
              id: current.profile.id,
              name: current.profile.name,
              production: current.profile.production,
            },
            api: current.api,
          },
          input.operation_id,
        ),
      ),
    'operations:confirm': (input: ParsedInputOf<'operations:confirm'>) =>
      withSession(session, async (current): Promise<Result<OutputOf<'operations:confirm'>>> => {
        const parsed = contract[input.channel].input.safeParse(input.input);
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          return fail('validation', Object.values(fields)[0] ?? 'Invalid input', { fields });
        }
        const summary = await summarize(current.api, input.channel, parsed.data);
        if (!summary.ok) return summary;
        const { token, expiresAt } = guard.issue(input.channel, parsed.data);
        return ok({
          code: token,
          expires_at: new Date(expiresAt).toISOString(),
          summary: { operation: input.channel, profile: current.profile.name, ...summary.value },
        });
      }),
  };
}

type Summary = Omit<OutputOf<'operations:confirm'>['summary'], 'operation' | 'profile'>;

/** What the user must see before confirming: amount, currency, target and the card's last four. */
async function summarize(
  api: ApiClient,
  channel: string,
  input: unknown,
): Promise<Result<Summary>> {
  if (channel === 'payments:authorize' || channel === 'transactions:authorize') {
    const i = input as ParsedInputOf<'payments:authorize'>;
    const request = authorizationRequest(channel, i);
    if (!request.ok) return request;
    const lastFour =
      i.instrument.kind === 'card'
        ? i.instrument.card.number.slice(-4)
        : await instrumentLastFour(api, i.instrument.id);
    return ok({
      ...(request.value.amount ? { amount: request.value.amount } : {}),
      target: `merchant ${i.merchant_id}`,
      ...(lastFour ? { last_four: lastFour } : {}),
    });
  }
  if (channel === 'transactions:reverse') {
    const i = input as ParsedInputOf<'transactions:reverse'>;
    const trx = await api.call({
      method: 'GET',
      path: `/v1/transactions/${encodeURIComponent(i.transaction_id)}`,
      what: `Reading transaction ${i.transaction_id}`,
    });
    if (!trx.ok) return trx;
    const paymentId = (trx.value.body as { payment_id?: string }).payment_id;
    const payment = paymentId ? await paymentFacts(api, paymentId) : undefined;
    const currency = i.currency ?? payment?.currency;
    return ok({
      ...(i.amount && currency
        ? { amount: { value: Number(i.amount), currency } }
        : payment?.amount
          ? { amount: payment.amount }
          : {}),
      target: `${i.type.toLowerCase()} of transaction ${i.transaction_id}${paymentId ? ` (payment ${paymentId})` : ''}`,
      ...(payment?.lastFour ? { last_four: payment.lastFour } : {}),
    });
  }
  const i = input as ParsedInputOf<'pos:cancelOrRefund'>;
  const payment = await paymentFacts(api, i.payment_id);
  if (!payment) return fail('not_found', `No payment ${i.payment_id}`);
  return ok({
    ...(payment.amount ? { amount: payment.amount } : {}),
    target: `cancel or refund payment ${i.payment_id}`,
    ...(payment.lastFour ? { last_four: payment.lastFour } : {}),
  });
}

async function instrumentLastFour(api: ApiClient, id: string): Promise<string | undefined> {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/instruments/${encodeURIComponent(id)}`,
    what: `Reading instrument ${id}`,
  });
  return answer.ok
    ? ((answer.value.body as { card?: { last_four_digits?: string } }).card?.last_four_digits ??
        undefined)
    : undefined;
}

async function paymentFacts(api: ApiClient, id: string) {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/payments/${encodeURIComponent(id)}`,
    what: `Reading payment ${id}`,
  });
  if (!answer.ok) return undefined;
  const p = answer.value.body as {
    currency?: string;
    current_amount?: unknown;
    payment_instrument?: { last_four_digits?: string };
  };
  const value = typeof p.current_amount === 'number' ? p.current_amount : Number(p.current_amount);
  return {
    currency: p.currency,
    amount: p.currency && Number.isFinite(value) ? { value, currency: p.currency } : undefined,
    lastFour: p.payment_instrument?.last_four_digits,
  };
}
