import type { RegisteredRouter } from '@tanstack/react-router';
import type { Channel } from '../../../shared/channels';
import { operationsSentFrom, type OperationArea } from '../../../shared/operations/catalog';

type RoutePath = keyof RegisteredRouter['routesByPath'];

/**
 * The console's areas, in navigation order, with the key that opens each (Alt + key) and the
 * people they are for. The navigation, the shortcuts and their help read this list; `path` is
 * a route of the tree (a typo is a type error) and each area's name on screen is
 * `frame.nav.<name>` in the message catalog. `uses`: the channels its screens open with; the
 * operations they send (money, back-office changes) are the catalog's, by their `area`
 * (shared/operations/registry.ts). The area is shown when the session's roles allow one of either.
 */
export const AREAS = [
  {
    path: '/instruments',
    name: 'instruments',
    key: 'i',
    for: 'back office',
    uses: ['instruments:list'],
  },
  { path: '/users', name: 'users', key: 'u', for: 'back office', uses: ['users:get'] },
  { path: '/payments', name: 'payments', key: 'p', for: 'everyone', uses: ['payments:list'] },
  {
    path: '/authorizations',
    name: 'authorizations',
    key: 'a',
    for: 'QA',
    uses: [],
  },
  {
    path: '/transactions',
    name: 'transactions',
    key: 't',
    for: 'QA',
    uses: [],
  },
  { path: '/pos', name: 'pos', key: 'o', for: 'store managers', uses: [] },
  {
    path: '/unknown-outcomes',
    name: 'unknownOutcomes',
    key: 'k',
    for: 'everyone',
    uses: ['outcomes:unresolved'],
  },
  {
    path: '/approvals',
    name: 'approvals',
    key: 'v',
    for: 'supervisors and requesters',
    uses: ['approvals:pending', 'approvals:mine'],
  },
  { path: '/activity', name: 'activity', key: 'y', for: 'everyone', uses: ['activity:query'] },
  // Listed only while the active profile's simulator can be driven (Nav.tsx).
  { path: '/simulator', name: 'simulator', key: 'm', for: 'QA', uses: ['simulator:faults'] },
  { path: '/scenarios', name: 'scenarios', key: 'e', for: 'QA', uses: ['scenarios:list'] },
  { path: '/settings', name: 'settings', key: 's', for: 'everyone', uses: ['profiles:list'] },
] as const satisfies readonly {
  path: RoutePath;
  name: string;
  key: string;
  for: string;
  uses: readonly Channel[];
}[];

export type Area = (typeof AREAS)[number];

type UnlistedArea = Exclude<OperationArea, Area['name']>;

/** Here `tsc` names an area the registry places an operation in that the navigation lacks. */
export const EVERY_OPERATION_AREA_IS_LISTED: [UnlistedArea] extends [never] ? true : UnlistedArea =
  true;

/**
 * The areas the navigation lists, in order: those whose channels the session may use (`allowed`
 * answers for a list, true if any), Simulator only while the active profile's simulator can be
 * driven.
 */
export function shownAreas(
  allowed: (...channels: readonly Channel[]) => boolean,
  simulator: boolean,
): Area[] {
  return AREAS.filter(
    (area) =>
      allowed(...area.uses, ...operationsSentFrom(area.name)) &&
      (area.name !== 'simulator' || simulator),
  );
}

/** The area a path belongs to (`/payments/pay-1` → payments), if any. */
export function areaOf(pathname: string): Area | undefined {
  const head = `/${pathname.split('/')[1] ?? ''}`;
  return AREAS.find((a) => a.path === head);
}
