import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFrame } from './AppFrame';
import { ClosedAreaGate } from './ClosedArea';
import { ErrorBoundary } from './ErrorBoundary';
import { holdUntilFirstScreenSettles } from '../lib/first-screen';
import { preloadScreens } from './lazy-screen';

/** The root route: the frame around whichever screen the address names. */
export function Frame() {
  const href = useRouterState({ select: (s) => s.location.href });
  // Before any child's effect or query starts: what waits for it must already see the hold.
  holdUntilFirstScreenSettles();
  usePreloadWhenIdle();
  return (
    <AppFrame>
      {/* Inner boundary keeps header and nav usable when a single page breaks. */}
      <ErrorBoundary resetKey={href}>
        <Suspense fallback={<ScreenLoading />}>
          <ClosedAreaGate>
            <Outlet />
          </ClosedAreaGate>
        </Suspense>
      </ErrorBoundary>
    </AppFrame>
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
