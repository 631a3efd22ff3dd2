import { lazy, type ComponentType } from 'react';

/**
 * Every screen but the instrument list (the first one) is its own chunk, fetched when it is
 * first shown, so the console opens on what the first screen needs. Each loader is kept so
 * that `preloadScreens` can fetch them all once the first screen is up: by the time someone
 * clicks, the chunk is there and the Suspense fallback is not seen.
 */
const loaders: (() => Promise<unknown>)[] = [];

function lazyScreen<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): ComponentType<P> {
  const loadDefault = () =>
    load().then((module) => ({ default: module[name] as ComponentType<P> }));
  loaders.push(loadDefault);
  return lazy(loadDefault);
}

type AreaProps = { rest: string[] };
type IdProps = { id: string };

export const CreateInstrumentPage = lazyScreen<object>(
  () => import('../features/instruments/CreateInstrumentPage'),
  'CreateInstrumentPage',
);
export const InstrumentDetailPage = lazyScreen<IdProps>(
  () => import('../features/instruments/InstrumentDetailPage'),
  'InstrumentDetailPage',
);
export const EditInstrumentPage = lazyScreen<IdProps>(
  () => import('../features/instruments/EditInstrumentPage'),
  'EditInstrumentPage',
);
export const UsersArea = lazyScreen<AreaProps>(
  () => import('../features/users/UsersArea'),
  'UsersArea',
);
export const PaymentsArea = lazyScreen<AreaProps>(
  () => import('../features/payments/PaymentsArea'),
  'PaymentsArea',
);
export const AuthorizationsArea = lazyScreen<AreaProps>(
  () => import('../features/authorizations/AuthorizationsArea'),
  'AuthorizationsArea',
);
export const TransactionsArea = lazyScreen<AreaProps>(
  () => import('../features/transactions/TransactionsArea'),
  'TransactionsArea',
);
export const PosArea = lazyScreen<AreaProps>(() => import('../features/pos/PosArea'), 'PosArea');
export const OperationsArea = lazyScreen<AreaProps>(
  () => import('../features/operations/OperationsArea'),
  'OperationsArea',
);
export const ActivityArea = lazyScreen<AreaProps>(
  () => import('../features/activity/ActivityArea'),
  'ActivityArea',
);
export const SettingsArea = lazyScreen<AreaProps>(
  () => import('../features/settings/SettingsArea'),
  'SettingsArea',
);

/** Fetches every screen's chunk; a failure here is retried by the screen when it is shown. */
export function preloadScreens(): Promise<unknown> {
  return Promise.allSettled(loaders.map((load) => load()));
}
