import { useMemo, useSyncExternalStore } from 'react';
import { isResourceId } from '../../../shared/resource-id';
import { AREAS, type Area } from './areas';

export type OtherArea = Exclude<Area, 'instruments'>;

export type Route =
  /** Every area but instruments parses its own sub-path (`rest`) with `validId`. */
  | { name: 'area'; area: OtherArea; rest: string[] }
  | { name: 'instruments' }
  | { name: 'instrument-new' }
  | { name: 'instrument'; id: string }
  | { name: 'instrument-edit'; id: string }
  | { name: 'not-found'; path: string };

/** Ids come from the address bar, so they are checked like any other input before use. */
export function validId(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  // The ResourceId schema's rule, without pulling Zod into the first screen.
  const id = decoded.trim();
  return isResourceId(id) ? id : undefined;
}

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '') || '/instruments';
  const parts = path.split('/').filter(Boolean);
  // `#/pos?payment=pay-1`: the query stays with the area, as the first segment of `rest`.
  const [head = '', query] = (parts[0] ?? '').split(/(?=\?)/);
  const area = AREAS.find((a) => a.area === head)?.area;
  if (area && area !== 'instruments') {
    return { name: 'area', area, rest: [...(query ? [query] : []), ...parts.slice(1)] };
  }
  if (parts[0] !== 'instruments') return { name: 'not-found', path };
  if (parts.length <= 1) return { name: 'instruments' };
  if (parts.length === 2 && parts[1] === 'new') return { name: 'instrument-new' };
  const id = validId(parts[1] ?? '');
  if (id && parts.length === 2) return { name: 'instrument', id };
  if (id && parts.length === 3 && parts[2] === 'edit') return { name: 'instrument-edit', id };
  return { name: 'not-found', path };
}

export function href(route: Exclude<Route, { name: 'not-found' }>): string {
  switch (route.name) {
    case 'area':
      return areaHref(route.area, ...route.rest);
    case 'instruments':
      return '#/instruments';
    case 'instrument-new':
      return '#/instruments/new';
    case 'instrument':
      return `#/instruments/${encodeURIComponent(route.id)}`;
    case 'instrument-edit':
      return `#/instruments/${encodeURIComponent(route.id)}/edit`;
  }
}

export function navigate(route: Exclude<Route, { name: 'not-found' }>): void {
  window.location.hash = href(route);
}

/** `#/payments/pay-1` from ('payments', 'pay-1'); every segment is encoded. */
export function areaHref(area: Area, ...parts: string[]): string {
  return `#/${[area, ...parts.map(encodeURIComponent)].join('/')}`;
}

export function go(area: Area, ...parts: string[]): void {
  window.location.hash = areaHref(area, ...parts);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentHash = () => window.location.hash;

/** The current route; re-renders on every `hashchange`. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  // Memoised so effects keyed on the route run on navigation, not on every render.
  return useMemo(() => parseHash(hash), [hash]);
}
