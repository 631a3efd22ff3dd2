import { areaHref } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { AttemptsTable } from './AttemptsTable';
import { CopyCurl } from './CopyCurl';
import { ExchangeView } from './ExchangeView';
import { activityHref } from './filter-url';
import { OUTCOME_NAMES } from './format';
import { OperationFacts } from './OperationFacts';
import { useActivityDetail } from './queries';
import { ReplayAsNew } from './ReplayAsNew';
import { TouchedLinks } from './TouchedLinks';

/** One journaled operation, whole: facts, every attempt, the exchange (redacted by main). */
export function ActivityInspector({ operationId }: { operationId: string }) {
  const detail = useActivityDetail(operationId);
  const back = (
    <p>
      <a href={activityHref()}>Back to activity</a>
    </p>
  );
  if (detail.isPending) {
    return (
      <>
        <PageTitle>Operation {operationId}</PageTitle>
        <p role="status">Loading the operation…</p>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageTitle>Operation {operationId}</PageTitle>
        <ApiErrorBlock title="Could not load this operation." error={toAppError(detail.error)} />
        {back}
      </>
    );
  }
  const { row } = detail.data;
  return (
    <div className="activity-inspector">
      <PageTitle>Operation {row.operation_id}</PageTitle>
      {back}
      <p className="activity-headline">
        {row.label}:{' '}
        <strong className={`act-outcome act-outcome-${row.outcome}`}>
          {OUTCOME_NAMES[row.outcome]}
        </strong>
      </p>
      {row.outcome === 'unknown' && (
        <p className="notice activity-unknown">
          The money may or may not have moved. Checking its status, sending it again (same
          idempotency key) and cancel-or-refund live with the other unknown outcomes:{' '}
          <a href={areaHref('operations')}>Retry or resolve it in Unknown outcomes</a>.
        </p>
      )}
      <div className="activity-actions">
        <CopyCurl operationId={row.operation_id} />
        <ReplayAsNew detail={detail.data} />
      </div>
      <div className="activity-detail-grid">
        <OperationFacts row={row} />
        <TouchedLinks links={detail.data.links} />
      </div>
      <AttemptsTable attempts={detail.data.attempts} />
      <ExchangeView request={detail.data.request} response={detail.data.response} />
    </div>
  );
}
