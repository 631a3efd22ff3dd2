import type { RegisteredRouter } from '@tanstack/react-router';

type RoutePath = keyof RegisteredRouter['routesByPath'];

/**
 * The console's areas, in navigation order, with the key that opens each (Alt + key) and the
 * people they are for. The navigation, the shortcuts and their help read this list; `path` is
 * a route of the tree (a typo is a type error) and each area's name on screen is
 * `frame.nav.<name>` in the message catalog.
 */
export const AREAS = [
  { path: '/instruments', name: 'instruments', key: 'i', for: 'back office' },
  { path: '/users', name: 'users', key: 'u', for: 'back office' },
  { path: '/payments', name: 'payments', key: 'p', for: 'everyone' },
  { path: '/authorizations', name: 'authorizations', key: 'a', for: 'QA' },
  { path: '/transactions', name: 'transactions', key: 't', for: 'QA' },
  { path: '/pos', name: 'pos', key: 'o', for: 'store managers' },
  { path: '/unknown-outcomes', name: 'unknownOutcomes', key: 'k', for: 'everyone' },
  { path: '/activity', name: 'activity', key: 'y', for: 'everyone' },
  // Listed only while the active profile's simulator can be driven (Nav.tsx).
  { path: '/simulator', name: 'simulator', key: 'm', for: 'QA' },
  { path: '/scenarios', name: 'scenarios', key: 'e', for: 'QA' },
  { path: '/settings', name: 'settings', key: 's', for: 'everyone' },
] as const satisfies readonly { path: RoutePath; name: string; key: string; for: string }[];

export type Area = (typeof AREAS)[number];

/** The area a path belongs to (`/payments/pay-1` → payments), if any. */
export function areaOf(pathname: string): Area | undefined {
  const head = `/${pathname.split('/')[1] ?? ''}`;
  return AREAS.find((a) => a.path === head);
}
