import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AREAS, type Area } from '../app/areas';
import { PageTitle } from './PageTitle';

/**
 * A path that names nothing (or an id with characters an id cannot have). With `area`, the
 * way out leads back to that area rather than to the instruments.
 */
export function NotFound({ path, area = AREAS[0] }: { path: string; area?: Area | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('frame.notFound.title')}</PageTitle>
      <p>
        {t('frame.notFound.body')} <code>{path}</code>.{' '}
        <Link to={area.path}>
          {t('frame.notFound.goTo', { area: t(`frame.nav.${area.name}`) })}
        </Link>
      </p>
    </>
  );
}
