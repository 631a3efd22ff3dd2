import { useTranslation } from 'react-i18next';
import { hrefOf } from '../../app/router';
import { useTeamStatus } from './queries';
import { readsOnly } from './role';

/**
 * For the header: how many journal records the team store does not have yet. Its slot is kept
 * while a store is configured, so the header does not move each time the count reaches zero.
 * A select-only (supervisor's) role never ships them: a count that never falls would be a
 * lag that is not one, so the badge says instead that this console does not ship.
 */
export function AuditLagBadge() {
  const { t } = useTranslation();
  const status = useTeamStatus().data;
  if (!status?.configured) return null;
  const count = status.behind;
  const local = readsOnly(status);
  const label = t(local ? 'frame.auditBadge.localLabel' : 'frame.auditBadge.label', { count });
  return (
    <span className="audit-slot">
      {count > 0 && (
        <a
          className={local ? 'audit-badge audit-badge-local' : 'audit-badge'}
          href={hrefOf({ to: '/settings/team' })}
          aria-label={label}
          // A narrow header cuts the words: the whole sentence is on hover.
          title={label}
        >
          {local ? t('frame.auditBadge.localText') : t('frame.auditBadge.text', { count })}
        </a>
      )}
    </span>
  );
}
