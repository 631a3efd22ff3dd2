import { HttpError } from './http';

export interface ListQuery {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const badQuery = (message: string, field: string) =>
  new HttpError(400, 'invalid_query', message, { field });

function positiveInt(query: URLSearchParams, key: string, fallback: number, max: number): number {
  const raw = query.get(key);
  if (raw === null) return fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= max)) {
    throw badQuery(`${key} must be an integer from 1 to ${max}`, key);
  }
  return value;
}

/** The API's list convention: `page` (from 1), `page_size`, `sort=created_at:asc|desc`. */
export function parseListQuery(query: URLSearchParams): ListQuery {
  const sort = query.get('sort') ?? 'created_at:desc';
  const match = /^created_at:(asc|desc)$/.exec(sort);
  if (!match) throw badQuery('sort must be created_at:asc or created_at:desc', 'sort');
  return {
    page: positiveInt(query, 'page', 1, 1_000_000_000),
    pageSize: positiveInt(query, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    direction: match[1] === 'asc' ? 'asc' : 'desc',
  };
}

/** Sorts by creation time, then by insertion order so that equal timestamps page stably. */
export function pageOf<T extends { createdAt: number; seq: number }>(
  items: Iterable<T>,
  q: ListQuery,
): T[] {
  const sign = q.direction === 'asc' ? 1 : -1;
  const sorted = [...items].sort((a, b) => sign * (a.createdAt - b.createdAt || a.seq - b.seq));
  const start = (q.page - 1) * q.pageSize;
  return sorted.slice(start, start + q.pageSize);
}

/** `?flag=true|false`; absent is false. Anything else is refused rather than guessed. */
export function parseBooleanQuery(query: URLSearchParams, key: string): boolean {
  const raw = query.get(key);
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badQuery(`${key} must be true or false`, key);
}
