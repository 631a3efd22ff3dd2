import type { ActivityRow } from '../../../../shared/schemas/activity';
import { Fact } from '../../ui/Facts';
import { resolutionText } from '../money/resolution';
import { amountText, latencyText, OUTCOME_NAMES } from './format';
import { localTime } from './time';

/** What the journal recorded about the operation: the audit record, in the order people ask. */
export function OperationFacts({ row }: { row: ActivityRow }) {
  const error = row.error;
  return (
    <section className="activity-facts" aria-labelledby="activity-facts-title">
      <h2 id="activity-facts-title">Facts</h2>
      <dl className="facts">
        <Fact term="Operation">
          {row.label} <span className="muted">({row.kind})</span>
        </Fact>
        <Fact term="Outcome">{OUTCOME_NAMES[row.outcome]}</Fact>
        <Fact term="Amount">{amountText(row)}</Fact>
        <Fact term="HTTP status">{row.http_status ?? 'No HTTP answer'}</Fact>
        {error && (
          <>
            <Fact term="Error kind">{error.code}</Fact>
            <Fact term="API error code">{error.apiCode ?? 'None'}</Fact>
            {error.status !== undefined && error.status !== row.http_status && (
              <Fact term="Error status">{error.status}</Fact>
            )}
            <Fact term="Error message">{error.message}</Fact>
          </>
        )}
        <Fact term="Profile">
          {row.profile.name}
          {row.profile.production && (
            <>
              {' '}
              <span className="act-prod">PRODUCTION</span>
            </>
          )}
        </Fact>
        <Fact term="Operator">{row.operator}</Fact>
        {row.resolution && (
          <Fact term="Settled by hand">
            By {row.resolution.by}
            {row.finished_at ? ` at ${localTime(row.finished_at)}` : ''}:{' '}
            {resolutionText(row.resolution)}
          </Fact>
        )}
        <Fact term="App version">{row.app_version}</Fact>
        <Fact term="Idempotency key">{row.idempotency_key}</Fact>
        <Fact term="Started">{localTime(row.started_at)}</Fact>
        <Fact term="Finished">{row.finished_at ? localTime(row.finished_at) : 'Not finished'}</Fact>
        <Fact term="Attempts">{row.attempts}</Fact>
        <Fact term="Latency">{latencyText(row.latency_ms)}</Fact>
      </dl>
    </section>
  );
}
