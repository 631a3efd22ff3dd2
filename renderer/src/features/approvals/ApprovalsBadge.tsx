import { useTranslation } from 'react-i18next';
import { hrefOf } from '../../app/router';
import { useFollowApprovals, usePendingApprovals } from './queries';

/** For the header: a supervisor's count of requests waiting for a decision, when there are some. */
export function ApprovalsBadge() {
  const { t } = useTranslation();
  useFollowApprovals();
  const pending = usePendingApprovals();
  // One's own requests are another supervisor's to decide: not counted as "to approve".
  const count = pending.data?.filter((request) => !request.own).length ?? 0;
  if (count === 0) return null;
  return (
    <a
      className="unknown-badge approvals-badge"
      href={hrefOf({ to: '/approvals' })}
      aria-label={t('frame.approvalsBadge.label', { count })}
    >
      <span className="unknown-badge-count">{count}</span>{' '}
      {t('frame.approvalsBadge.text', { count })}
    </a>
  );
}
