import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/money';
import type { SearchTotal } from '../../../../shared/schemas/payment-search';

/** "37 payments found", "10,000+ payments found", from the search's own count where main gave one. */
export function FoundCount({ total, shown }: { total: SearchTotal | undefined; shown: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (total === undefined) {
    return <>{t('finder.results.count', { count: shown, shown: formatCount(shown, language) })}</>;
  }
  const found = formatCount(total.count, language);
  return (
    <>
      {total.capped
        ? t('finder.results.foundCapped', { found })
        : t('finder.results.found', { count: total.count, found })}
      {shown < total.count && (
        <span className="muted">
          {' · '}
          {t('finder.results.count', { count: shown, shown: formatCount(shown, language) })}
        </span>
      )}
    </>
  );
}
