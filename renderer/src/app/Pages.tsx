import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InstrumentListPage } from '../features/instruments/InstrumentListPage';
import { NotFound } from '../ui/NotFound';
import type { Route } from './router';
import {
  ActivityArea,
  AuthorizationsArea,
  CreateInstrumentPage,
  EditInstrumentPage,
  InstrumentDetailPage,
  OperationsArea,
  PaymentsArea,
  PosArea,
  preloadScreens,
  SettingsArea,
  TransactionsArea,
  UsersArea,
} from './screens';

export function Pages({ route }: { route: Route }) {
  usePreloadWhenIdle();
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Page route={route} />
    </Suspense>
  );
}

/**
 * What fills the main area while a screen's chunk arrives: nothing to see for the first
 * moments (no flash on a fast load), then a quiet line. The frame around it never moves.
 */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="screen-loading" role="status">
      {t('frame.list.loadingScreen')}
    </p>
  );
}

/**
 * A while after the first screen is up, when the browser is idle, fetch the other screens'
 * chunks. Not at once: evaluating them (Zod's schemas above all) would compete with the
 * first screen's own data arriving.
 */
function usePreloadWhenIdle() {
  useEffect(() => {
    let idleHandle: number | undefined;
    const timer = window.setTimeout(() => {
      idleHandle = window.requestIdleCallback?.(() => void preloadScreens());
      if (idleHandle === undefined) void preloadScreens();
    }, PRELOAD_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, []);
}

const PRELOAD_AFTER_MS = 2000;

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'area':
      return <AreaPage area={route.area} rest={route.rest} />;
    case 'instruments':
      return <InstrumentListPage />;
    case 'instrument-new':
      return <CreateInstrumentPage />;
    case 'instrument':
      return <InstrumentDetailPage id={route.id} />;
    case 'instrument-edit':
      return <EditInstrumentPage id={route.id} />;
    case 'not-found':
      return <NotFound path={route.path} />;
  }
}

function AreaPage({ area, rest }: Omit<Extract<Route, { name: 'area' }>, 'name'>) {
  switch (area) {
    case 'users':
      return <UsersArea rest={rest} />;
    case 'payments':
      return <PaymentsArea rest={rest} />;
    case 'authorizations':
      return <AuthorizationsArea rest={rest} />;
    case 'transactions':
      return <TransactionsArea rest={rest} />;
    case 'pos':
      return <PosArea rest={rest} />;
    case 'operations':
      return <OperationsArea rest={rest} />;
    case 'settings':
      return <SettingsArea rest={rest} />;
    case 'activity':
      return <ActivityArea rest={rest} />;
  }
}
