import type { OutputOf, ParsedInputOf } from '../../shared/contract';
import { ok } from '../../shared/result';
import type { ApiClient } from './client/api-client';
import { listPage } from './paged-list';

/** The read side the console needs to show state: payments and transactions. */

export async function getPayment(api: ApiClient, input: ParsedInputOf<'payments:get'>) {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/payments/${encodeURIComponent(input.id)}`,
    what: `Reading payment ${input.id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'payments:get'>) : answer;
}

export function listPayments(api: ApiClient, input: ParsedInputOf<'payments:list'>) {
  return listPage<OutputOf<'payments:list'>['data'][number]>(
    api,
    '/v1/payments',
    input,
    { status: input.status, merchant_id: input.merchant_id },
    'Listing payments',
  );
}

export async function getTransaction(api: ApiClient, input: ParsedInputOf<'transactions:get'>) {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/transactions/${encodeURIComponent(input.id)}`,
    what: `Reading transaction ${input.id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'transactions:get'>) : answer;
}
