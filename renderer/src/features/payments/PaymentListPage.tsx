import { useState } from 'react';
import type { Payment } from '../../../../shared/schemas/payment';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { PaymentFilterForm } from './PaymentFilterForm';
import { PaymentLookup } from './PaymentLookup';
import { PaymentTable } from './PaymentTable';
import { usePaymentPages, type PaymentFilters } from './queries';

const dataOf = (page: { data: Payment[] }) => page.data;

export function PaymentListPage() {
  const [filters, setFilters] = useState<PaymentFilters>({});
  const pages = usePaymentPages(filters);
  const { loaded } = usePagedList(pages, dataOf);
  const filtered = filters.status !== undefined || filters.merchant_id !== undefined;

  return (
    <>
      <PageTitle>Payments</PageTitle>
      <PaymentLookup />
      <PaymentFilterForm onApply={setFilters} />
      <p role="status" className="muted">
        {pages.isFetching && !pages.isFetchingNextPage
          ? 'Loading payments…'
          : pages.isSuccess
            ? `${loaded.length} payments${filtered ? ' match the filters' : ''}${pages.hasNextPage ? ' (more on the server)' : ''}`
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
      <ListFoot pages={pages} refreshed="payments" more="payments" />
    </>
  );
}
