import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/**
 * A path that names nothing (or an id with characters an id cannot have). It lives in ui/
 * so that the areas can show it without importing app/Pages, which imports the areas. With
 * `area`, the way out leads back to that area rather than to the instruments.
 */
export function NotFound({ path, area }: { path: string; area?: string }) {
  const { t } = useTranslation();
  const target = area ?? 'instruments';
  return (
    <>
      <PageTitle>{t('frame.notFound.title')}</PageTitle>
      <p>
        {t('frame.notFound.body')} <code>{path}</code>.{' '}
        <a href={`#/${target}`}>
          {t('frame.notFound.goTo', { area: t(`frame.nav.${target}`, { defaultValue: target }) })}
        </a>
      </p>
    </>
  );
}
