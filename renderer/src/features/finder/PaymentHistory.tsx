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

/**
 * A person's or a card's payments, newest first, from the mirror (the API's list cannot filter
 * by either), each with its badge; each opens the payment as the API shows it now.
 */
export function PaymentHistory(whose: { userId: string } | { instrumentId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = 'userId' in whose;
  const pages = useFinderPages(
    user
      ? { userId: whose.userId, limit: HISTORY_PAGE }
      : { instrumentId: whose.instrumentId, limit: HISTORY_PAGE },
  );
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
