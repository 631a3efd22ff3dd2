import { CreateInstrumentPage } from '../features/instruments/CreateInstrumentPage';
import { EditInstrumentPage } from '../features/instruments/EditInstrumentPage';
import { InstrumentDetailPage } from '../features/instruments/InstrumentDetailPage';
import { InstrumentListPage } from '../features/instruments/InstrumentListPage';
import { PageTitle } from '../ui/PageTitle';
import type { Route } from './router';

export function Pages({ route }: { route: Route }) {
  switch (route.name) {
    case 'instruments':
      return <InstrumentListPage />;
    case 'instrument-new':
      return <CreateInstrumentPage />;
    case 'instrument':
      return <InstrumentDetailPage id={route.id} />;
    case 'instrument-edit':
      return <EditInstrumentPage id={route.id} />;
    case 'not-found':
      return (
        <>
          <PageTitle>Page not found</PageTitle>
          <p>
            Nothing lives at <code>{route.path}</code>.{' '}
            <a href="#/instruments">Go to instruments</a>
          </p>
        </>
      );
  }
}
