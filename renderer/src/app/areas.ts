import type { RegisteredRouter } from '@tanstack/react-router';
import type { Channel } from '../../../shared/channels';
import type { MoneyOperationName } from '../../../shared/operations/catalog';

type RoutePath = keyof RegisteredRouter['routesByPath'];

/**
 * The console's areas, in navigation order, with the key that opens each (Alt + key) and the
 * people they are for. The navigation, the shortcuts and their help read this list; `path` is
 * a route of the tree (a typo is a type error) and each area's name on screen is
 * `frame.nav.<name>` in the message catalog. `uses`: the channels its screens work with; the area
 * is shown when the session's roles allow one of them.
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
    uses: ['payments:authorize', 'transactions:authorize'],
  },
  {
    path: '/transactions',
    name: 'transactions',
    key: 't',
    for: 'QA',
    uses: ['transactions:reverse'],
  },
  { path: '/pos', name: 'pos', key: 'o', for: 'store managers', uses: ['pos:cancelOrRefund'] },
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

type MoneyWithoutArea = Exclude<MoneyOperationName, Area['uses'][number]>;

/**
 * A money operation is sent from an area's form, and that area must name it in `uses`, or
 * someone whose role may send only that operation is never shown the area. Here `tsc` names a
 * money operation no area names.
 */
export const EVERY_MONEY_OPERATION_HAS_AN_AREA: [MoneyWithoutArea] extends [never]
  ? true
  : MoneyWithoutArea = true;

/**
 * The areas the navigation lists, in order: those whose channels the session may use (`allowed`
 * answers for a list, true if any), Simulator only while the active profile's simulator can be
 * driven.
 */
export function shownAreas(
  allowed: (...channels: readonly Channel[]) => boolean,
  simulator: boolean,
): Area[] {
  return AREAS.filter((area) => allowed(...area.uses) && (area.name !== 'simulator' || simulator));
}

/** The area a path belongs to (`/payments/pay-1` → payments), if any. */
export function areaOf(pathname: string): Area | undefined {
  const head = `/${pathname.split('/')[1] ?? ''}`;
  return AREAS.find((a) => a.path === head);
}
