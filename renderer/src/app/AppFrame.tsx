import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterState } from '@tanstack/react-router';
import { UnknownOutcomesBadge } from '../features/unknown-outcomes/UnknownOutcomesBadge';
import { ApprovalsBadge } from '../features/approvals/ApprovalsBadge';
import { AuditLagBadge } from '../features/team/AuditLagBadge';
import { HelpOverlay } from './HelpOverlay';
import { Nav } from './Nav';
import { ProductionBanner } from './ProductionBanner';
import { ScenarioHoldNotice } from './ScenarioHoldNotice';
import { ProfileIndicator, useAppInfo } from './ProfileIndicator';
import { HeaderSearch } from './HeaderSearch';
import { MirrorFreshness } from './MirrorFreshness';
import { useShortcuts } from './shortcuts';

export function AppFrame({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const route = useRouterState({ select: (s) => s.location.href });
  const production = useAppInfo().data?.profile.production === true;
  const main = useRef<HTMLElement>(null);
  const firstRoute = useRef(true);
  const [helpOpen, setHelpOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  useShortcuts(
    useCallback(() => setHelpOpen((open) => !open), []),
    // What is left in the box is selected, so typing a new query replaces it. On Payments →
    // Find its own box is the search on screen, so Ctrl+K goes there.
    useCallback(() => {
      const box =
        document.querySelector<HTMLInputElement>('main [data-finder-box]') ?? search.current;
      box?.focus();
      box?.select();
    }, []),
  );

  // Screen readers pick their voice from the document's language.
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

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
        <div className="header-bar">
          <span className="brand">{t('frame.brand')}</span>
          <HeaderSearch inputRef={search} />
          <div className="header-tools">
            <MirrorFreshness />
            <UnknownOutcomesBadge />
            <ApprovalsBadge />
            <AuditLagBadge />
            <ProfileIndicator />
            <button type="button" className="button-link" onClick={() => setHelpOpen(true)}>
              {t('frame.help.open')} <kbd>?</kbd>
            </button>
          </div>
        </div>
        <ProductionBanner />
        <ScenarioHoldNotice />
      </header>
      <div className="app-body">
        <Nav />
        <main ref={main} tabIndex={-1} className="app-main">
          {children}
        </main>
      </div>
      <HelpOverlay open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
