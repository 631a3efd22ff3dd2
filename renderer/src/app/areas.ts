/**
 * The console's areas, in navigation order, with the key that opens each (Alt + key) and the
 * people they are for. The router, the navigation and the shortcut help all read this list.
 */
export const AREAS = [
  { area: 'instruments', label: 'Instruments', key: 'i', for: 'back office' },
  { area: 'users', label: 'Users', key: 'u', for: 'back office' },
  { area: 'payments', label: 'Payments', key: 'p', for: 'everyone' },
  { area: 'authorizations', label: 'Authorizations', key: 'a', for: 'QA' },
  { area: 'transactions', label: 'Transactions', key: 't', for: 'QA' },
  { area: 'pos', label: 'POS', key: 'o', for: 'store managers' },
  { area: 'operations', label: 'Unknown outcomes', key: 'k', for: 'everyone' },
  { area: 'activity', label: 'Activity', key: 'y', for: 'everyone' },
  { area: 'settings', label: 'Settings', key: 's', for: 'everyone' },
] as const;

export type Area = (typeof AREAS)[number]['area'];
