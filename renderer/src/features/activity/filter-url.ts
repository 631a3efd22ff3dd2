import type { z } from 'zod';
import {
  ActivityFilter,
  type ActivityFilter as Filter,
  type ActivityRef,
  type ActivityScope,
} from '../../../../shared/schemas/activity';
import { JournaledOperationKind, Outcome } from '../../../../shared/schemas/operation';
import { hrefOf } from '../../app/router';

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

const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const nonEmpty = (value: unknown) => (value === '' ? undefined : value);

/** The address's shape of a filter: `?scope=team&search=pay-1&outcome=unknown&outcome=failed`. */
export interface ActivitySearch {
  scope?: 'team' | undefined;
  search?: string | undefined;
  operation?: JournaledOperationKind[] | undefined;
  outcome?: Outcome[] | undefined;
  profile?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  operator?: string | undefined;
  approver?: string | undefined;
  console?: string | undefined;
  /** What the address said that was not applied (`outcome=bogus`), kept in it for the list to say. */
  unread?: string[] | undefined;
}

/** The route's `validateSearch`: what the address says, each value read with its schema. */
export function activitySearchOf(raw: Record<string, unknown>): ActivitySearch {
  const team = raw.scope === 'team';
  const operations = unique(listOf(raw.operation).map((o) => parsed(JournaledOperationKind, o)));
  const outcomes = unique(listOf(raw.outcome).map((o) => parsed(Outcome, o)));
  const search = parsed(fields.search, raw.search);
  const profile = parsed(fields.profile_id, nonEmpty(raw.profile));
  const from = parsed(fields.from, nonEmpty(raw.from));
  const to = parsed(fields.to, nonEmpty(raw.to));
  // Who and which console only narrow the team's activity: this journal is one console's.
  const operator = team ? parsed(fields.operator, nonEmpty(raw.operator)) : undefined;
  const approver = team ? parsed(fields.approver, nonEmpty(raw.approver)) : undefined;
  const console = team ? parsed(fields.console, nonEmpty(raw.console)) : undefined;
  const unread = unreadParts(raw);
  // Every key, even when absent: the router lays what a route returns over the raw search,
  // so a key left out would keep the address's unread value.
  return {
    scope: team ? 'team' : undefined,
    search,
    operation: operations.length ? operations : undefined,
    outcome: outcomes.length ? outcomes : undefined,
    profile,
    from,
    to,
    operator,
    approver,
    console,
    unread: unread.length ? unread : undefined,
  };
}

/** Whether one value of the address's key reads as its filter does (a new key never does). */
const reads: Record<string, (value: unknown) => boolean> = {
  scope: (v) => v === 'team',
  search: (v) => parsed(fields.search, v) !== undefined,
  operation: (v) => parsed(JournaledOperationKind, v) !== undefined,
  outcome: (v) => parsed(Outcome, v) !== undefined,
  profile: (v) => v === '' || parsed(fields.profile_id, v) !== undefined,
  from: (v) => v === '' || parsed(fields.from, v) !== undefined,
  to: (v) => v === '' || parsed(fields.to, v) !== undefined,
  operator: (v) => v === '' || parsed(fields.operator, v) !== undefined,
  approver: (v) => v === '' || parsed(fields.approver, v) !== undefined,
  console: (v) => v === '' || parsed(fields.console, v) !== undefined,
};

/**
 * The parts of a linked address `activitySearchOf` had to drop (`outcome=bogus`, a key it does
 * not know), for the list to say what it did not apply rather than show more rows unexplained.
 */
export function unreadParts(raw: Record<string, unknown>): string[] {
  const said = (one: unknown) => (typeof one === 'string' ? one : JSON.stringify(one));
  const parts = Object.entries(raw).flatMap(([key, value]) =>
    key === 'unread'
      ? // Already said once: the router writes the address back with what it read.
        listOf(value).map(said)
      : listOf(value)
          .filter((one) => !Object.hasOwn(reads, key) || !reads[key]!(one))
          .map((one) => `${key}=${said(one)}`),
  );
  // The address is typed by anyone: only a few short parts are repeated back.
  return unique(parts.map((part) => part.slice(0, 80))).slice(0, 5);
}

/** The filter an address names (already read by `activitySearchOf`). */
export function filterOf(search: ActivitySearch): Filter {
  return {
    ...(search.operation ? { operations: search.operation } : {}),
    ...(search.outcome ? { outcomes: search.outcome } : {}),
    ...(search.profile ? { profile_id: search.profile } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(search.search ? { search: search.search } : {}),
    ...(search.operator ? { operator: search.operator } : {}),
    ...(search.approver ? { approver: search.approver } : {}),
    ...(search.console ? { console: search.console } : {}),
  };
}

/** `?scope=team` reads the team store; anything else is this console's journal. */
export function scopeOf(search: ActivitySearch): ActivityScope {
  return search.scope === 'team' ? 'team' : 'console';
}

/** The address's shape of a filter, in the order `activityHref` writes it. */
export function searchOf(filter: Filter, scope: ActivityScope = 'console'): ActivitySearch {
  return {
    ...(scope === 'team' ? { scope: 'team' as const } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.operations?.length ? { operation: filter.operations } : {}),
    ...(filter.outcomes?.length ? { outcome: filter.outcomes } : {}),
    ...(filter.profile_id ? { profile: filter.profile_id } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.operator ? { operator: filter.operator } : {}),
    ...(filter.approver ? { approver: filter.approver } : {}),
    ...(filter.console ? { console: filter.console } : {}),
  };
}

export function activityHref(filter: Filter = {}, scope: ActivityScope = 'console'): string {
  return hrefOf({ to: '/activity', search: searchOf(filter, scope) });
}

/** `#/activity/op-1`, or `#/activity/team/<console id>/op-1` for a team row. */
export function inspectorHref(operationId: string, consoleId?: string): string {
  return consoleId === undefined
    ? hrefOf({ to: '/activity/$id', params: { id: operationId } })
    : hrefOf({ to: '/activity/team/$consoleId/$id', params: { consoleId, id: operationId } });
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
  return Object.keys(searchOf(filter)).length > 0;
}
