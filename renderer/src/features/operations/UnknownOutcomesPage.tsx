import { useState } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { OperationResult } from '../money/OperationResult';
import { useUnresolved } from '../money/queries';
import { UnknownOutcomeItem } from './UnknownOutcomeItem';

/**
 * Money operations whose outcome nobody knows (time-outs, resets, 5xx, a crash mid-call).
 * A retried or resolved one leaves the list; its answer stays shown above it.
 */
export function UnknownOutcomesPage() {
  const unresolved = useUnresolved();
  const [last, setLast] = useState<OperationReport>();
  const items = unresolved.data ?? [];
  return (
    <>
      <PageTitle>Unknown outcomes</PageTitle>
      <p className="muted">
        For each of these the money may or may not have moved. Where the profile’s API is known to
        honour the idempotency key (the built-in simulator), “Retry safely” resends the same request
        with the same key, so the API applies it at most once. Elsewhere “Check status” reads what
        the API shows, so you can mark the operation resolved, and “Send again” resends the same
        request only after you confirm that it may charge twice. “Resolve with cancel-or-refund”
        undoes the payment whatever state it reached.
      </p>
      {last && <OperationResult key={`${last.operation_id}-${last.attempts}`} report={last} />}
      {unresolved.isPending && <p role="status">Loading…</p>}
      {unresolved.isError && (
        <ErrorNotice
          title="Could not read the journal."
          error={toAppError(unresolved.error)}
          onRetry={() => void unresolved.refetch()}
        />
      )}
      {unresolved.isSuccess && items.length === 0 && (
        <p className="empty">No operation has an unknown outcome.</p>
      )}
      {items.length > 0 && (
        <ul className="unknown-list" aria-label="Operations with unknown outcome">
          {items.map((report) => (
            <UnknownOutcomeItem key={report.operation_id} report={report} onReport={setLast} />
          ))}
        </ul>
      )}
    </>
  );
}
