import type { ActivityRef } from '../../../../shared/schemas/activity';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { PageTitle } from '../../ui/PageTitle';
import { AttemptsTable } from './AttemptsTable';
import { CopyCurl } from './CopyCurl';
import { isConsoleChange } from '../../../../shared/operations/catalog';
import { ExchangeView } from './ExchangeView';
import { activityHref } from './filter-url';
import { useActivityWords } from './format';
import { OperationFacts } from './OperationFacts';
import { useActivityDetail } from './queries';
import { ReplayAsNew } from './ReplayAsNew';
import { TouchedLinks } from './TouchedLinks';

/**
 * One journaled operation, whole: facts, every attempt, the exchange (redacted by main); from
 * this console's journal or, named by its console too, from the team store.
 */
export function ActivityInspector({ activityRef }: { activityRef: ActivityRef }) {
  const words = useActivityWords();
  const { t } = words;
  const operationId = activityRef.operation_id;
  const detail = useActivityDetail(activityRef);
  const back = (
    <p>
      <a href={activityHref({}, activityRef.scope)}>{t('activity.inspector.back')}</a>
    </p>
  );
  if (detail.isPending) {
    return (
      <>
        <PageTitle>{t('activity.inspector.title', { id: operationId })}</PageTitle>
        <p role="status">{t('activity.inspector.loading')}</p>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageTitle>{t('activity.inspector.title', { id: operationId })}</PageTitle>
        <ApiErrorBlock
          title={t('activity.inspector.loadFailed')}
          error={toAppError(detail.error)}
        />
        {back}
      </>
    );
  }
  const { row } = detail.data;
  return (
    <div className="activity-inspector">
      <PageTitle>{t('activity.inspector.title', { id: row.operation_id })}</PageTitle>
      {back}
      <p className="activity-headline">
        {/* A dash, not a colon: the outcome may carry its own ("Succeeded: refunded"). */}
        {words.operation(row)} —{' '}
        <strong className={`act-outcome act-outcome-${row.outcome}`}>{words.outcomeOf(row)}</strong>
      </p>
      {row.outcome === 'unknown' &&
        (row.idempotency_key ? (
          <p className="notice activity-unknown">
            {t('activity.inspector.unknownMoney')}{' '}
            <a href={hrefOf({ to: '/unknown-outcomes' })}>
              {t('activity.inspector.unknownMoneyLink')}
            </a>
            .
          </p>
        ) : (
          <p className="notice activity-unknown">{t('activity.inspector.unknownChange')}</p>
        ))}
      {row.outcome === 'resolved' && (
        <p className="notice activity-settled">{t('activity.inspector.settled')}</p>
      )}
      <div className="activity-actions">
        {/* The console's own settings (role map, sign-in provider) were no API call. */}
        {!isConsoleChange(row.kind) && <CopyCurl activityRef={activityRef} />}
        <ReplayAsNew detail={detail.data} activityRef={activityRef} />
      </div>
      <div className="activity-detail-grid">
        <OperationFacts row={row} requestBody={detail.data.request.body} />
        <TouchedLinks links={detail.data.links} team={row.team === true} />
      </div>
      <AttemptsTable attempts={detail.data.attempts} />
      <ExchangeView request={detail.data.request} response={detail.data.response} />
    </div>
  );
}
