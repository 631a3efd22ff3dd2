import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { FoundPaymentTable } from './FoundPaymentTable';
import { useFinderPages } from './queries';

const rowsOf = (page: { rows: FoundPayment[] }) => page.rows;
const HISTORY_PAGE = 20;

type Whose = { userId: string } | { instrumentId: string };

/** The history's pages: one search, shared by whatever else on the page reads it. */
function useHistoryPages(whose: Whose) {
  return useFinderPages(
    'userId' in whose
      ? { userId: whose.userId, limit: HISTORY_PAGE }
      : { instrumentId: whose.instrumentId, limit: HISTORY_PAGE },
  );
}

/**
 * Whose card this is, as its copied payments name them: the API's instrument does not say, and
 * its payments do. Empty while none of them names a user.
 */
export function useInstrumentUsers(instrumentId: string): string[] {
  const pages = useFinderPages(instrumentId ? { instrumentId, limit: HISTORY_PAGE } : undefined);
  const { loaded } = usePagedList(pages, rowsOf);
  return [...new Set(loaded.flatMap((row) => (row.userId ? [row.userId] : [])))];
}

/**
 * A person's or a card's payments, newest first, from the mirror (the API's list cannot filter
 * by either), each with its badge; each opens the payment as the API shows it now.
 */
export function PaymentHistory(whose: Whose) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = 'userId' in whose;
  const pages = useHistoryPages(whose);
  const { loaded } = usePagedList(pages, rowsOf);
  return (
    <section className="payment-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('finder.history.title')}</h2>
      {pages.isPending ? (
        <p role="status">{t('finder.results.searching')}</p>
      ) : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title={t('finder.results.failed')}
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          {t(user ? 'finder.history.userNone' : 'finder.history.instrumentNone')}
        </p>
      ) : (
        <FoundPaymentTable
          rows={loaded}
          caption={t(user ? 'finder.history.userCaption' : 'finder.history.instrumentCaption')}
        />
      )}
      <ListFoot
        pages={pages}
        refreshed={t('finder.results.refreshed')}
        more={t('finder.results.more')}
      />
    </section>
  );
}
