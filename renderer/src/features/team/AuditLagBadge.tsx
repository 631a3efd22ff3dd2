import { useTranslation } from 'react-i18next';
import { areaHref } from '../../app/router';
import { useTeamStatus } from './queries';

/**
 * For the header: how many journal records the team store does not have yet. Its slot is kept
 * while a store is configured, so the header does not move each time the count reaches zero.
 */
export function AuditLagBadge() {
  const { t } = useTranslation();
  const status = useTeamStatus().data;
  if (!status?.configured) return null;
  const count = status.behind;
  return (
    <span className="audit-slot">
      {count > 0 && (
        <a
          className="audit-badge"
          href={areaHref('settings', 'team')}
          aria-label={t('frame.auditBadge.label', { count })}
        >
          {t('frame.auditBadge.text', { count })}
        </a>
      )}
    </span>
  );
}
