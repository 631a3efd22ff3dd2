import { useId } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { posHref } from './links';
import { NOT_RETRYABLE_REASON, paymentIdOf } from './report';
import { useRetryOperation } from './useRetryOperation';

/**
 * The two ways out of "outcome unknown": resend the same body with the same key, or resolve the
 * payment with cancel-or-refund. A retry that cannot happen stays visible, with the reason.
 */
export function UnknownActions({
  report,
  retryLabel = 'Retry safely (same key)',
  onReport,
}: {
  report: OperationReport;
  retryLabel?: string;
  onReport: (report: OperationReport) => void;
}) {
  const reasonId = useId();
  const { retry, pending, error, dialog } = useRetryOperation(onReport);
  const paymentId = paymentIdOf(report);
  return (
    <div className="money-actions">
      <div className="money-action-row">
        <button
          type="button"
          className="button-primary"
          disabled={!report.retryable || pending}
          aria-busy={pending}
          aria-describedby={report.retryable ? undefined : reasonId}
          onClick={() => retry(report.operation_id)}
        >
          {pending ? 'Retrying…' : retryLabel}
        </button>
        {paymentId && (
          <a className="button" href={posHref(paymentId)}>
            Resolve with cancel-or-refund
          </a>
        )}
      </div>
      {!report.retryable && (
        <p id={reasonId} className="hint">
          {NOT_RETRYABLE_REASON}
        </p>
      )}
      {error && <ErrorNotice title="The retry could not be sent." error={error} />}
      {dialog}
    </div>
  );
}
