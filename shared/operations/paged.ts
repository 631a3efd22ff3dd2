import { fail, ok, type Result } from '../result';
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

/**
 * The API's lists answer `{data: [...]}` and say nothing about what follows, so a full page is
 * taken to mean "maybe more".
 */
export function pageRead<T>(
  answer: ApiAnswerView,
  input: { page: number; page_size: number },
  what: string,
): Result<{ data: T[]; page: number; page_size: number; has_more: boolean }> {
  const data = (answer.body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data))
    return fail('internal', `${what}: the API answered without a data list`);
  return ok({
    data: data as T[],
    page: input.page,
    page_size: input.page_size,
    has_more: data.length >= input.page_size,
  });
}

/** A read whose answer is the resource itself; the contract's schema checks its shape. */
export function bodyRead<T>(answer: ApiAnswerView): Result<T> {
  return ok(answer.body as T);
}
