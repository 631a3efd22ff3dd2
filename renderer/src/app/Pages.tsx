import { CreateInstrumentPage } from '../features/instruments/CreateInstrumentPage';
import { EditInstrumentPage } from '../features/instruments/EditInstrumentPage';
import { InstrumentDetailPage } from '../features/instruments/InstrumentDetailPage';
import { InstrumentListPage } from '../features/instruments/InstrumentListPage';
import { ActivityArea } from '../features/activity/ActivityArea';
import { AuthorizationsArea } from '../features/authorizations/AuthorizationsArea';
import { OperationsArea } from '../features/operations/OperationsArea';
import { PaymentsArea } from '../features/payments/PaymentsArea';
import { PosArea } from '../features/pos/PosArea';
import { SettingsArea } from '../features/settings/SettingsArea';
import { TransactionsArea } from '../features/transactions/TransactionsArea';
import { UsersArea } from '../features/users/UsersArea';
import { NotFound } from '../ui/NotFound';
import type { Route } from './router';

export function Pages({ route }: { route: Route }) {
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
