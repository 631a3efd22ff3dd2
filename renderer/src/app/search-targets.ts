import { ResourceId } from '../../../shared/schemas/common';
import { hrefOf } from './router';

export type SearchTarget = {
  /** Which message names it: `frame.search.<kind>`. */
  kind: 'payment' | 'instrument' | 'user' | 'operation' | 'activity' | 'instruments';
  href: string;
  /** What the message quotes: the id, the query or the digits. */
  value: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Activity filtered by anything an operation involved (its search is by exact id or key). */
export function activitySearchHref(value: string): string {
  return hrefOf({ to: '/activity', search: { search: value } });
}

/**
 * Where a query in the header search can lead, best first. An id with a known prefix opens its
 * page; the journal knows every id an operation touched, so Activity is offered for those too;
 * four digits are a card's last four. Anything that cannot be an id leads nowhere.
 */
export function searchTargets(raw: string): SearchTarget[] {
  const query = raw.trim();
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
