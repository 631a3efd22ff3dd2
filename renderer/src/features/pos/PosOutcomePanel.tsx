import { useEffect, useId, useRef, useState } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RefreshStatus } from '../money/RefreshStatus';
import { honoursKey } from '../money/resend-words';
import { useRetryOperation } from '../money/useRetryOperation';
import { CopyReference } from './CopyReference';
import { posOutcome, referenceOf } from './pos-text';
import { SupportDetails } from './SupportDetails';

/** What happened, in one large line, and what to do when nobody can know yet. */
export function PosOutcomePanel({
  report,
  onReport,
}: {
  report: OperationReport;
  onReport: (report: OperationReport) => void;
}) {
  const titleId = useId();
  const reasonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = posOutcome(report);
  const reference = referenceOf(report);
  const { retry, pending, error, dialog } = useRetryOperation(onReport);
  const [confirming, setConfirming] = useState(false);
  const safe = honoursKey(report);

  // The answer replaces the button the manager just pressed: take focus there to announce it.
  useEffect(() => {
    heading.current?.focus();
  }, [report.operation_id, report.attempts]);

  return (
    <section className={`pos-outcome pos-outcome-${outcome.tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="pos-headline">
        {outcome.headline}
      </h2>
      {outcome.detail && <p className="pos-detail">{outcome.detail}</p>}
      {report.outcome === 'unknown' && (
        <div className="money-actions">
          <button
            type="button"
            className="button-primary pos-button"
            disabled={!report.retryable || pending}
            aria-busy={pending}
            aria-describedby={report.retryable ? undefined : reasonId}
            onClick={() => (safe ? retry(report.operation_id) : setConfirming(true))}
          >
            {pending ? 'Trying again…' : safe ? 'Try again safely' : 'Try again…'}
          </button>
          {!report.retryable && (
            <p id={reasonId} className="hint">
              This one cannot be sent again from here. Call support with the reference below.
            </p>
          )}
          {error && <ErrorNotice title="Could not try again." error={error} />}
          {!safe && (
            <ConfirmDialog
              open={confirming}
              title="Try again? It may cancel or refund twice"
              confirmLabel="Try again anyway"
              cancelLabel="No, go back"
              danger
              onConfirm={() => {
                setConfirming(false);
                retry(report.operation_id, { acceptDuplicateRisk: true });
              }}
              onCancel={() => setConfirming(false)}
            >
              <p>
                We could not confirm whether the first request went through. This payment system is
                not known to recognise a repeated request, so trying again may act on the payment
                twice. Look at the payment’s state first.
              </p>
            </ConfirmDialog>
          )}
          {dialog}
        </div>
      )}
      {report.outcome === 'pending' && <RefreshStatus report={report} />}
      {reference && <CopyReference reference={reference} />}
      <SupportDetails report={report} />
    </section>
  );
}
