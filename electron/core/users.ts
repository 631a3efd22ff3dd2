import type { OutputOf, ParsedInputOf } from '../../shared/contract';
import { ok, type Result } from '../../shared/result';
import type { ApiClient } from './client/api-client';

/** Users and their instruments (api-notes ops 5–7). */

const userPath = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/instruments`;

export async function getUser(
  api: ApiClient,
  input: ParsedInputOf<'users:get'>,
): Promise<Result<OutputOf<'users:get'>>> {
  const answer = await api.call({
    method: 'GET',
    path: userPath(input.user_id),
    query: { show_inactive: input.show_inactive },
    what: `Reading user ${input.user_id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'users:get'>) : answer;
}

/** Same endpoint as adding a card: a body with `instruments` creates the user with them. */
export async function createUser(api: ApiClient, input: ParsedInputOf<'users:create'>) {
  const user = Object.fromEntries(Object.entries(input.user).filter(([, v]) => v !== undefined));
  const answer = await api.call({
    method: 'POST',
    path: userPath(input.user_id),
    body: {
      ...(Object.keys(user).length > 0 ? { user } : {}),
      ...(input.cardholder_name ? { cardholder_name: input.cardholder_name } : {}),
      instruments: input.instruments.map((item) =>
        item.kind === 'existing'
          ? { instrument_id: item.instrument_id }
          : { type: 'CARD', card: withoutEmpty(item.card) },
      ),
    },
    what: `Creating user ${input.user_id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'users:create'>) : answer;
}

export async function addUserInstrument(
  api: ApiClient,
  input: ParsedInputOf<'users:addInstrument'>,
) {
  const answer = await api.call({
    method: 'POST',
    path: userPath(input.user_id),
    body: {
      instrument_id: input.instrument_id,
      ...(input.cardholder_name ? { cardholder_name: input.cardholder_name } : {}),
    },
    what: `Adding instrument ${input.instrument_id} to user ${input.user_id}`,
  });
  return answer.ok ? ok(answer.value.body as OutputOf<'users:addInstrument'>) : answer;
}

export async function removeUserInstrument(
  api: ApiClient,
  input: ParsedInputOf<'users:removeInstrument'>,
): Promise<Result<OutputOf<'users:removeInstrument'>>> {
  const answer = await api.call({
    method: 'DELETE',
    path: `${userPath(input.user_id)}/${encodeURIComponent(input.instrument_id)}`,
    query: input.force_delete ? { force_delete: true } : {},
    what: `Removing instrument ${input.instrument_id} from user ${input.user_id}`,
  });
  return answer.ok ? ok(input) : answer;
}

function withoutEmpty(card: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(card).filter(([, v]) => v !== undefined && v !== ''));
}
