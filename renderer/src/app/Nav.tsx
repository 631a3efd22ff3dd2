import { useTranslation } from 'react-i18next';
import { AREAS } from './areas';
import type { Route } from './router';

function currentArea(route: Route): string | undefined {
  if (route.name === 'area') return route.area;
  return route.name === 'not-found' ? undefined : 'instruments';
}

/** Every area, each with its shortcut (Alt + key) announced to assistive technology. */
export function Nav({ route }: { route: Route }) {
  const { t } = useTranslation();
  const current = currentArea(route);
  return (
    <nav aria-label={t('frame.nav.label')} className="app-nav">
      <ul>
        {AREAS.map(({ area, key }) => (
          <li key={area}>
            <a
              href={`#/${area}`}
              aria-current={current === area ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${key.toUpperCase()}`}
              data-label={t(`frame.nav.${area}`)}
            >
              {t(`frame.nav.${area}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
