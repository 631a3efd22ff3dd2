import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { UnknownOutcomesBadge } from '../features/operations/UnknownOutcomesBadge';
import { HelpOverlay } from './HelpOverlay';
import { Nav } from './Nav';
import { ProductionBanner } from './ProductionBanner';
import { ProfileIndicator, useAppInfo } from './ProfileIndicator';
import { useShortcuts } from './shortcuts';
import type { Route } from './router';

export function AppFrame({ route, children }: { route: Route; children: ReactNode }) {
  const production = useAppInfo().data?.profile.production === true;
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcuts(useCallback(() => setHelpOpen((open) => !open), []));

  // A hash change swaps the page silently; moving focus to its heading tells screen readers.
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
    target?.focus();
  }, [route]);

  return (
    <div className={production ? 'app app-production' : 'app'}>
      <header className="app-header">
        <span className="brand">Payments Console</span>
        <div className="header-tools">
          <UnknownOutcomesBadge />
          <ProfileIndicator />
          <button type="button" className="button-link" onClick={() => setHelpOpen(true)}>
            Shortcuts <kbd>?</kbd>
          </button>
        </div>
        <ProductionBanner />
      </header>
      <div className="app-body">
        <Nav route={route} />
        <main ref={main} tabIndex={-1} className="app-main">
          {children}
        </main>
      </div>
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
