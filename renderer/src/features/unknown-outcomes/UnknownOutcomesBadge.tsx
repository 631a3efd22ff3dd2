import { useTranslation } from 'react-i18next';
import { hrefOf } from '../../app/router';
import { useUnresolved } from '../money/queries';

/**
 * For the header: a link to the unknown outcomes, shown only while there are some. It polls
 * (10 s) and every money operation invalidates the same query, so it follows within moments.
 */
export function UnknownOutcomesBadge() {
  const { t } = useTranslation();
  const unresolved = useUnresolved();
  const count = unresolved.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <a
      className="unknown-badge"
      href={hrefOf({ to: '/unknown-outcomes' })}
      aria-label={t('frame.unknownBadge.label', { count })}
    >
      <span className="unknown-badge-count">{count}</span> {t('frame.unknownBadge.text', { count })}
    </a>
  );
}
