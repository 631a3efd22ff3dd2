import type { z } from 'zod';
import {
  ActivityFilter,
  type ActivityFilter as Filter,
  type ActivityRef,
  type ActivityScope,
} from '../../../../shared/schemas/activity';
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
  // Who and which console only narrow the team's activity: this journal is one console's.
  const team = scopeFromQuery(segment) === 'team';
  const operator = team ? parsed(fields.operator, params.get('operator') || undefined) : undefined;
  const console = team ? parsed(fields.console, params.get('console') || undefined) : undefined;
  return {
    ...(operations.length ? { operations } : {}),
    ...(outcomes.length ? { outcomes } : {}),
    ...(profile ? { profile_id: profile } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search ? { search } : {}),
    ...(operator ? { operator } : {}),
    ...(console ? { console } : {}),
  };
}

/** `?scope=team` reads the team store; anything else is this console's journal. */
export function scopeFromQuery(segment: string | undefined): ActivityScope {
  const params = new URLSearchParams((segment ?? '').replace(/^\?/, ''));
  return params.get('scope') === 'team' ? 'team' : 'console';
}

export function queryOf(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  for (const o of filter.operations ?? []) params.append('operation', o);
  for (const o of filter.outcomes ?? []) params.append('outcome', o);
  if (filter.profile_id) params.set('profile', filter.profile_id);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.operator) params.set('operator', filter.operator);
  if (filter.console) params.set('console', filter.console);
  return params.toString();
}

/** `areaHref` would encode the "?", so the query is appended after it. */
export function activityHref(filter: Filter = {}, scope: ActivityScope = 'console'): string {
  const query = [scope === 'team' ? 'scope=team' : '', queryOf(filter)].filter(Boolean).join('&');
  return query ? `${areaHref('activity')}?${query}` : areaHref('activity');
}

/** `#/activity/op-1`, or `#/activity/team/<console id>/op-1` for a team row. */
export function inspectorHref(operationId: string, consoleId?: string): string {
  return consoleId === undefined
    ? areaHref('activity', operationId)
    : areaHref('activity', 'team', consoleId, operationId);
}

/** Where a row's inspector is: team rows are named by their console too. */
export function rowHref(row: { operation_id: string; team?: boolean; console?: { id: string } }) {
  return inspectorHref(row.operation_id, row.team ? row.console?.id : undefined);
}

/** What goes to main: this console's scope is the default, so it is left out. */
export function wireRef(ref: ActivityRef) {
  return ref.scope === 'team' ? ref : { operation_id: ref.operation_id };
}

/** What the inspector asks main for. */
export function refOf(operationId: string, consoleId?: string): ActivityRef {
  return consoleId === undefined
    ? { scope: 'console', operation_id: operationId }
    : { scope: 'team', console_id: consoleId, operation_id: operationId };
}

export function isFiltered(filter: Filter): boolean {
  return queryOf(filter) !== '';
}
