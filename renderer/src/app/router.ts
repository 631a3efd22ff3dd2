import { useMemo, useSyncExternalStore } from 'react';
import { ResourceId } from '../../../shared/schemas/common';

export type Route =
  | { name: 'instruments' }
  | { name: 'instrument-new' }
  | { name: 'instrument'; id: string }
  | { name: 'instrument-edit'; id: string }
  | { name: 'not-found'; path: string };

/** Ids come from the address bar, so they are checked like any other input before use. */
function validId(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const parsed = ResourceId.safeParse(decoded);
  return parsed.success ? parsed.data : undefined;
}

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '') || '/instruments';
  const parts = path.split('/').filter(Boolean);
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
