import { useTranslation } from 'react-i18next';
import { useAppInfo } from './ProfileIndicator';

/**
 * On a production profile, a band no one can miss, on every screen, for as long as the profile
 * is active. It says what the console will do differently, not only that it is production.
 */
export function ProductionBanner() {
  const { t } = useTranslation();
  const profile = useAppInfo().data?.profile;
  if (!profile?.production) return null;
  return (
    <p className="production-banner">
      <strong>{t('frame.profile.production')}</strong> —{' '}
      {t('frame.profile.banner', { name: profile.name })}
    </p>
  );
}
