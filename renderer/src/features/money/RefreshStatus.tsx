import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { paymentIdOf, transactionIdOf } from './report';

/**
 * A pending operation was answered: the API is still processing it. Reading its transaction (or
 * payment) again shows how it is getting on; nothing is resent.
 */
export function RefreshStatus({ report }: { report: OperationReport }) {
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
  const what = transactionId ? `Transaction ${transactionId}` : `Payment ${paymentId ?? ''}`;
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
          {status.isFetching ? 'Refreshing…' : 'Refresh status'}
        </button>
      </div>
      {status.isSuccess && (
        <p role="status">
          {what} is now {status.data ?? 'without a status'}.
        </p>
      )}
      {status.error && (
        <ErrorNotice title="The status could not be read." error={toAppError(status.error)} />
      )}
    </div>
  );
}
