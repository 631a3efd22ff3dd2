import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { UnexpectedList } from '../../ui/UnexpectedList';
import { hasLocalFilters, matchesLocalFilters, type LocalFilters } from './local-filters';
import { PaymentFilterForm } from './PaymentFilterForm';
import { PaymentLookup } from './PaymentLookup';
import { PaymentTable } from './PaymentTable';
import { usePaymentPages, type PaymentFilters } from './queries';

const dataOf = (page: { data: Payment[] }) => page.data;

export function PaymentListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [local, setLocal] = useState<LocalFilters>({});
  const pages = usePaymentPages(filters);
  const { loaded } = usePagedList(pages, dataOf);
  const shown = useMemo(
    () => (hasLocalFilters(local) ? loaded.filter((p) => matchesLocalFilters(p, local)) : loaded),
    [loaded, local],
  );
  const filtered =
    filters.status !== undefined || filters.merchant_id !== undefined || hasLocalFilters(local);

  return (
    <>
      <PageTitle>{t('payments.list.title')}</PageTitle>
      <PaymentLookup />
      <PaymentFilterForm
        onApply={(server, rows) => {
          setFilters(server);
          setLocal(rows);
        }}
      />
      {hasLocalFilters(local) && <p className="hint">{t('payments.list.localNote')}</p>}
      <p role="status" className="muted">
        {pages.isFetching && !pages.isFetchingNextPage
          ? t('payments.list.loading')
          : pages.isSuccess
            ? `${t(filtered ? 'payments.list.countFiltered' : 'payments.list.count', { count: shown.length })}${pages.hasNextPage ? ` ${t('payments.list.more')}` : ''}`
            : ''}
      </p>
      <UnexpectedList pages={pages.data} what={t('payments.list.title').toLowerCase()} />
      {pages.isPending ? null : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title={t('payments.list.loadError')}
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="empty">
          {filtered ? t('payments.list.noneFiltered') : t('payments.list.none')}
        </p>
      ) : (
        <PaymentTable payments={shown} />
      )}
      <ListFoot pages={pages} refreshed="payments" more="payments" />
    </>
  );
}
