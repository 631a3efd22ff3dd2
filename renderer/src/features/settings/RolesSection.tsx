import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../app/permissions';

/** Which roles the session holds, in words: what the console shows follows from them. */
export function RolesSection() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  if (!permissions) return null;
  const names = permissions.roles.map((role) => t(`frame.roleNames.${role}`));
  return (
    <section aria-labelledby="roles-title">
      <h2 id="roles-title">{t('settings.roles.title')}</h2>
      <p data-testid="session-roles">
        {names.length > 0
          ? t('settings.roles.yours', { roles: names.join(', ') })
          : t('settings.roles.none')}
      </p>
      <p className="muted">{t('settings.roles.hidden')}</p>
    </section>
  );
}
