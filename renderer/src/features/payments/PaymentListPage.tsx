import { useMemo, useState } from 'react';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { PaymentFilterForm } from './PaymentFilterForm';
import { PaymentLookup } from './PaymentLookup';
import { PaymentTable } from './PaymentTable';
import { usePaymentPages, type PaymentFilters } from './queries';

export function PaymentListPage() {
  const [filters, setFilters] = useState<PaymentFilters>({});
  const pages = usePaymentPages(filters);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.data) ?? [], [pages.data]);
  const filtered = filters.status !== undefined || filters.merchant_id !== undefined;

  return (
    <>
      <PageTitle>Payments</PageTitle>
      <PaymentLookup />
      <PaymentFilterForm onApply={setFilters} />
      <p role="status" className="muted">
        {pages.isFetching && !isFetchingNextPage
          ? 'Loading payments…'
          : pages.isSuccess
            ? `${loaded.length} payments${filtered ? ' match the filters' : ''}${hasNextPage ? ' (more on the server)' : ''}`
            : ''}
      </p>
      {pages.isPending ? null : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title="Could not load payments."
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          {filtered ? 'No payment matches these filters.' : 'No payments yet.'}
        </p>
      ) : (
        <PaymentTable payments={loaded} />
      )}
      <div className="list-foot">
        {pages.isRefetchError && (
          <ErrorNotice
            title="Could not refresh payments."
            error={toAppError(pages.error)}
            onRetry={() => void pages.refetch()}
          />
        )}
        {isFetchNextPageError && (
          <ErrorNotice title="Could not load more payments." error={toAppError(pages.error)} />
        )}
        {hasNextPage && (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading more…' : 'Load more payments'}
          </button>
        )}
      </div>
    </>
  );
}
