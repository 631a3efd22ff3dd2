import type { z } from 'zod';
import { ActivityFilter, type ActivityFilter as Filter } from '../../../../shared/schemas/activity';
import { JournaledOperationKind, Outcome } from '../../../../shared/schemas/operation';
import { areaHref } from '../../app/router';

/*
 * The filter lives in the address (`#/activity?search=…&outcome=unknown`) so that a view can
 * be linked and survives a reload. The address is user input: every value is parsed with the
 * contract's own schemas and anything that does not parse is dropped, not sent.
 */

const fields = ActivityFilter.shape;

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function unique<T>(values: (T | undefined)[]): T[] {
  return [...new Set(values.filter((v): v is T => v !== undefined))];
}

/** `?search=pay-1&outcome=unknown` (the router's first `rest` segment) → a valid filter. */
export function filterFromQuery(segment: string | undefined): Filter {
  const params = new URLSearchParams((segment ?? '').replace(/^\?/, ''));
  const operations = unique(
    params.getAll('operation').map((o) => parsed(JournaledOperationKind, o)),
  );
  const outcomes = unique(params.getAll('outcome').map((o) => parsed(Outcome, o)));
  const profile = parsed(fields.profile_id, params.get('profile') || undefined);
  const from = parsed(fields.from, params.get('from') || undefined);
  const to = parsed(fields.to, params.get('to') || undefined);
  const search = parsed(fields.search, params.get('search') ?? undefined);
  return {
    ...(operations.length ? { operations } : {}),
    ...(outcomes.length ? { outcomes } : {}),
    ...(profile ? { profile_id: profile } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search ? { search } : {}),
  };
}

export function queryOf(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  for (const o of filter.operations ?? []) params.append('operation', o);
  for (const o of filter.outcomes ?? []) params.append('outcome', o);
  if (filter.profile_id) params.set('profile', filter.profile_id);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params.toString();
}

/** `areaHref` would encode the "?", so the query is appended after it. */
export function activityHref(filter: Filter = {}): string {
  const query = queryOf(filter);
  return query ? `${areaHref('activity')}?${query}` : areaHref('activity');
}

export function inspectorHref(operationId: string): string {
  return areaHref('activity', operationId);
}

export function isFiltered(filter: Filter): boolean {
  return queryOf(filter) !== '';
}
