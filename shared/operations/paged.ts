import { ok, type Result } from '../result';
import { isPlainObject } from '../schemas/normalize';
import type { UserWriteAnswer } from '../schemas/user';
import type { ApiAnswerView, ApiRequest } from './descriptor';

/** A list call: newest first, as the API's `sort` convention spells it. */
export function pageRequest(
  path: string,
  input: { page: number; page_size: number },
  filters: Record<string, string | undefined> = {},
): Result<ApiRequest> {
  return ok({
    method: 'GET',
    path,
    query: { page: input.page, page_size: input.page_size, sort: 'created_at:desc', ...filters },
  });
}

export interface Page<T> {
  data: T[];
  page: number;
  page_size: number;
  has_more: boolean;
  /** The answer as sent, when it had no `data` list (shared/schemas/tolerant.ts). */
  $unexpected?: Record<string, unknown>;
}

/**
 * The API's lists answer `{data: [...]}` and say nothing about what follows, so a full page is
 * taken to mean "maybe more". A 2xx without a `data` list is still a success: an empty page that
 * carries what was sent, for the screen to show as an unexpected shape.
 */
export function pageRead<T>(
  answer: ApiAnswerView,
  input: { page: number; page_size: number },
): Result<Page<T>> {
  const data = isPlainObject(answer.body) ? answer.body.data : undefined;
  if (!Array.isArray(data)) {
    return ok({
      data: [],
      page: input.page,
      page_size: input.page_size,
      has_more: false,
      $unexpected: { data: answer.body ?? null },
    });
  }
  return ok({
    data: data as T[],
    page: input.page,
    page_size: input.page_size,
    has_more: data.length >= input.page_size,
  });
}

/*
 * Writes on a user answer whatever the API answers: the reference says `201 {}` for an added
 * instrument, the simulator's friendly dialect the user's view. Any 2xx is a success; the screen
 * reads the user again to show what is true now.
 */
export function writtenRead(
  answer: ApiAnswerView,
  input: { user_id: string },
): Result<UserWriteAnswer> {
  return ok({ user_id: input.user_id, http_status: answer.status, answer: answer.body ?? null });
}

/** A read whose answer is the resource itself; the contract's schema reads it tolerantly. */
export function bodyRead<T>(answer: ApiAnswerView): Result<T> {
  return ok(answer.body as T);
}
