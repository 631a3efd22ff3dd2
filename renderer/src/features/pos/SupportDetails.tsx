import type { OperationReport } from '../../../../shared/schemas/operation';
import { RawJson } from '../../ui/RawJson';
import { formatWhen } from '../money/report';
import { Fact } from '../../ui/Facts';

/** Closed by default: what support needs, kept out of the store manager's way. */
export function SupportDetails({ report }: { report: OperationReport }) {
  return (
    <details className="pos-support">
      <summary>Details for support</summary>
      <dl className="facts">
        <Fact term="Operation id">{report.operation_id}</Fact>
        <Fact term="Request key">{report.idempotency_key}</Fact>
        <Fact term="HTTP status">{report.http_status ?? 'No answer'}</Fact>
        <Fact term="Attempts">{report.attempts}</Fact>
        <Fact term="Time taken">{Math.round(report.latency_ms)} ms</Fact>
        <Fact term="Started">{formatWhen(report.started_at)}</Fact>
        {report.error && (
          <Fact term="Error">
            {report.error.status ?? '—'} {report.error.apiCode ?? report.error.code}:{' '}
            {report.error.message}
          </Fact>
        )}
      </dl>
      <RawJson label="Answer (raw JSON)" value={report.response ?? null} />
      <RawJson label="Full record (raw JSON)" value={report} />
    </details>
  );
}
