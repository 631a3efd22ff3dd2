import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OperatorIndicator } from './SignInGate';
import { useSimulatorStatus } from '../features/simulator/queries';
import { shownAreas } from './areas';
import { useAllowed } from './permissions';

/**
 * Every area, each with its shortcut (Alt + key) announced to assistive technology. The link
 * of the area shown (its screens included, `/payments/pay-1` too) is `aria-current="page"`. An
 * area the session's roles cannot use is left out (main refuses its calls anyway); Simulator is
 * listed only while the active profile's simulator can be driven.
 */
export function Nav() {
  const { t } = useTranslation();
  const allowed = useAllowed();
  // QA's simulator controls mean nothing on an acquirer's API: listed where they can act.
  const simulator = useSimulatorStatus().data?.available === true;
  const shown = shownAreas(allowed, simulator);
  return (
    <nav aria-label={t('frame.nav.label')} className="app-nav">
      {/* Above the areas, not in the header: beside a team store's badges and a production
          profile, the header at 1024 px had no room left for the profile's name. */}
      <OperatorIndicator />
      <ul>
        {shown.map(({ path, name, key }) => (
          <li key={name}>
            <Link
              to={path}
              activeOptions={{ includeSearch: false }}
              activeProps={{}}
              aria-keyshortcuts={`Alt+${key.toUpperCase()}`}
              data-label={t(`frame.nav.${name}`)}
            >
              {t(`frame.nav.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
