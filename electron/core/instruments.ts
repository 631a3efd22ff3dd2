import { fail, ok } from '../../shared/result';
import type { OutputOf, ParsedInputOf } from '../../shared/contract';
import type { ApiClient } from './client/api-client';
import { listPage } from './paged-list';

/** What each instrument operation sends to the API and how its answer is read. */

export function listInstruments(api: ApiClient, input: ParsedInputOf<'instruments:list'>) {
  return listPage<OutputOf<'instruments:list'>['data'][number]>(
    api,
    '/v1/instruments',
    input,
    {},
    'Listing instruments',
  );
}

export async function getInstrument(api: ApiClient, input: ParsedInputOf<'instruments:get'>) {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/instruments/${encodeURIComponent(input.id)}`,
    what: `Reading instrument ${input.id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'instruments:get'>) : answer;
}

export async function createInstrument(api: ApiClient, input: ParsedInputOf<'instruments:create'>) {
  const { holder_name, number, cvv, expiration_month, expiration_year } = input;
  const answer = await api.call({
    method: 'POST',
    path: '/v1/instruments',
    body: {
      type: 'CARD',
      card: {
        number,
        cvv,
        expiration_month,
        expiration_year,
        holder_name,
        ...(input.service_code ? { service_code: input.service_code } : {}),
        ...(input.sequence_number ? { sequence_number: input.sequence_number } : {}),
      },
    },
    what: 'Creating an instrument',
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'instruments:create'>) : answer;
}

export async function updateInstrument(api: ApiClient, input: ParsedInputOf<'instruments:update'>) {
  const card = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(card).length === 0) {
    return fail('validation', 'Nothing to change: edit at least one field');
  }
  const answer = await api.call({
    method: 'PATCH',
    path: `/v1/instruments/${encodeURIComponent(input.id)}`,
    body: { card },
    what: `Updating instrument ${input.id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'instruments:update'>) : answer;
}
