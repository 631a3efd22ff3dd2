import { ResourceId } from '../../../shared/schemas/common';
import { isTerminalTraceNumber } from '../../../shared/trace-number';
import { hrefOf } from './router';

export type SearchTarget = {
  /** Which message names it: `frame.search.<kind>`. */
  kind: 'payment' | 'instrument' | 'user' | 'operation' | 'activity' | 'instruments' | 'finder';
  href: string;
  /** What the message quotes: the id, the query or the digits. */
  value: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Activity filtered by anything an operation involved (its search is by exact id or key). */
export function activitySearchHref(value: string): string {
  return hrefOf({ to: '/activity', search: { search: value } });
}

/** Payments → Find with the query in its one box (a trace number, last four, an id). */
export function finderHref(query: string): string {
  return hrefOf({ to: '/payments/find', search: { q: query } });
}

/**
 * What the payments finder's box takes (finder-query's readFinderBox): a trace number as
 * terminals print it, which four digits and a `pay-`, `ins-`… id with a digit also are, or a
 * person's, card's or store's id. Anything else would open the finder only to be refused there.
 */
const findable = (query: string) =>
  isTerminalTraceNumber(query) || /^(?:usr|ins|mer)-[A-Za-z0-9_-]+$/i.test(query);

/**
 * Where a query in the header search can lead, best first, with the payments finder after
 * them for whatever its box can take (a trace number, last four, a person's or card's id).
 */
export function searchTargets(raw: string): SearchTarget[] {
  const query = raw.trim();
  const targets = idTargets(query);
  if (!findable(query)) return targets;
  const finder: SearchTarget = { kind: 'finder', href: finderHref(query), value: query };
  // Five or more digits are a terminal's trace number far more often than anything else.
  return /^\d{5,}$/.test(query) ? [finder, ...targets] : [...targets, finder];
}

/**
 * Where a query in the header search can lead, best first. An id with a known prefix opens its
 * page; the journal knows every id an operation touched, so Activity is offered for those too;
 * four digits are a card's last four. Anything that cannot be an id leads nowhere.
 */
function idTargets(query: string): SearchTarget[] {
  if (!query) return [];
  if (/^\d{4}$/.test(query)) return [{ kind: 'instruments', href: '', value: query }];
  if (UUID.test(query))
    return [{ kind: 'activity', href: activitySearchHref(query), value: query }];
  const parsed = ResourceId.safeParse(query);
  if (!parsed.success) return [];
  const id = parsed.data;
  const activity: SearchTarget = { kind: 'activity', href: activitySearchHref(id), value: id };
  const prefix = id.slice(0, 4).toLowerCase();
  if (prefix === 'pay-') {
    return [
      { kind: 'payment', href: hrefOf({ to: '/payments/$id', params: { id } }), value: id },
      activity,
    ];
  }
  if (prefix === 'ins-') {
    return [
      { kind: 'instrument', href: hrefOf({ to: '/instruments/$id', params: { id } }), value: id },
      activity,
    ];
  }
  if (prefix === 'usr-') {
    return [
      { kind: 'user', href: hrefOf({ to: '/users/$id', params: { id } }), value: id },
      activity,
    ];
  }
  if (id.slice(0, 3).toLowerCase() === 'op-') {
    return [
      { kind: 'operation', href: hrefOf({ to: '/activity/$id', params: { id } }), value: id },
    ];
  }
  return [activity];
}
