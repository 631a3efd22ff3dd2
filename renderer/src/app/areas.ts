/**
 * The console's areas, in navigation order, with the key that opens each (Alt + key) and the
 * people they are for. The router, the navigation and the shortcut help all read this list;
 * each area's name on screen is `frame.nav.<area>` in the message catalog.
 */
export const AREAS = [
  { area: 'instruments', key: 'i', for: 'back office' },
  { area: 'users', key: 'u', for: 'back office' },
  { area: 'payments', key: 'p', for: 'everyone' },
  { area: 'authorizations', key: 'a', for: 'QA' },
  { area: 'transactions', key: 't', for: 'QA' },
  { area: 'pos', key: 'o', for: 'store managers' },
  { area: 'operations', key: 'k', for: 'everyone' },
  { area: 'activity', key: 'y', for: 'everyone' },
  { area: 'settings', key: 's', for: 'everyone' },
] as const;

export type Area = (typeof AREAS)[number]['area'];
