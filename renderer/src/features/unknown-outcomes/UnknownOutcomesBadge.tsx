import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/money';
import { hrefOf } from '../../app/router';
import { useUnresolvedCount } from '../money/queries';

/**
 * For the header: a link to the unknown outcomes, shown only while there are some. It polls
 * (10 s) and every money operation invalidates the same query, so it follows within moments.
 */
export function UnknownOutcomesBadge() {
  const { t, i18n } = useTranslation();
  const count = useUnresolvedCount().data ?? 0;
  if (count === 0) return null;
  // `count` picks the plural; `shown` is the same number as the person's language writes it.
  const shown = formatCount(count, i18n.language);
  return (
    <a
      className="unknown-badge"
      href={hrefOf({ to: '/unknown-outcomes' })}
      aria-label={t('frame.unknownBadge.label', { count, shown })}
    >
      <span className="unknown-badge-count">{shown}</span> {t('frame.unknownBadge.text', { count })}
    </a>
  );
}
