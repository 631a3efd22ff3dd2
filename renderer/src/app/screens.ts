import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAreas, type LazyArea } from '../i18n/catalogs';

/**
 * Every screen but the instrument list (the first one) is its own chunk, fetched when it is
 * first shown, so the console opens on what the first screen needs. A screen names the message
 * areas it speaks beyond the first screen's; they are fetched with its chunk and the screen
 * renders when both are here, so its Suspense fallback covers the words too and no key is
 * ever shown untranslated (screens.test.ts checks the names against the code). Each loader is kept so
 * that `preloadScreens` can fetch them all once the first screen is up: by the time someone
 * clicks, the chunk is there and the Suspense fallback is not seen.
 */
const loaders: (() => Promise<unknown>)[] = [];

function lazyScreen<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  areas: readonly LazyArea[],
): LazyExoticComponent<ComponentType<P>> {
  const loadDefault = () =>
    Promise.all([load(), loadAreas(areas)]).then(([module]) => ({
      default: module[name] as ComponentType<P>,
    }));
  loaders.push(loadDefault);
  return lazy(loadDefault);
}

type AreaProps = { rest: string[] };
type IdProps = { id: string };

// Back-office screens load 'money': on production a change asks for the person's code in money's dialog.
export const CreateInstrumentPage = lazyScreen<object>(
  () => import('../features/instruments/CreateInstrumentPage'),
  'CreateInstrumentPage',
  ['money', 'validation'],
);
// An instrument's detail loads 'money' for its glossary of the API's codes (type, card type).
export const InstrumentDetailPage = lazyScreen<IdProps>(
  () => import('../features/instruments/InstrumentDetailPage'),
  'InstrumentDetailPage',
  ['money'],
);
export const EditInstrumentPage = lazyScreen<IdProps>(
  () => import('../features/instruments/EditInstrumentPage'),
  'EditInstrumentPage',
  ['money', 'validation'],
);
export const UsersArea = lazyScreen<AreaProps>(
  () => import('../features/users/UsersArea'),
  'UsersArea',
  ['users', 'money', 'validation'],
);
export const PaymentsArea = lazyScreen<AreaProps>(
  () => import('../features/payments/PaymentsArea'),
  'PaymentsArea',
  ['operations', 'payments', 'money', 'pos', 'validation'],
);
export const AuthorizationsArea = lazyScreen<AreaProps>(
  () => import('../features/authorizations/AuthorizationsArea'),
  'AuthorizationsArea',
  ['operations', 'authorizations', 'money', 'pos', 'validation'],
);
export const TransactionsArea = lazyScreen<AreaProps>(
  () => import('../features/transactions/TransactionsArea'),
  'TransactionsArea',
  ['operations', 'transactions', 'authorizations', 'payments', 'money', 'pos', 'validation'],
);
export const PosArea = lazyScreen<AreaProps>(() => import('../features/pos/PosArea'), 'PosArea', [
  'pos',
  'payments',
  'money',
  'validation',
]);
export const OperationsArea = lazyScreen<AreaProps>(
  () => import('../features/operations/OperationsArea'),
  'OperationsArea',
  ['operations', 'money', 'pos'],
);
export const ActivityArea = lazyScreen<AreaProps>(
  () => import('../features/activity/ActivityArea'),
  'ActivityArea',
  ['activity', 'team', 'money'],
);
export const SettingsArea = lazyScreen<AreaProps>(
  () => import('../features/settings/SettingsArea'),
  'SettingsArea',
  ['settings', 'team', 'validation', 'money'],
);

/** Fetches every screen's chunk; a failure here is retried by the screen when it is shown. */
export function preloadScreens(): Promise<unknown> {
  return Promise.allSettled(loaders.map((load) => load()));
}
