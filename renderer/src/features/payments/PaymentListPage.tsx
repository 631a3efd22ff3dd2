import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { SimulatorResetNote } from '../scenarios/SimulatorResetNote';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { UnexpectedList } from '../../ui/UnexpectedList';
import {
  hasLocalFilters,
  matchesLocalFilters,
  serverStatusFor,
  type LocalFilters,
} from './local-filters';
import { PaymentFilterForm, type AppliedPaymentFilters } from './PaymentFilterForm';
import { PaymentLookup } from './PaymentLookup';
import { PaymentTable } from './PaymentTable';
import { usePaymentPages, type PaymentFilters } from './queries';
import { paymentCurrency } from './settlement';

const dataOf = (page: { data: Payment[] }) => page.data;

export function PaymentListPage() {
  const { t } = useTranslation();
  const [applied, setApplied] = useState<AppliedPaymentFilters>({});
  const merchant_id = applied.merchant_id;
  const local = useMemo((): LocalFilters => {
    const { merchant_id: _server, ...rows } = applied;
    return rows;
  }, [applied]);
  const status = serverStatusFor(local.badge);
  const server: PaymentFilters = {
    ...(status ? { status } : {}),
    ...(merchant_id ? { merchant_id } : {}),
  };
  const pages = usePaymentPages(server);
  const { loaded } = usePagedList(pages, dataOf);
  const shown = useMemo(
    () => (hasLocalFilters(local) ? loaded.filter((p) => matchesLocalFilters(p, local)) : loaded),
    [loaded, local],
  );
  const currencies = useMemo(
    () =>
      [...new Set(loaded.flatMap((p) => paymentCurrency(p)?.toUpperCase() ?? []))]
        .filter((code) => /^[A-Z]{3}$/.test(code))
        .sort(),
    [loaded],
  );
  const filtered = merchant_id !== undefined || hasLocalFilters(local);

  return (
    <div className="list-page payments-list">
      <div className="page-head">
        <PageTitle>{t('payments.list.title')}</PageTitle>
        <PaymentLookup />
      </div>
      <PaymentFilterForm
        applied={applied}
        currencies={currencies}
        onApply={setApplied}
        status={
          <>
            {/* The filters cover the rows loaded; the finder covers every payment mirrored.
                Beside them, not on a line of its own: at 1024 × 700 a dozen rows stay in view. */}
            <a href={hrefOf({ to: '/payments/find' })}>{t('payments.lookup.find')}</a>
            <p role="status" className="muted list-count">
              {pages.isFetching && !pages.isFetchingNextPage
                ? t('payments.list.loading')
                : pages.isSuccess
                  ? `${t(filtered ? 'payments.list.countFiltered' : 'payments.list.count', { count: shown.length })}${pages.hasNextPage ? ` ${t('payments.list.more')}` : ''}`
                  : ''}
            </p>
          </>
        }
      />
      {hasLocalFilters(local) && <p className="hint">{t('payments.list.localNote')}</p>}
      <SimulatorResetNote />
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
      <ListFoot
        pages={pages}
        refreshed={t('frame.list.refreshed.payments')}
        more={t('frame.list.items.payments')}
      />
    </div>
  );
}
