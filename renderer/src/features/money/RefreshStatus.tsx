import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { apiValueLabel } from '../../i18n/api-values';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { paymentIdOf, transactionIdOf } from './report';

/**
 * A pending operation was answered: the API is still processing it. Reading its transaction (or
 * payment) again shows how it is getting on; nothing is resent.
 */
export function RefreshStatus({ report }: { report: OperationReport }) {
  const { t } = useTranslation();
  const transactionId = report.ids.transaction_id ?? transactionIdOf(report);
  const paymentId = paymentIdOf(report);
  const [asked, setAsked] = useState(false);
  const status = useQuery({
    queryKey: transactionId
      ? queryKeys.payments.transaction(transactionId)
      : queryKeys.payments.detail(paymentId ?? ''),
    queryFn: async () =>
      transactionId
        ? (await call(api().transactions.get({ id: transactionId }))).status
        : (await call(api().payments.get({ id: paymentId ?? '' }))).status,
    enabled: asked,
    staleTime: 0,
  });
  if (!transactionId && !paymentId) return null;
  return (
    <div className="money-actions">
      <div className="money-action-row">
        <button
          type="button"
          className="button-primary"
          disabled={status.isFetching}
          aria-busy={status.isFetching}
          onClick={() => (asked ? void status.refetch() : setAsked(true))}
        >
          {status.isFetching ? t('money.refresh.busy') : t('money.refresh.button')}
        </button>
      </div>
      {status.isSuccess && (
        <p role="status" title={status.data ?? undefined}>
          {t(transactionId ? 'money.refresh.transactionNow' : 'money.refresh.paymentNow', {
            id: transactionId ?? paymentId,
            status: status.data ? apiValueLabel(t, status.data) : t('money.refresh.noStatus'),
          })}
        </p>
      )}
      {status.error && (
        <ErrorNotice title={t('money.refresh.failed')} error={toAppError(status.error)} />
      )}
    </div>
  );
}
