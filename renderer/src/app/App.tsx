import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppFrame } from './AppFrame';
import { ErrorBoundary } from './ErrorBoundary';
import { Pages } from './Pages';
import { useRoute } from './router';

function Routed() {
  const route = useRoute();
  return (
    <AppFrame route={route}>
      {/* Inner boundary keeps header and nav usable when a single page breaks. */}
      <ErrorBoundary resetKey={JSON.stringify(route)}>
        <Pages route={route} />
      </ErrorBoundary>
    </AppFrame>
  );
}

export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ErrorBoundary>
        <Routed />
      </ErrorBoundary>
    </QueryClientProvider>
  );
}
