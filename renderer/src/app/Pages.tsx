import { Suspense, useEffect } from 'react';
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
  return (
    <p className="screen-loading" role="status">
      Loading…
    </p>
  );
}

/** Once the first screen is drawn and the browser is idle, fetch the other screens' chunks. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void preloadScreens());
    return () => cancel(handle);
  }, []);
}

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
