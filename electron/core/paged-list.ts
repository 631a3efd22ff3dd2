import { fail, ok, type Result } from '../../shared/result';
import type { ApiClient } from './client/api-client';

/**
 * The API's lists answer `{data: [...]}` and say nothing about what follows, so a full page is
 * taken to mean "maybe more".
 */
export async function listPage<T>(
  api: ApiClient,
  path: string,
  input: { page: number; page_size: number },
  filters: Record<string, string | undefined>,
  what: string,
): Promise<Result<{ data: T[]; page: number; page_size: number; has_more: boolean }>> {
  const answer = await api.call({
    method: 'GET',
    path,
    query: { page: input.page, page_size: input.page_size, sort: 'created_at:desc', ...filters },
    what,
  });
  if (!answer.ok) return answer;
  const data = (answer.value.body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data))
    return fail('internal', `${what}: the API answered without a data list`);
  return ok({
    data: data as T[],
    page: input.page,
    page_size: input.page_size,
    has_more: data.length >= input.page_size,
  });
}
