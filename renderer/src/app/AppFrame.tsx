import { useEffect, useRef, type ReactNode } from 'react';
import { Nav } from './Nav';
import { ProfileIndicator, useAppInfo } from './ProfileIndicator';
import type { Route } from './router';

export function AppFrame({ route, children }: { route: Route; children: ReactNode }) {
  const production = useAppInfo().data?.profile.production === true;
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);

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
        <ProfileIndicator />
      </header>
      <div className="app-body">
        <Nav route={route} />
        <main ref={main} tabIndex={-1} className="app-main">
          {children}
        </main>
      </div>
    </div>
  );
}
